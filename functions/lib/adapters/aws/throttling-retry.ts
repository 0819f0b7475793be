import type { CloudError } from '#functions/lib/ports/cloud-error';
import { toCloudError } from './aws-errors';

export interface RetryPolicy {
  /** attempts in all, the first one included */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

const RETRYABLE = new Set(['throttled', 'unavailable']);

/**
 * Runs `call`, retrying throttling and 5xx answers with exponential backoff and full jitter (AWS's
 * recommended scheme). The SDK clients are built with maxAttempts 1 so retries are not multiplied;
 * every other error is thrown at once as a CloudError.
 */
export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let failure: CloudError;
    try {
      return await call();
    } catch (error) {
      failure = toCloudError(error);
    }
    if (!RETRYABLE.has(failure.kind) || attempt >= policy.attempts) throw failure;
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    await policy.sleep(Math.floor(policy.random() * ceiling));
  }
}

import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import type { CloudTarget } from '#functions/lib/ports/cloud-target';
import { toCloudError } from './aws-errors';
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from './throttling-retry';

/** Temporary credentials, in the shape every SDK v3 client accepts as `credentials`. */
export interface AwsCredentialIdentity {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

/** A cached session is renewed this long before it expires, so no call starts on a dying one. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** Sessions kept per process (one per linked account in use); the oldest is dropped beyond it. */
const MAX_SESSIONS = 200;

export interface RoleSessionsOptions {
  sts?: STSClient;
  retry?: RetryPolicy;
  now?: () => number;
  durationSeconds?: number;
}

/**
 * AssumeRole with the external id, cached per (role, external id) until shortly before expiry.
 * A call that still meets an expired token drops the session and is retried once with a new one.
 */
export class RoleSessions {
  private readonly sts: STSClient;
  private readonly retry: RetryPolicy;
  private readonly now: () => number;
  private readonly durationSeconds: number;
  private readonly sessions = new Map<string, Promise<AwsCredentialIdentity>>();

  constructor(options: RoleSessionsOptions = {}) {
    this.sts = options.sts ?? new STSClient({ maxAttempts: 1 });
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.now = options.now ?? Date.now;
    this.durationSeconds = options.durationSeconds ?? 3600;
  }

  /** Credentials for `target`, from the cache when they are still good for a while. */
  async credentials(target: CloudTarget): Promise<AwsCredentialIdentity> {
    const key = sessionKey(target);
    const cached = this.sessions.get(key);
    if (cached) {
      const credentials = await cached.catch(() => undefined);
      const expiresAt = credentials?.expiration?.getTime() ?? 0;
      if (credentials && expiresAt - RENEW_BEFORE_MS > this.now()) return credentials;
      this.sessions.delete(key);
    }
    const fresh = this.assume(target);
    this.remember(key, fresh);
    return fresh;
  }

  forget(target: CloudTarget): void {
    this.sessions.delete(sessionKey(target));
  }

  /** Runs `call` with the target's credentials; on an expired token, renews once and retries. */
  async run<T>(target: CloudTarget, call: (credentials: AwsCredentialIdentity) => Promise<T>): Promise<T> {
    try {
      return await withRetry(async () => call(await this.credentials(target)), this.retry);
    } catch (error) {
      if (toCloudError(error).kind !== 'expired-credentials') throw error;
      this.forget(target);
      return withRetry(async () => call(await this.credentials(target)), this.retry);
    }
  }

  private async assume(target: CloudTarget): Promise<AwsCredentialIdentity> {
    const { Credentials } = await withRetry(
      () =>
        this.sts.send(
          new AssumeRoleCommand({
            RoleArn: target.roleArn,
            ExternalId: target.externalId,
            RoleSessionName: sessionName(target.externalId),
            DurationSeconds: this.durationSeconds,
          }),
        ),
      this.retry,
    );
    if (!Credentials?.AccessKeyId || !Credentials.SecretAccessKey) {
      throw toCloudError({ name: 'AccessDenied', message: 'AssumeRole returned no credentials' });
    }
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretAccessKey,
      sessionToken: Credentials.SessionToken,
      expiration: Credentials.Expiration,
    };
  }

  private remember(key: string, session: Promise<AwsCredentialIdentity>): void {
    // A failed AssumeRole is not cached: the next call asks STS again.
    session.catch(() => this.sessions.get(key) === session && this.sessions.delete(key));
    this.sessions.set(key, session);
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }
}

function sessionKey(target: CloudTarget): string {
  return `${target.roleArn}\n${target.externalId}`;
}

/** Shows in the customer's CloudTrail which Sahab user acted; STS allows [\w+=,.@-]{2,64}. */
export function sessionName(externalId: string): string {
  return `sahab-${externalId.replace(/[^\w+=,.@-]/g, '-')}`.slice(0, 64);
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSubscription } from '#test/fixtures/web';
import {
  getSubscription,
  invalidateSubscription,
  onSubscriptionInvalidated,
  peekSubscription,
  SUBSCRIPTION_TTL_MS,
} from '#web/subscription/subscription-cache';

beforeEach(() => invalidateSubscription());

describe('subscription cache', () => {
  it('answers from the cache for 5 minutes, then asks again', async () => {
    const fetcher = vi.fn(async () => makeSubscription());
    await getSubscription('u1', fetcher);
    const fetchedAt = peekSubscription('u1')!.fetchedAt;

    await getSubscription('u1', fetcher, fetchedAt + SUBSCRIPTION_TTL_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);

    await getSubscription('u1', fetcher, fetchedAt + SUBSCRIPTION_TTL_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps one answer per user', async () => {
    await getSubscription('u1', async () => makeSubscription({ tier: 'starter' }));
    await getSubscription('u2', async () => null);
    expect(peekSubscription('u1')?.value?.tier).toBe('starter');
    expect(peekSubscription('u2')?.value).toBeNull();
  });

  it('shares one request between callers that ask at the same time', async () => {
    const fetcher = vi.fn(async () => makeSubscription());
    const [first, second] = await Promise.all([
      getSubscription('u1', fetcher),
      getSubscription('u1', fetcher),
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
  });

  it('does not cache a failure, so the next check asks again (no automatic retry)', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(null);
    await expect(getSubscription('u1', fetcher)).rejects.toThrow('HTTP 500');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(getSubscription('u1', fetcher)).resolves.toBeNull();
  });

  it('forgets an answer on invalidation and tells the watchers', async () => {
    const watcher = vi.fn();
    const stop = onSubscriptionInvalidated(watcher);
    await getSubscription('u1', async () => null);

    invalidateSubscription('u1');

    expect(peekSubscription('u1')).toBeUndefined();
    expect(watcher).toHaveBeenCalledTimes(1);
    stop();
    invalidateSubscription();
    expect(watcher).toHaveBeenCalledTimes(1);
  });
});

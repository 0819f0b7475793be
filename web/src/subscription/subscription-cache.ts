import type { Subscription } from './subscription-status';

/** One check per user every 5 minutes (spec section 9); failures are not cached or retried. */
export const SUBSCRIPTION_TTL_MS = 5 * 60 * 1000;

interface Entry {
  value: Subscription | null;
  fetchedAt: number;
}

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<Subscription | null>>();
const listeners = new Set<() => void>();

export function peekSubscription(userId: string, now = Date.now()): Entry | undefined {
  const entry = entries.get(userId);
  return entry && now - entry.fetchedAt < SUBSCRIPTION_TTL_MS ? entry : undefined;
}

/** The cached answer when fresh, else one shared request per user. */
export function getSubscription(
  userId: string,
  fetcher: () => Promise<Subscription | null>,
  now = Date.now(),
): Promise<Subscription | null> {
  const fresh = peekSubscription(userId, now);
  if (fresh) return Promise.resolve(fresh.value);
  const pending = inFlight.get(userId);
  if (pending) return pending;
  const request = fetcher()
    .then((value) => {
      entries.set(userId, { value, fetchedAt: Date.now() });
      return value;
    })
    .finally(() => inFlight.delete(userId));
  inFlight.set(userId, request);
  return request;
}

/** Forget one user's answer (after a checkout) or everyone's (sign-out); watchers re-check. */
export function invalidateSubscription(userId?: string): void {
  if (userId === undefined) entries.clear();
  else entries.delete(userId);
  for (const listener of listeners) listener();
}

/**
 * Replace one user's answer with a fresh one without forgetting it first, so screens keep the
 * old plan on show (no "checking" spinner) until the new one is in; watchers re-read.
 */
export function storeSubscription(userId: string, value: Subscription | null): void {
  entries.set(userId, { value, fetchedAt: Date.now() });
  for (const listener of listeners) listener();
}

export function onSubscriptionInvalidated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

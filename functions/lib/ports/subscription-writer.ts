import type { SubscriptionChange } from '../billing/subscription-change';

/** 'applied' when the change was written; 'not-newer' when the stored state is newer or the same. */
export type ApplyResult = 'applied' | 'not-newer';

/** Billing's conditional write of a subscription change (ordered by event time, then event id). */
export interface SubscriptionWriter {
  applyIfNewer(change: SubscriptionChange, nowIso: string): Promise<ApplyResult>;
}

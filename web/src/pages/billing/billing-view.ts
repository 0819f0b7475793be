import { isTier, PLANS, type Plan, type Tier } from '#shared/billing/plans';
import type { Subscription } from '#web/subscription/subscription-status';

/** A change waiting for the end of the period, as the subscription answer reports it. */
export interface PendingChange {
  action: 'cancel' | 'downgrade' | 'other';
  at: string;
  /** the plan that follows a downgrade */
  next: Plan | null;
}

export function pendingChange(subscription: Subscription): PendingChange | null {
  const change = subscription.scheduled_change as {
    action?: unknown;
    effective_at?: unknown;
    tier?: unknown;
  } | null;
  if (!change || typeof change.action !== 'string' || typeof change.effective_at !== 'string') return null;
  const action = change.action === 'cancel' || change.action === 'downgrade' ? change.action : 'other';
  return { action, at: change.effective_at, next: isTier(change.tier) ? PLANS[change.tier] : null };
}

export function currentTier(subscription: Subscription): Tier | null {
  return isTier(subscription.tier) ? subscription.tier : null;
}

/** Minor units in a currency, e.g. 3387 USD -> $33.87. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

import { isTier, PLANS } from '#shared/billing/plans';
import { DASHBOARD } from '#shared/messages/dashboard';
import { isActiveStatus, type Subscription } from '#web/subscription/subscription-status';

/** What the dashboard shows about the plan, read from the subscription answer. */
export interface PlanSummary {
  planName: string;
  priceUsd: number | null;
  status: string;
  active: boolean;
  runsUsed: number;
  runsIncluded: number;
  accountsUsed: number;
  /** null means unlimited */
  accountsIncluded: number | null;
  /** `YYYY-MM` of the usage counters */
  usageMonth: string | null;
  periodEnd: string | null;
  scheduledChange: string | null;
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * The API owns plan, limits and usage; the plan table fills in what an older API leaves out, so
 * the dashboard never shows an empty card for a known tier.
 */
export function planSummary(subscription: Subscription): PlanSummary {
  const plan = asRecord(subscription.plan);
  const limits = asRecord(subscription.limits);
  const usage = asRecord(subscription.usage);
  const known = isTier(subscription.tier) ? PLANS[subscription.tier] : undefined;
  const change = asRecord(subscription.scheduled_change);
  const maxAccounts = 'max_accounts' in limits ? limits.max_accounts : known?.maxAccounts;
  return {
    planName: asString(plan.name) ?? known?.name ?? (subscription.tier || DASHBOARD.unknownPlan),
    priceUsd: asNumber(plan.price) ?? known?.priceUsdMonthly ?? null,
    status: subscription.status,
    active: isActiveStatus(subscription.status),
    runsUsed: asNumber(usage.runs) ?? 0,
    runsIncluded: asNumber(limits.runs_per_month) ?? known?.runsPerMonth ?? 0,
    accountsUsed: asNumber(usage.accounts) ?? 0,
    accountsIncluded: typeof maxAccounts === 'number' ? maxAccounts : null,
    usageMonth: asString(usage.month) ?? null,
    periodEnd: asString(subscription.current_period_end) ?? null,
    scheduledChange: describeChange(change),
  };
}

/** A change waiting for the period end, in words: the plan ends, or changes to another one. */
function describeChange(change: Record<string, unknown>): string | null {
  if (typeof change.action !== 'string') return null;
  const on = formatDate(asString(change.effective_at));
  if (change.action === 'cancel') return DASHBOARD.endsOn(on);
  if (change.action === 'downgrade' && isTier(change.tier))
    return DASHBOARD.changesTo(PLANS[change.tier].name, on);
  return DASHBOARD.otherChange(change.action, on);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatMonth(month: string | null): string {
  if (!month) return DASHBOARD.thisMonth;
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString('en', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** Status label for the plan status, in plain words. */
export function statusLabel(status: string): string {
  return DASHBOARD.statuses[status] ?? status;
}

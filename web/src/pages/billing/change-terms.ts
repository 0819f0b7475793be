import { changeDirection, PLANS, TIERS, type Tier } from '#shared/billing/plans';
import { monthlyPeriodStart, proratedMinor } from '#shared/billing/proration';
import { BILLING } from '#shared/messages/billing';
import { formatDay, formatMoney, type PendingChange } from './billing-view';

const PRICES = Object.fromEntries(TIERS.map((t) => [t, PLANS[t].priceUsdMonthly])) as Record<Tier, number>;

export interface ChangeTerms {
  direction: 'up' | 'down' | 'same';
  /** what the change does, charges and resumes, in words, before it is made */
  terms: string;
  /** the button (and confirmation) that makes it */
  action: string;
}

/**
 * What moving from `current` to `target` would do, said before it is made: an upgrade names the
 * amount charged today; a change while a cancellation is pending says that it resumes the
 * subscription and what renews when (it does: the provider drops the cancellation).
 */
export function changeTerms(
  current: Tier,
  target: Tier,
  context: { periodEnd: string | null; pending: PendingChange | null; now: Date },
): ChangeTerms {
  const direction = changeDirection(current, target, PRICES);
  const plan = PLANS[target];
  const date = formatDay(context.periodEnd);
  const resumes = context.pending?.action === 'cancel';
  if (direction === 'same') return { direction, terms: BILLING.currentPlanBadge, action: '' };
  if (direction === 'down') {
    return resumes
      ? {
          direction,
          terms: BILLING.resumeDowngradeTerms(plan.name, date, plan.priceUsdMonthly),
          action: BILLING.resumeAndDowngradeTo(plan.name),
        }
      : { direction, terms: BILLING.downgradeTerms(date), action: BILLING.downgradeTo(plan.name) };
  }
  const charge = context.periodEnd
    ? proratedMinor(
        (PRICES[target] - PRICES[current]) * 100,
        { startsAt: monthlyPeriodStart(context.periodEnd), endsAt: context.periodEnd },
        context.now,
      )
    : (PRICES[target] - PRICES[current]) * 100;
  const amount = formatMoney(charge, 'USD');
  return resumes
    ? {
        direction,
        terms: BILLING.resumeUpgradeTerms(amount, plan.name, date, plan.priceUsdMonthly),
        action: BILLING.resumeAndUpgradeTo(plan.name),
      }
    : {
        direction,
        terms: BILLING.upgradeCharge(amount, plan.name, date, plan.priceUsdMonthly),
        action: BILLING.upgradeTo(plan.name),
      };
}

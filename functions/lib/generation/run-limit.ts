import type { Entitlements } from '#shared/billing/entitlements';

/** The 403 detail once the month's runs are used: names the limit and the plan, and the way out. */
export function runLimitMessage(entitlements: Entitlements): string {
  const plan = entitlements.plan?.name ?? 'current';
  const limit = entitlements.runsPerMonth;
  return `Your ${plan} plan includes ${limit} generation ${limit === 1 ? 'run' : 'runs'} per month, and all ${limit} have been used this month. Upgrade your plan for more runs, or wait until next month.`;
}

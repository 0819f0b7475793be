import type { Plan } from '../../../../shared/billing/plans';

/** The lines a plan card lists, derived from the plan constants so prices and limits never drift. */
export function planHighlights(plan: Plan): string[] {
  const accounts =
    plan.maxAccounts === null ? 'Unlimited AWS accounts' : `Up to ${plan.maxAccounts} AWS accounts`;
  return [`${plan.runsPerMonth} generation runs per month`, accounts, ...plan.extras];
}

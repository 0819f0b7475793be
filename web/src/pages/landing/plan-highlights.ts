import type { Plan } from '#shared/billing/plans';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The lines a plan card lists, derived from the plan constants so prices and limits never drift. */
export function planHighlights(plan: Plan): string[] {
  const accounts =
    plan.maxAccounts === null ? 'Unlimited AWS accounts' : `Up to ${plural(plan.maxAccounts, 'AWS account')}`;
  return [`${plural(plan.runsPerMonth, 'AI generation run')} per month`, accounts, ...plan.extras];
}

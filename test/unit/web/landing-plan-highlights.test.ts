import { describe, expect, it } from 'vitest';
import { PLANS } from '#shared/billing/plans';
import { planHighlights } from '#web/pages/landing/plan-highlights';

describe('planHighlights', () => {
  it('lists runs and a bounded account limit first for a plan without extras', () => {
    expect(planHighlights(PLANS.starter)).toEqual(['5 AI generation runs per month', 'Up to 3 AWS accounts']);
  });

  it('says "Unlimited" when the plan has no account limit, then lists its extras in order', () => {
    const lines = planHighlights(PLANS.premium);
    expect(lines.slice(0, 2)).toEqual(['75 AI generation runs per month', 'Unlimited AWS accounts']);
    expect(lines.slice(2)).toEqual([...PLANS.premium.extras]);
  });

  it('follows the plan data and uses the singular for a count of one', () => {
    const custom = { ...PLANS.pro, runsPerMonth: 1, maxAccounts: 1, extras: ['Audit exports'] };
    expect(planHighlights(custom)).toEqual([
      '1 AI generation run per month',
      'Up to 1 AWS account',
      'Audit exports',
    ]);
  });
});

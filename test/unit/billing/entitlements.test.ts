import { describe, expect, it } from 'vitest';
import { entitlementsFor, isActiveStatus } from '#shared/billing/entitlements';
import { PLANS, TIERS } from '#shared/billing/plans';

describe('entitlementsFor', () => {
  it('grants nothing to a caller who never subscribed', () => {
    expect(entitlementsFor(null)).toEqual({
      active: false,
      tier: null,
      plan: null,
      runsPerMonth: 0,
      maxAccounts: 0,
    });
  });

  describe.each(TIERS)('tier %s', (tier) => {
    it.each(['active', 'trialing', 'past_due'])('status %s grants the plan limits', (status) => {
      expect(entitlementsFor({ status, tier })).toEqual({
        active: true,
        tier,
        plan: PLANS[tier],
        runsPerMonth: PLANS[tier].runsPerMonth,
        maxAccounts: PLANS[tier].maxAccounts,
      });
    });

    it.each(['paused', 'canceled', 'incomplete'])('status %s names the plan but grants nothing', (status) => {
      expect(entitlementsFor({ status, tier })).toEqual({
        active: false,
        tier,
        plan: PLANS[tier],
        runsPerMonth: 0,
        maxAccounts: 0,
      });
    });
  });

  it('matches the spec constants: Starter 5 runs/3 accounts, Pro 50/10, Premium 75/unlimited', () => {
    const limits = TIERS.map((tier) => {
      const e = entitlementsFor({ status: 'active', tier });
      return [tier, e.runsPerMonth, e.maxAccounts];
    });
    expect(limits).toEqual([
      ['starter', 5, 3],
      ['pro', 50, 10],
      ['premium', 75, null],
    ]);
  });

  it('treats an unknown tier as no plan, even when active', () => {
    expect(entitlementsFor({ status: 'active', tier: 'gold' })).toMatchObject({ active: false, plan: null });
  });
});

describe('isActiveStatus', () => {
  it('is true only for active, trialing and past_due', () => {
    const statuses = ['active', 'trialing', 'past_due', 'paused', 'canceled', '', 'ACTIVE'];
    expect(statuses.filter(isActiveStatus)).toEqual(['active', 'trialing', 'past_due']);
  });
});

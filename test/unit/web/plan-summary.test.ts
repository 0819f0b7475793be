import { describe, expect, it } from 'vitest';
import { PLANS } from '#shared/billing/plans';
import { makeSubscription } from '#test/fixtures/web';
import { planSummary } from '#web/pages/app/plan-summary';

describe('planSummary', () => {
  it('reads plan, limits and usage from the subscription answer', () => {
    const summary = planSummary(
      makeSubscription({
        tier: 'premium',
        plan: { name: 'Premium', price: 119 },
        limits: { runs_per_month: 75, max_accounts: null },
        usage: { month: '2026-05', runs: 12, accounts: 4 },
      }),
    );
    expect(summary).toMatchObject({
      planName: 'Premium',
      priceUsd: 119,
      active: true,
      runsUsed: 12,
      runsIncluded: 75,
      accountsUsed: 4,
      accountsIncluded: null,
      usageMonth: '2026-05',
    });
  });

  it('fills plan and limits from the plan table when the answer leaves them out', () => {
    const summary = planSummary({ status: 'trialing', tier: 'starter' });
    expect(summary).toMatchObject({
      planName: PLANS.starter.name,
      priceUsd: PLANS.starter.priceUsdMonthly,
      runsIncluded: PLANS.starter.runsPerMonth,
      accountsIncluded: PLANS.starter.maxAccounts,
      runsUsed: 0,
      active: true,
    });
  });

  it('marks a canceled plan inactive and describes a scheduled change', () => {
    const summary = planSummary(
      makeSubscription({
        status: 'canceled',
        scheduled_change: { action: 'cancel', effective_at: '2026-06-01T00:00:00Z' },
      }),
    );
    expect(summary.active).toBe(false);
    expect(summary.scheduledChange).toMatch(/^Ends on .*2026/);
  });

  it('names the plan a scheduled downgrade leads to', () => {
    const summary = planSummary(
      makeSubscription({
        tier: 'premium',
        scheduled_change: { action: 'downgrade', effective_at: '2026-06-01T00:00:00Z', tier: 'starter' },
      }),
    );
    expect(summary.scheduledChange).toMatch(/^Changes to Starter on .*2026/);
  });
});

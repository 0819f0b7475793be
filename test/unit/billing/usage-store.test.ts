import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoUsageStore } from '#functions/lib/store/usage-store';
import { subscriptionView } from '#shared/billing/subscription-view';
import { startTestTable, T0, type TestTable } from '#test/fixtures/billing';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());

describe('dynamoUsageStore', () => {
  it('reads zeros for a user with no counters', async () => {
    expect(await dynamoUsageStore(table.db, table.tableName).read('u-none', T0)).toEqual({
      month: '2026-03',
      runs: 0,
      accounts: 0,
    });
  });

  it('counts concurrent runs without losing any, per calendar month (UTC)', async () => {
    const usage = dynamoUsageStore(table.db, table.tableName);
    await Promise.all(Array.from({ length: 12 }, () => usage.recordRun('u-runs', T0)));
    await usage.recordRun('u-runs', new Date('2026-04-01T00:00:00Z'));
    expect((await usage.read('u-runs', T0)).runs).toBe(12);
    expect((await usage.read('u-runs', new Date('2026-04-15T00:00:00Z'))).runs).toBe(1);
  });

  it('claims runs only below the limit, also when requests race, and gives a run back', async () => {
    const usage = dynamoUsageStore(table.db, table.tableName);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => usage.claimRun('u-limit', T0, 5, `run-${i}`)),
    );
    expect(claims.filter((count) => count === null)).toHaveLength(3);
    expect(claims.filter((count) => count !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await usage.read('u-limit', T0)).runs).toBe(5);
    const counted = claims.findIndex((count) => count !== null);
    await usage.releaseRun('u-limit', '2026-03', `run-${counted}`);
    expect(await usage.claimRun('u-limit', T0, 5, 'run-again')).toBe(5);
    // a new month starts from zero
    expect(await usage.claimRun('u-limit', new Date('2026-04-01T00:00:00Z'), 5, 'run-april')).toBe(1);
  });

  it('keeps a live linked-account count across months', async () => {
    const usage = dynamoUsageStore(table.db, table.tableName);
    await usage.adjustLinkedAccounts('u-acc', 1);
    await usage.adjustLinkedAccounts('u-acc', 1);
    expect(await usage.adjustLinkedAccounts('u-acc', -1)).toBe(1);
    expect((await usage.read('u-acc', new Date('2027-01-01T00:00:00Z'))).accounts).toBe(1);
  });
});

describe('subscriptionView', () => {
  const usage = { month: '2026-03', runs: 3, accounts: 2 };

  it('answers plan, limits, usage and period end for an active subscription', () => {
    const view = subscriptionView(
      { status: 'trialing', tier: 'premium', current_period_end: '2026-04-10T09:00:00Z' },
      usage,
    );
    expect(view).toEqual({
      status: 'trialing',
      tier: 'premium',
      active: true,
      plan: { name: 'Premium', price: 119 },
      limits: { runs_per_month: 75, max_accounts: null },
      usage,
      current_period_end: '2026-04-10T09:00:00Z',
      scheduled_change: null,
    });
  });

  it('reads billing fields defensively from older items', () => {
    const view = subscriptionView(
      { status: 'active', tier: 'starter', scheduled_change: { action: 'cancel' } },
      usage,
    );
    expect(view).toMatchObject({
      limits: { runs_per_month: 5, max_accounts: 3 },
      current_period_end: null,
      scheduled_change: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

const statedValues = (brief: string) =>
  (requirementsFromBrief({ prompt: brief }).stated_properties ?? []).map((p) => JSON.stringify(p));

/**
 * "100 USD a month" is a rate: its "a month" is what the money is counted over, never a month of
 * anything (a database's backups kept 30 days). A period said on its own still is one.
 */
describe('a counted thing per unit of time is a rate, not a period', () => {
  it.each([
    'A PostgreSQL database for the clinic; keep costs under 100 USD a month.',
    'A MySQL database for our shop, budget 200 dollars a month',
    'Postgres on RDS, we can spend 300 SAR a month at most',
    'RDS MySQL database, around 2,000 requests a day hit it',
  ])('%s', (brief) => {
    expect(statedValues(brief).filter((p) => p.includes('BackupRetentionPeriod'))).toEqual([]);
  });

  it.each([
    'A PostgreSQL database on RDS, keep its backups for a month',
    'An RDS MySQL database whose automated backups are retained for a week',
  ])('a period said on its own is still read: %s', (brief) => {
    expect(statedValues(brief).filter((p) => p.includes('BackupRetentionPeriod'))).not.toEqual([]);
  });
});

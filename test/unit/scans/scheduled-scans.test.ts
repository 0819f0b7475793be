import { describe, expect, it } from 'vitest';
import { accountsScannedDaily } from '#functions/lib/scans/scheduled-scans';
import { scanSchedule } from '#test/fixtures/schedules';

describe("the plan's daily scan leaves out what the user's own schedules already scan daily", () => {
  it('an every-day schedule of every framework covers its accounts', () => {
    const covered = accountsScannedDaily([scanSchedule({ account_ids: ['a', 'b'] })]);
    expect([...covered].sort()).toEqual(['a', 'b']);
  });

  it('a schedule that leaves out a framework, or that runs on some days only, covers nothing', () => {
    const partial = [
      scanSchedule({ account_ids: ['a'], frameworks: ['SAMA', 'NCA-ECC'] }),
      scanSchedule({ account_ids: ['b'], cron_expression: '0 5 * * 1-5' }),
      scanSchedule({ account_ids: ['c'], cron_expression: '0 5 1 * *' }),
      scanSchedule({ account_ids: ['d'], cron_expression: '0 5 * 1-6 *' }),
    ];
    expect(accountsScannedDaily(partial).size).toBe(0);
  });

  it('every weekday listed, several times a day, or frameworks left empty (all of them) still covers', () => {
    const full = [
      scanSchedule({ account_ids: ['a'], cron_expression: '30 4 * * 0-6' }),
      scanSchedule({ account_ids: ['b'], cron_expression: '0 */6 * * *' }),
      scanSchedule({ account_ids: ['c'], frameworks: [] }),
    ];
    expect([...accountsScannedDaily(full)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('a saved expression that no longer parses covers nothing rather than failing the daily run', () => {
    expect(accountsScannedDaily([scanSchedule({ cron_expression: 'every day' })]).size).toBe(0);
  });
});

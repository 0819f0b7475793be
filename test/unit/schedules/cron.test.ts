import { describe, expect, it } from 'vitest';
import { isTimeZone, nextRun, parseCron, schedulerExpression, shortestGap } from '#shared/schedules/cron';

const at = (iso: string) => Date.parse(iso);
const next = (cron: string, zone: string, after: string) =>
  new Date(nextRun(parseCron(cron), zone, at(after)) ?? 0).toISOString();

describe('cron expressions in a time zone', () => {
  it('works out the next run in the stated zone, across a day and a daylight-saving change', () => {
    // 05:00 in Riyadh (UTC+3, no daylight saving) is 02:00 UTC
    expect(next('0 5 * * *', 'Asia/Riyadh', '2026-11-29T01:00:00Z')).toBe('2026-11-29T02:00:00.000Z');
    expect(next('0 5 * * *', 'Asia/Riyadh', '2026-11-29T02:00:00Z')).toBe('2026-11-30T02:00:00.000Z');
    // Mondays at 09:30 in New York: EST (UTC-5) in winter
    expect(next('30 9 * * 1', 'America/New_York', '2026-11-29T00:00:00Z')).toBe('2026-11-30T14:30:00.000Z');
    // the same wall time after the clocks go forward (8 March 2026) is an hour earlier in UTC
    expect(next('30 9 * * 1', 'America/New_York', '2026-03-03T00:00:00Z')).toBe('2026-03-09T13:30:00.000Z');
    // steps, lists and ranges; 7 is Sunday too
    expect(next('*/15 8-9 * * 0,7', 'UTC', '2026-11-29T08:50:00Z')).toBe('2026-11-29T09:00:00.000Z');
    expect(next('0 0 31 * *', 'UTC', '2026-11-29T00:00:00Z')).toBe('2026-12-31T00:00:00.000Z');
  });

  it('refuses what is not a five-field expression, saying which field is wrong', () => {
    expect(() => parseCron('0 5 * *')).toThrow('has 5 fields');
    expect(() => parseCron('61 5 * * *')).toThrow("minute field's 61 is outside 0-59");
    expect(() => parseCron('0 5 * * mon')).toThrow("day of week field 'mon'");
    expect(() => parseCron('0 5 10-2 * *')).toThrow('runs backwards');
    expect(() => parseCron('0 5 1 * 1')).toThrow('not both');
    expect(() => parseCron('*/0 * * * *')).toThrow('at least 1');
  });

  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+03:00')).toBe(false);
  });

  it('measures how often an expression runs', () => {
    const from = at('2026-11-29T00:00:00Z');
    expect(shortestGap(parseCron('0 5 * * *'), 'Asia/Riyadh', from)).toBe(86_400_000);
    expect(shortestGap(parseCron('0 5 * * 1,2'), 'UTC', from)).toBe(86_400_000);
    expect(shortestGap(parseCron('*/10 * * * *'), 'UTC', from)).toBe(600_000);
  });

  it("writes EventBridge Scheduler's six-field form: Sunday is 1, the unused day field is '?'", () => {
    expect(schedulerExpression(parseCron('0 5 * * *'))).toBe('cron(0 5 * * ? *)');
    expect(schedulerExpression(parseCron('30 9 * * 0,1'))).toBe('cron(30 9 ? * 1,2 *)');
    expect(schedulerExpression(parseCron('0 0 1,15 * *'))).toBe('cron(0 0 1,15 * ? *)');
    expect(schedulerExpression(parseCron('*/20 * * 1-3 *'))).toBe('cron(0,20,40 * * 1,2,3 ? *)');
  });
});

import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

const scheduleOf = (prompt: string) =>
  requirementsFromBrief({ prompt }).services?.find((s) => s.service === 'eventbridge-scheduler')?.settings
    .schedule;

/** A sweep for what sits idle is started by a schedule the brief never has to ask for. */
describe('reaping what sits idle', () => {
  it('gets a schedule that runs often enough to stop idle capacity', () => {
    expect(scheduleOf('A Lambda function reaps worker VMs that sit idle')).toBe('rate(15 minutes)');
    expect(scheduleOf('دالة Lambda تقوم بإيقاف الخوادم الخاملة')).toBe('rate(15 minutes)');
  });

  it('keeps the rate the brief states', () => {
    expect(scheduleOf('A Lambda function cleans up stale carts every 30 minutes')).toBe('rate(30 minutes)');
  });

  it('is not read into a brief that reaps nothing', () => {
    expect(scheduleOf('A Lambda function resizes each photo uploaded to Amazon S3')).toBeUndefined();
  });
});

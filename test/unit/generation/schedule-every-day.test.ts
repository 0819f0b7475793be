import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A schedule entry holds every value its clause states: "daily at 01:00" is not met by a job at
 * 01:00 on the first of the month, nor "on the 1st of each month" by a daily one.
 */

const job = (cron: string) => ({
  Job: {
    Type: 'AWS::Scheduler::Schedule',
    Properties: {
      ScheduleExpression: cron,
      ScheduleExpressionTimezone: 'Asia/Riyadh',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { Arn: 'arn:aws:lambda:me-south-1:111122223333:function:report', RoleArn: 'role' },
    },
  },
  Report: { Type: 'AWS::Lambda::Function' },
});

describe('every day asked is every day built', () => {
  it.each([
    'A Lambda report that runs daily at 01:00 Riyadh time.',
    'Run the report lambda every day at 1 am Riyadh time',
    'نبي لامبدا تشغل التقرير كل يوم الساعة 1 الصبح بتوقيت الرياض',
    'دالة Lambda تُعد التقرير يومياً في الساعة 1:00 بتوقيت الرياض.',
    'lambda report kil yom 01:00 riyadh time',
    'a lamda reprot that runs dayly... i mean daily at 01:00 riyadh time',
  ])('%s', (brief) => {
    const monthly = itemOf(checklistFor(brief, job('cron(0 1 1 * ? *)')), 'schedule');
    const daily = itemOf(checklistFor(brief, job('cron(0 1 * * ? *)')), 'schedule');
    expect(monthly.status).not.toBe('met');
    expect(daily.status).toBe('met');
  });
});

describe('a day of the month asked is that day of the month', () => {
  it.each([
    'A Lambda that closes the books on the first day of each month at 02:00 Riyadh time.',
    'لامبدا تقفل الحسابات أول كل شهر الساعة 2 بتوقيت الرياض',
  ])('%s', (brief) => {
    const daily = itemOf(checklistFor(brief, job('cron(0 2 * * ? *)')), 'schedule');
    const first = itemOf(checklistFor(brief, job('cron(0 2 1 * ? *)')), 'schedule');
    expect(daily.status).not.toBe('met');
    expect(first.status).toBe('met');
  });
});

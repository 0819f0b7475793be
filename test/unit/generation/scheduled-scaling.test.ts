import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A time at which an Auto Scaling group scales ("scale out to 4 instances at 07:00", "a scheduled
 * action raises the minimum") is the group's scheduled action: another job that starts then (a
 * schedule invoking a function) does not meet it.
 */
const template = (recurrence?: string, zone?: string) => ({
  Group: { Type: 'AWS::AutoScaling::AutoScalingGroup', Properties: { MinSize: '2', MaxSize: '6' } },
  // a job at every time asked, in UTC: the ledger once took it for the scaling
  Job: {
    Type: 'AWS::Scheduler::Schedule',
    Properties: { ScheduleExpression: 'cron(0 4,7,14 * * ? *)', ScheduleExpressionTimezone: 'UTC' },
  },
  ...(recurrence && {
    Rush: {
      Type: 'AWS::AutoScaling::ScheduledAction',
      Properties: {
        AutoScalingGroupName: { Ref: 'Group' },
        Recurrence: recurrence,
        MinSize: 4,
        ...(zone && { TimeZone: zone }),
      },
    },
  }),
});

describe('a time the brief gives a scaling of its servers', () => {
  it.each([
    [
      'English, a scheduled action',
      'Web tier on an Auto Scaling group of c6i.large behind an ALB. Every day at 14:00 UTC a scheduled action raises the minimum to 4.',
      '0 14 * * *',
      undefined,
    ],
    [
      'English, scale out in local time on named days',
      'An Auto Scaling group of m6i.large, min 2 max 6. Lessons run Sunday to Thursday, so scale out to 4 instances at 07:00 Riyadh time on those days.',
      '0 7 * * 0-4',
      'Asia/Riyadh',
    ],
    [
      'the same, the action in UTC',
      'An Auto Scaling group of m6i.large, min 2 max 6. Lessons run Sunday to Thursday, so scale out to 4 instances at 07:00 Riyadh time on those days.',
      '0 4 * * SUN-THU',
      undefined,
    ],
    [
      'Gulf Arabic',
      'مجموعة Auto Scaling من سيرفرات m6i.large، ونبي نزيد السيرفرات إلى ٤ كل يوم الساعة 2 الظهر بتوقيت UTC.',
      '0 14 * * *',
      undefined,
    ],
    [
      'typos',
      'autoscaling group of t3.medium, scale-out to 4 instaces every day at 14:00 UTC',
      '0 14 * * *',
      'UTC',
    ],
  ])('%s: met by the group scaling then, never by another job', (_, brief, recurrence, zone) => {
    // arrange / act
    const unscaled = itemOf(checklistFor(brief, template()), 'schedule');
    const scaled = itemOf(checklistFor(brief, template(recurrence, zone)), 'schedule');
    // assert
    expect(unscaled.status).toBe('not-met');
    expect(scaled.status).toBe('met');
    expect(scaled.resources).toEqual(['Rush']);
  });

  it('is not met by a scaling at another hour', () => {
    const brief =
      'Web tier on an Auto Scaling group. Every day at 14:00 UTC a scheduled action raises the minimum to 4.';
    expect(itemOf(checklistFor(brief, template('0 15 * * *')), 'schedule').status).toBe('not-met');
  });

  it('leaves a time that scales nothing to any scheduled job', () => {
    const brief = 'An Auto Scaling group of t3.small; a report job runs every day at 14:00 UTC.';
    expect(itemOf(checklistFor(brief, template()), 'schedule').status).toBe('met');
  });
});

import { describe, expect, it } from 'vitest';
import { checkScheduleTime } from '#shared/generation/checklist/schedule';
import { statedTimes } from '#shared/generation/checklist/stated';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** The cron expressions and zones of a design's schedules (rules, schedules and backup rules). */
const schedulesOf = (resources: Awaited<ReturnType<typeof architectDesignOfBrief>>['resources']) =>
  resources
    .filter((r) => r.type === 'AWS::Scheduler::Schedule' || r.type === 'AWS::Events::Rule')
    .map((r) => ({
      expression: r.props.ScheduleExpression,
      zone: r.props.ScheduleExpressionTimezone ?? 'UTC',
    }))
    .filter((s) => typeof s.expression === 'string' && s.expression.startsWith('cron'));

describe('a job timed at a clock', () => {
  it.each([
    ['Every night at 9:15 pm Riyadh time, a Lambda totals the orders in our DynamoDB table.', 21, 15],
    ['Run a lambda daily at 04:40 Asia/Riyadh that clears old rows from a DynamoDB table.', 4, 40],
  ])('starts at the stated time in the stated zone: %s', async (brief, hour, minute) => {
    const { resources } = await architectDesignOfBrief(brief);
    const schedules = schedulesOf(resources);
    expect(schedules.length).toBeGreaterThan(0);
    for (const { expression, zone } of schedules) {
      const [m, h] = String(expression).slice('cron('.length).split(' ').map(Number) as [number, number];
      // the same instant whichever zone the schedule reads its cron in
      const utc = (h * 60 + m - (zone === 'Asia/Riyadh' ? 180 : 0) + 1440) % 1440;
      expect(utc).toBe((hour * 60 + minute - 180 + 1440) % 1440);
    }
  });

  it('is not met by a job half an hour late: "at 23:00" is a start at 23:00', () => {
    const [stated] = statedTimes('every night at 11 pm riyadh time a job runs');
    if (!stated) throw new Error('no time read');
    const job = (expression: string) => [
      {
        id: 'Nightly',
        type: 'AWS::Scheduler::Schedule',
        props: { ScheduleExpression: expression, ScheduleExpressionTimezone: 'Asia/Riyadh' },
      },
    ];
    expect(checkScheduleTime(stated, job('cron(0 23 * * ? *)')).status).toBe('met');
    expect(checkScheduleTime(stated, job('cron(30 23 * * ? *)')).status).toBe('not-met');
  });
});

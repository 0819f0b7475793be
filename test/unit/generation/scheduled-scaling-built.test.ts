import { describe, expect, it } from 'vitest';
import { evaluateAll } from '#shared/generation/checklist/assertions';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * A fleet resized on a schedule ("scale out to 4 instances at 07:00 Riyadh time on weekdays"): the
 * Auto Scaling group's own scheduled action (AWS::AutoScaling::ScheduledAction) at that time, in
 * that zone, to that size; not a Scheduler schedule invoking a function that does nothing. These
 * briefs are this test's own wording: English, Gulf and Standard Arabic, numbers in words and
 * Arabic-Indic digits, a typo.
 */

type Resources = Awaited<ReturnType<typeof architectDesignOfBrief>>['resources'];

const actionsOf = (resources: Resources) =>
  resources
    .filter((r) => r.type === 'AWS::AutoScaling::ScheduledAction')
    .map((r) => {
      const p = r.props as Record<string, unknown>;
      return `${p.Recurrence} ${p.TimeZone ?? 'UTC'} min=${p.MinSize} desired=${p.DesiredCapacity}`;
    })
    .sort();

const WEB =
  'Web shop on an Auto Scaling group of t3.medium instances, min 2 max 8, behind an Application Load Balancer.';

describe("a fleet resized on a schedule is the group's own scheduled action", () => {
  it('scales out at a clock in a zone on the days said, and builds no schedule or function for it', async () => {
    const { resources } = await architectDesignOfBrief(
      `${WEB} On weekdays (Sunday to Thursday) scale out to 5 instances at 08:00 Riyadh time.`,
    );
    expect(actionsOf(resources)).toEqual(['0 8 * * 0,1,2,3,4 Asia/Riyadh min=5 desired=5']);
    expect(resources.filter((r) => r.type === 'AWS::Scheduler::Schedule')).toEqual([]);
    expect(resources.filter((r) => r.type === 'AWS::Lambda::Function')).toEqual([]);
  });

  it('reads two actions, down and back up, each with its own day, and a number in words', async () => {
    const { resources } = await architectDesignOfBrief(
      `${WEB} Scale down to one instance every Friday at 01:00 Riyadh time and back up to three on Saturday at 18:00 Riyadh time.`,
    );
    expect(actionsOf(resources)).toEqual([
      '0 1 * * 5 Asia/Riyadh min=1 desired=1',
      '0 18 * * 6 Asia/Riyadh min=3 desired=3',
    ]);
  });

  it('reads a scheduled action that raises the minimum, in UTC every day, with a typo', async () => {
    const { resources } = await architectDesignOfBrief(
      `${WEB} A sheduled action every day at 15:30 UTC raises the minimum to 4.`,
    );
    expect(actionsOf(resources)).toEqual(['30 15 * * * UTC min=4 desired=4']);
  });

  it('reads Gulf and Standard Arabic, with Arabic-Indic digits', async () => {
    for (const brief of [
      'موقعنا على مجموعة Auto Scaling من سيرفرات t3.medium ورا لود بالانسر، وكل يوم الساعة ٦ المسا بتوقيت الرياض نبي نرفع العدد إلى ٥ سيرفرات',
      'تطبيق على مجموعة توسع تلقائي (Auto Scaling) خلف موازن أحمال تطبيقات، ويُرفع عدد الخوادم إلى خمسة يوميًا عند الساعة السادسة مساءً بتوقيت الرياض',
    ]) {
      const { resources } = await architectDesignOfBrief(brief);
      expect(actionsOf(resources), brief).toEqual(['0 18 * * * Asia/Riyadh min=5 desired=5']);
    }
  });

  it('verifies the stated time against the scheduled action', async () => {
    const { requirements, resources } = await architectDesignOfBrief(
      `${WEB} On weekdays (Sunday to Thursday) scale out to 5 instances at 08:00 Riyadh time.`,
    );
    const scheduled = resources.find((r) => r.type === 'AWS::AutoScaling::ScheduledAction');
    expect(scheduled).toBeDefined();
    expect(requirements.stated?.starts_at).toBeUndefined();
    const at = {
      kind: 'schedule',
      minutes: 480,
      relation: 'at',
      zone: 'Asia/Riyadh',
      quantifier: 'some',
    } as const;
    expect(evaluateAll([at], resources).status).toBe('met');
    expect(evaluateAll([{ ...at, minutes: 540 }], resources).status).toBe('not-met');
  });
});

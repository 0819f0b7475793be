import { ref } from '../../../cfn/build';
import { WEEKDAYS } from '../../reading/schedule';
import type { Requirements } from '../../requirements';
import type { SynthesisContext } from '../context';

type ScalingAt = NonNullable<NonNullable<Requirements['stated']>['scaling_at']>[number];

/** A scaled time's recurrence as Auto Scaling reads it: Unix cron, minute hour day-of-month month day-of-week (0 is Sunday). */
function recurrenceOf(at: ScalingAt): string {
  const [hour, minute] = at.clock.split(':').map(Number) as [number, number];
  const dayOfMonth = typeof at.day_of_month === 'number' ? String(at.day_of_month) : '*';
  const days = at.days?.map((d) => WEEKDAYS.indexOf(d)).sort((a, b) => a - b);
  return `${minute} ${hour} ${dayOfMonth} * ${days?.length ? days.join(',') : '*'}`;
}

/**
 * The group resized at the times the brief states ("scale out to 5 instances at 08:00 Riyadh time
 * on weekdays"): one scheduled action each, in the stated zone, to the stated size as its minimum
 * and desired count (and its maximum where the size passes the group's).
 */
export function addScheduledScaling(ctx: SynthesisContext, b: string, group: string, max: number): void {
  const times = ctx.requirements.stated?.scaling_at ?? [];
  times.forEach((at, i) => {
    ctx.add(b, `${b}ScheduledScaling${i + 1}`, {
      Type: 'AWS::AutoScaling::ScheduledAction',
      Properties: {
        AutoScalingGroupName: ref(group),
        Recurrence: recurrenceOf(at),
        TimeZone: at.zone ?? 'UTC',
        MinSize: at.size,
        DesiredCapacity: at.size,
        ...(at.size > max && { MaxSize: at.size }),
      },
    });
  });
}

import { clock, type StatedTime } from './stated';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

interface Schedule {
  id: string;
  /** minutes after midnight of each cron hour:minute; empty for a rate (runs all day) */
  times: number[];
  expression: string;
}

/** Job schedules (EventBridge rules and Scheduler schedules); backup plans are not jobs. */
function schedules(resources: TemplateResource[]): Schedule[] {
  return resources.flatMap((r) => {
    if (r.type !== 'AWS::Events::Rule' && r.type !== 'AWS::Scheduler::Schedule') return [];
    const expression = r.props.ScheduleExpression;
    if (typeof expression !== 'string') return [];
    const cron = /^cron\(\s*(\S+)\s+(\S+)/.exec(expression);
    if (!cron) return [{ id: r.id, times: [], expression }];
    const minutes = (cron[1] ?? '').split(',').map(Number);
    const hours = (cron[2] ?? '').split(',').map(Number);
    if ([...minutes, ...hours].some((n) => !Number.isInteger(n)))
      return [{ id: r.id, times: [], expression }];
    return [{ id: r.id, times: hours.flatMap((h) => minutes.map((m) => h * 60 + m)), expression }];
  });
}

/** A stated time orders the schedule: a job for files dropped at 02:00 starts at 02:00 or later. */
export function checkScheduleTime(stated: StatedTime, resources: TemplateResource[]): ChecklistItem {
  const found = schedules(resources);
  const fits = (s: Schedule) =>
    s.times.length === 0 ||
    s.times.every((t) => (stated.relation === 'after' ? t >= stated.minutes : t <= stated.minutes));
  const ok = found.filter(fits);
  const word = stated.relation === 'after' ? 'at or after' : 'by';
  return {
    kind: 'schedule',
    requirement: `Scheduled work runs ${word} ${clock(stated.minutes)}`,
    quote: stated.quote,
    status:
      found.length === 0
        ? 'not-met'
        : ok.length === found.length
          ? 'met'
          : ok.length > 0
            ? 'partly'
            : 'not-met',
    resources: ok.map((s) => s.id),
    detail:
      found.length === 0
        ? 'No scheduled job in the template.'
        : found
            .map((s) => `${s.id}: ${s.expression}${fits(s) ? '' : ` (not ${word} ${clock(stated.minutes)})`}`)
            .join('; '),
  };
}

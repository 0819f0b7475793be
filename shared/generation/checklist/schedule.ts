import { type LedgerWords, ledgerWords } from '../ledger-words';
import { TIMED_ACTIONS } from '../services/named-checks';
import { type Assertion, evaluateAll, jobSchedules, OWN_SCHEDULES } from './assertions';
import { buildsService, NAMED_SERVICES } from './service-names';
import { clock, type StatedTime } from './stated';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/**
 * A stated time orders the schedule: a job for files dropped at 02:00 starts at 02:00 or later, in
 * the zone the brief states ("3 am Riyadh time" is 00:00 in an EventBridge rule's UTC) and on the
 * day it names. Met when every job does, partly when some do.
 */
export function checkScheduleTime(
  stated: StatedTime,
  resources: TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem {
  const timed = timedTypes(stated);
  const asked = {
    kind: 'schedule' as const,
    minutes: stated.minutes,
    relation: stated.relation,
    ...(stated.zone && { zone: stated.zone }),
    ...(stated.day && { day: stated.day }),
    ...(stated.days && stated.days.length > 1 && { days: stated.days }),
    ...(stated.every_day && { every_day: true as const }),
    ...(stated.day_of_month !== undefined && { day_of_month: stated.day_of_month }),
    ...(stated.of === 'backups' && { of: 'backups' as const }),
    ...(timed && { of_types: timed.types }),
  };
  // a window holds both of its ends: started after its first time and by its last
  const closing =
    stated.until === undefined ? [] : [{ ...asked, minutes: stated.until, relation: 'by' as const }];
  const assertions: Assertion[] = [asked, ...closing].flatMap((a) => [
    { ...a, quantifier: 'some' as const },
    { ...a, quantifier: 'every' as const },
  ]);
  const { status, results } = evaluateAll(assertions, resources);
  const found = jobSchedules(resources, stated.of, timed?.types);
  // what starts when asked: every `some` assertion (both ends of a window) finds it
  const some = results.filter((_, i) => i % 2 === 0);
  const fitting = new Set(
    (some[0]?.resources ?? []).filter((id) => some.every((r) => r.resources.includes(id))),
  );
  const days = stated.days ?? (stated.day ? [stated.day] : []);
  const until = stated.until === undefined ? undefined : clock(stated.until);
  const on = stated.every_day
    ? `${words.everyDay} `
    : stated.day_of_month !== undefined
      ? `${words.onMonthDay(stated.day_of_month)} `
      : '';
  const when = `${on}${words.scheduledWhen(days, stated.relation, clock(stated.minutes), until)}${stated.zone ? ` ${stated.zone}` : ''}`;
  const what = stated.of === 'backups' ? ('backups' as const) : ('work' as const);
  return {
    kind: 'schedule',
    requirement: words.scheduledRuns(what, when, timed?.name),
    quote: stated.quote,
    status,
    resources: [...fitting],
    detail:
      found.length === 0
        ? words.noSchedule(what, timed?.types)
        : found
            .map(
              (s) =>
                `${s.id}: ${s.expression} (${s.zone})${fitting.has(s.id) ? '' : ` (${words.notAtTime(when)})`}`,
            )
            .join(words.clauseSeparator),
    assertions,
  };
}

/**
 * What a stated time starts when its own words name a service that runs on a schedule of its own
 * ("crawl it with Glue every day at 6 am"): that service's scheduled types, so another job at
 * that time does not meet it.
 */
function timedTypes(stated: StatedTime): { name: string; types: string[] } | undefined {
  if (stated.of === 'backups' || !stated.words) return undefined;
  const words = stated.words;
  const action = TIMED_ACTIONS.find((a) => a.words.test(words));
  if (action) return { name: action.name, types: [...action.types] };
  for (const service of NAMED_SERVICES) {
    if (!service.pattern.test(stated.words)) continue;
    const types = Object.keys(OWN_SCHEDULES).filter((type) => buildsService(service, type));
    if (types.length > 0) return { name: service.name, types };
  }
  return undefined;
}

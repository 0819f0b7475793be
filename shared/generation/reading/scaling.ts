import { withNumerals } from '../number-words';
import { SCALE_TO_WORDS } from '../services/named-checks';
import type { StatedStarts, StatedTime } from './schedule';

/**
 * The one home of a fleet resized on a schedule ("scale out to 5 instances at 08:00 Riyadh time on
 * weekdays"): a stated time whose own words resize a fleet to a count starts the scaling group's
 * scheduled action, not a job. Its time, zone and days are the time's; its size the count.
 */

/** A time the fleet is resized at, and the size it is resized to. */
export interface ScalingAt extends StatedStarts {
  size: number;
}

/** The count a time's own words resize a fleet to, if they do. */
export function scaledTo(time: StatedTime): number | undefined {
  if (time.relation !== 'at' || time.of !== 'jobs' || !time.words) return undefined;
  // withNumerals writes Arabic-Indic digits as Western ones too
  const words = withNumerals(time.words).toLowerCase();
  // of several ("down to 1 on Friday at 1 am and back up to 3 at 6 pm"), the one nearest the time
  const at = words.indexOf(time.quote.toLowerCase());
  const all = [...words.matchAll(new RegExp(SCALE_TO_WORDS.source, 'g'))];
  const distance = (m: RegExpExecArray) =>
    at < 0 ? 0 : Math.min(Math.abs(m.index - at), Math.abs(m.index + m[0].length - at));
  const m = all.sort((a, b) => distance(a) - distance(b))[0];
  const said = m?.[1] ?? m?.[2];
  const count = said === 'one' ? 1 : Number(said);
  return m && Number.isInteger(count) ? count : undefined;
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Each stated time that resizes a fleet, as the requirements carry it. */
export function statedScaling(times: readonly StatedTime[]): ScalingAt[] {
  return times.flatMap((t) => {
    const size = scaledTo(t);
    if (size === undefined) return [];
    return [
      {
        clock: clockOf(t.minutes),
        size,
        ...(t.zone && { zone: t.zone }),
        ...(t.days && { days: t.days }),
        ...(t.day_of_month !== undefined && { day_of_month: t.day_of_month }),
      },
    ];
  });
}

import { OWN_BACKUP_WINDOWS } from '../checklist/assertions';
import { offsetMinutes } from '../reading/schedule';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The shortest backup window RDS, DocumentDB, Neptune and ElastiCache accept. */
const SHORTEST_MINUTES = 30;
const DAY = 1440;

const minutesOf = (clock: string) => {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};
const clockOf = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Whether two daily ranges (start, length in minutes) share a minute. */
function overlaps(a: number, aLength: number, b: number, bLength: number): boolean {
  const from = (((b - a) % DAY) + DAY) % DAY;
  return from < aLength || DAY - from < bLength;
}

const WEEK = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** A minute of the week as a maintenance window writes it ("sun:03:00"). */
const weekClock = (minute: number) => {
  const m = ((minute % (7 * DAY)) + 7 * DAY) % (7 * DAY);
  return `${WEEK[Math.floor(m / DAY)]}:${clockOf(m)}`;
};

/**
 * A weekly maintenance window ("sun:03:00-sun:04:00") moved to start an hour after a backup window
 * it shares time with, on the same day: the services refuse the two overlapping.
 */
function clearMaintenance(props: Record<string, unknown>, start: number, length: number): void {
  const weekly = props.PreferredMaintenanceWindow;
  const m = typeof weekly === 'string' ? /^(\w{3}):(\d{2}:\d{2})-(\w{3}):(\d{2}:\d{2})$/.exec(weekly) : null;
  const day = WEEK.indexOf((m?.[1] ?? '').toLowerCase());
  const endDay = WEEK.indexOf((m?.[3] ?? '').toLowerCase());
  if (!m || day < 0 || endDay < 0) return;
  const from = day * DAY + minutesOf(m[2] as string);
  const to = endDay * DAY + minutesOf(m[4] as string);
  const maintenance = (((to - from) % (7 * DAY)) + 7 * DAY) % (7 * DAY);
  if (maintenance === 0 || !overlaps(start, length, from % DAY, maintenance)) return;
  const moved = day * DAY + start + length + 60;
  props.PreferredMaintenanceWindow = `${weekClock(moved)}-${weekClock(moved + maintenance)}`;
}

/**
 * Stores that back themselves up in a daily window of their own (RDS, Aurora, DocumentDB,
 * Neptune, ElastiCache) start it at the stated time: the window is written in UTC, from the stated
 * clock to the stated end of the window or half an hour after it (the shortest the services take).
 */
export function setOwnBackupWindows(
  resources: Resources,
  at: { clock: string; until?: string; zone?: string },
): void {
  const shift = at.zone ? offsetMinutes(at.zone) : 0;
  const start = minutesOf(at.clock) - shift;
  const stated =
    at.until === undefined ? 0 : (((minutesOf(at.until) - minutesOf(at.clock)) % DAY) + DAY) % DAY;
  const length = Math.max(SHORTEST_MINUTES, stated);
  for (const resource of Object.values(resources)) {
    const key = OWN_BACKUP_WINDOWS[resource.Type];
    if (!key || !resource.Properties) continue;
    resource.Properties[key] = `${clockOf(start)}-${clockOf(start + length)}`;
    clearMaintenance(resource.Properties, ((start % DAY) + DAY) % DAY, length);
  }
}

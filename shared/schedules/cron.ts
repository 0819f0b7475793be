/**
 * Five-field cron (minute hour day-of-month month day-of-week) in an IANA time zone: parsed and
 * checked with a message naming what is wrong, its next run worked out, and written as an
 * EventBridge Scheduler expression. The same code checks the form in the browser and the request
 * on the server, so both say the same thing.
 */
export interface CronFields {
  minutes: number[];
  hours: number[];
  daysOfMonth: number[] | '*';
  months: number[];
  /** 0 = Sunday */
  daysOfWeek: number[] | '*';
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

export class CronError extends Error {}

function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

function parseField(text: string, field: (typeof FIELDS)[number]): number[] | '*' {
  if (text === '*' || text === '?') return '*';
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!match)
      throw new CronError(`The ${field.name} field '${text}' is not a number, range, list or step.`);
    const [, span = '', stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) throw new CronError(`The ${field.name} field's step must be at least 1.`);
    const [from, to] =
      span === '*'
        ? [field.min, field.max]
        : span.includes('-')
          ? span.split('-').map(Number)
          : [Number(span), stepText === undefined ? Number(span) : field.max];
    for (const n of [from, to] as number[]) {
      if (n < field.min || n > field.max) {
        throw new CronError(`The ${field.name} field's ${n} is outside ${field.min}-${field.max}.`);
      }
    }
    if ((from as number) > (to as number))
      throw new CronError(`The ${field.name} range ${span} runs backwards.`);
    for (const n of range(from as number, to as number, step)) values.add(n);
  }
  return [...values].sort((a, b) => a - b);
}

const all = (field: (typeof FIELDS)[number]) => range(field.min, field.max);

/** The expression's fields, or a CronError saying what is wrong. */
export function parseCron(expression: string): CronFields {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) {
    throw new CronError(
      `A cron expression has 5 fields (minute hour day-of-month month day-of-week); this one has ${parts.length}.`,
    );
  }
  const [minute, hour, dom, month, dow] = parts.map((p, i) =>
    parseField(p, FIELDS[i] as (typeof FIELDS)[number]),
  );
  if (dom !== '*' && dow !== '*') {
    throw new CronError(
      'Give a day of month or a day of week, not both: EventBridge Scheduler cannot combine them.',
    );
  }
  return {
    minutes: minute === '*' ? all(FIELDS[0]) : (minute as number[]),
    hours: hour === '*' ? all(FIELDS[1]) : (hour as number[]),
    daysOfMonth: dom as number[] | '*',
    months: month === '*' ? all(FIELDS[3]) : (month as number[]),
    daysOfWeek: dow === '*' ? '*' : [...new Set((dow as number[]).map((d) => d % 7))].sort((a, b) => a - b),
  };
}

/** True for a time zone the runtime knows by its IANA name (Asia/Riyadh, UTC, ...). */
/** Runs on every day of the year: every month, and no day of the month or week left out. */
export function runsEveryDay(fields: CronFields): boolean {
  const everyWeekday = fields.daysOfWeek === '*' || fields.daysOfWeek.length === 7;
  return fields.months.length === 12 && fields.daysOfMonth === '*' && everyWeekday;
}

export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of an instant in a zone. */
function wallClock(instant: number, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** A zone's offset from UTC in minutes at an instant (throws on a zone the runtime does not know). */
export function offsetAt(zone: string, instant: number): number {
  const wall = wallClock(instant, zone);
  return Math.round(
    (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - instant) / 60_000,
  );
}

/** The instant a wall-clock time in a zone stands for (the later one across a DST change). */
function instantOf(year: number, month: number, day: number, hour: number, minute: number, zone: string) {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const wall = wallClock(guess, zone);
    const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
    guess = asUtc - (wallAsUtc - guess);
  }
  return guess;
}

/** The first run strictly after `after` (ms), or undefined when none falls within five years. */
export function nextRun(fields: CronFields, zone: string, after: number): number | undefined {
  const start = wallClock(after, zone);
  const day = new Date(Date.UTC(start.year, start.month - 1, start.day));
  for (let d = 0; d < 366 * 5; d++, day.setUTCDate(day.getUTCDate() + 1)) {
    const [y, m, dom, dow] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), day.getUTCDay()];
    if (!fields.months.includes(m)) continue;
    if (fields.daysOfMonth !== '*' && !fields.daysOfMonth.includes(dom)) continue;
    if (fields.daysOfWeek !== '*' && !fields.daysOfWeek.includes(dow)) continue;
    for (const hour of fields.hours) {
      for (const minute of fields.minutes) {
        const at = instantOf(y, m, dom, hour, minute, zone);
        if (at > after) return at;
      }
    }
  }
  return undefined;
}

/** The shortest gap between consecutive runs over the next `count` runs (ms); Infinity for one run. */
export function shortestGap(fields: CronFields, zone: string, from: number, count = 20): number {
  let shortest = Number.POSITIVE_INFINITY;
  let previous = nextRun(fields, zone, from);
  for (let i = 0; i < count && previous !== undefined; i++) {
    const next = nextRun(fields, zone, previous);
    if (next === undefined) break;
    shortest = Math.min(shortest, next - previous);
    previous = next;
  }
  return shortest;
}

const list = (values: number[]) => values.join(',');

/**
 * EventBridge Scheduler's `cron(minutes hours day-of-month month day-of-week year)`: days of the
 * week count from 1 (Sunday), and the day field not used is '?'.
 */
export function schedulerExpression(fields: CronFields): string {
  const minutes = fields.minutes.length === 60 ? '*' : list(fields.minutes);
  const hours = fields.hours.length === 24 ? '*' : list(fields.hours);
  const months = fields.months.length === 12 ? '*' : list(fields.months);
  const dom = fields.daysOfMonth === '*' ? (fields.daysOfWeek === '*' ? '*' : '?') : list(fields.daysOfMonth);
  const dow = fields.daysOfWeek === '*' ? '?' : list(fields.daysOfWeek.map((d) => d + 1));
  return `cron(${minutes} ${hours} ${dom} ${months} ${dow} *)`;
}

import { offsetAt } from '../../schedules/cron';
import { CLAUSE_TURNS, TIME_RANGE_JOINERS } from '../grammar-words';
import { NUMBER_WORDS, westernDigits } from '../number-words';
import { SCALE_TO_WORDS } from '../services/named-checks';
import { BACKUP_WORDS } from '../services/workloads';
import {
  AFTER_WORDS,
  ARRIVAL_WORDS,
  AT_WORDS,
  BY_WORDS,
  CLOCK_LEAD,
  DAY_GROUPS,
  DAY_RUN,
  DAY_WORDS,
  EVERY_DAY_WORDS,
  HOUR_FRACTIONS,
  IANA_ZONE,
  ianaCased,
  MERIDIEM_PREPOSITIONS,
  MERIDIEM_WORDS,
  type Meridiem,
  MONTH_DAY_WORDS,
  NAMED_CLOCKS,
  OFFSET_ZONE,
  PASTED_AWS_CRON,
  PASTED_UNIX_CRON,
  WEEKDAYS,
  type Weekday,
  ZONE_LEAD,
  ZONE_WORDS,
} from '../time-words';

export { WEEKDAYS, type Weekday } from '../time-words';

/**
 * The one home of schedules: what a brief says about when work runs (clock times in English and
 * Arabic, their zone, days of the week or of the month, rates) and the cron expressions that
 * start it then. The planner's schedules, the synthesis that times them and the checklist's
 * assertion over the template all read time here.
 */

/** A day of the month: a date, or `L` for the last one. */
export type MonthDay = number | 'L';

export interface StatedTime {
  /** minutes after midnight, in `zone` */
  minutes: number;
  /**
   * the schedule must start at or after the time ("files dropped at 02:00"), by it ("ready by 6 am"),
   * or at it ("every Sunday at 3 am", "at 6 am UTC")
   */
  relation: 'after' | 'by' | 'at';
  quote: string;
  /** the zone the brief states the time in ("3 am Riyadh time"), as an IANA name */
  zone?: string;
  /** the first day of the week the brief ties it to ("every Sunday at 3 am") */
  day?: Weekday;
  /** every day of the week it is tied to ("on weekdays", "Saturdays and Tuesdays") */
  days?: Weekday[];
  /** the day of the month it is tied to ("the first day of each month") */
  day_of_month?: MonthDay;
  /** every day, said as one ("daily at 01:00", "كل يوم الساعة ٢"): no day of the week or month left out */
  every_day?: true;
  /** what the time starts: the backups its words speak of, or a job */
  of: 'jobs' | 'backups';
  /** the words of its sentence that are its own (up to the times before and after it): what it times is named there */
  words?: string;
  /** a window's end ("between 01:00 and 02:00"), on its first time: the work starts after this time and by that one */
  until?: number;
  /** the time ends the window the time before it opens: one requirement with it, not one of its own */
  closes?: true;
}

/** Same-length stand-ins so indexes in the working text are indexes in the brief. */
function working(text: string): string {
  return westernDigits(text.toLowerCase()).replace(/\b([ap])\.m\./g, '$1m  ');
}

const alternatives = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const NOT_WORD = '(?![\\w\\u0621-\\u064a])';
const LEAD = alternatives([...BY_WORDS, ...AFTER_WORDS, ...AT_WORDS, 'between', 'بين', 'من']);
const MERIDIEM = alternatives(MERIDIEM_WORDS.map(([w]) => w));
// a half of the day written with an attached or separate preposition ("11 بالليل", "7 في الصباح")
const MERIDIEM_PREFIX = `(?:${alternatives(MERIDIEM_PREPOSITIONS)})?`;
const HALF = new Map(MERIDIEM_WORDS.map(([w, m]) => [w.replace(/\\/g, ''), m]));
const CLOCK = new RegExp(
  `(?:(?<![\\w\\u0621-\\u064a])(${LEAD})\\s+)?(${CLOCK_LEAD}\\s*)?(?<![+\\-\\d:.,])(\\d{1,2})(?::(\\d{2}))?(?:\\s*${MERIDIEM_PREFIX}(${MERIDIEM}))?${NOT_WORD}`,
  'g',
);
const NAMED = new RegExp(
  `(?:(?<![\\w\\u0621-\\u064a])(${LEAD})\\s+)?(${alternatives(NAMED_CLOCKS.map(([w]) => w))})${NOT_WORD}`,
  'g',
);
const SENTENCE_END = /[.;!?؟\n]/;

function hourOf(hour: number, half: Meridiem | undefined): number {
  if (half === 'pm' && hour < 12) return hour + 12;
  if (half === 'am' && hour === 12) return 0;
  // "12 ظهرا" is noon, "1 ظهرا" one in the afternoon, "11 ظهرا" before it
  if (half === 'noon' && hour >= 1 && hour <= 5) return hour + 12;
  return hour;
}

/** The zone words at the start of `after` name. */
export function zoneAt(after: string): string | undefined {
  const rest = after.replace(/^[\s,(]+/, '').replace(/^(?:time|timezone|zone)\s+/, '');
  const offset = OFFSET_ZONE.exec(rest);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    if (minutes === 0) return 'UTC';
    // IANA's fixed-offset zones count the other way: GMT+3 is Etc/GMT-3
    if (minutes % 60 === 0) return `Etc/GMT${offset[1] === '+' ? '-' : '+'}${minutes / 60}`;
  }
  // a zone written by its IANA name ("06:30 Asia/Riyadh") is that zone
  const iana = IANA_AT_START.exec(rest.toLowerCase());
  if (iana) return ianaCased(iana[0]);
  return ZONE_WORDS.find(([words]) => words.test(rest))?.[1];
}

const IANA_AT_START = new RegExp(`^${IANA_ZONE.source}`);

/** A zone the whole brief states its times in ("all times are Riyadh time", "بتوقيت الرياض"). */
function briefZone(text: string): string | undefined {
  for (const lead of text.matchAll(ZONE_LEAD)) {
    const zone = zoneAt(
      text.slice((lead.index ?? 0) + lead[0].length, (lead.index ?? 0) + lead[0].length + 30),
    );
    if (zone) return zone;
  }
  return undefined;
}

interface Found {
  start: number;
  end: number;
  minutes: number;
  lead?: string;
}

/** Clock times in the working text: "at 02:00", "2 am", "الساعة ٣ فجرا", "noon". A bare number is not a time. */
function clocksIn(text: string): Found[] {
  const found: Found[] = [];
  const matches = [...text.matchAll(CLOCK)];
  matches.forEach((m, i) => {
    const [whole, lead, clockWord, hourText, minuteText] = m;
    // "2 to 3 am", "between 1 and 2 AM": a bare hour that opens a range to a later clock of the same
    // half of the day takes that half ("9 to 5 pm" is no range within one half: left unread)
    const next = matches[i + 1];
    const opens =
      next?.[5] !== undefined &&
      Number(hourText) < Number(next[3]) &&
      RANGE_GAP.test(text.slice((m.index ?? 0) + whole.length, next.index));
    const half = m[5] ?? (opens ? next?.[5] : undefined);
    if (minuteText === undefined && half === undefined && clockWord === undefined) return;
    const hour = hourOf(Number(hourText), HALF.get(half ?? ''));
    const minute = Number(minuteText ?? 0);
    if (hour > 23 || minute > 59) return;
    found.push({
      start: m.index ?? 0,
      end: (m.index ?? 0) + whole.length,
      minutes: hour * 60 + minute,
      lead,
    });
  });
  for (const m of text.matchAll(NAMED)) {
    const start = m.index ?? 0;
    if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
    const minutes = NAMED_CLOCKS.find(([w]) => w === m[2])?.[1] ?? 0;
    found.push({ start, end: start + m[0].length, minutes, lead: m[1] });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The sentence around a stretch: from the last stop before it to the next one after. */
function sentenceAround(text: string, start: number, end: number): [number, number] {
  // a stop inside a word ("t3.medium", "1.5") does not end a sentence
  const ends = (i: number) =>
    SENTENCE_END.test(text[i] as string) && (text[i] !== '.' || /\s/.test(text[i + 1] ?? ' '));
  let from = start;
  while (from > 0 && !ends(from - 1)) from--;
  let to = end;
  while (to < text.length && !ends(to)) to++;
  return [from, to];
}

/** The days of the week words in `words` name: a run ("Sunday to Thursday"), single days, or a group ("weekdays"). */
export function daysIn(words: string): Weekday[] | undefined {
  const named = DAY_WORDS.flatMap(([pattern, day]) =>
    [...words.matchAll(new RegExp(pattern.source, 'g'))].map((m) => ({
      day,
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    })),
  ).sort((a, b) => a.start - b.start);
  // the days a brief names outright say more than a word for several ("weekdays, Sunday to Thursday")
  if (named.length === 0) return DAY_GROUPS.find(([pattern]) => pattern.test(words))?.[1];
  const days = new Set<Weekday>();
  named.forEach((one, i) => {
    const next = named[i + 1];
    days.add(one.day);
    if (!next || !DAY_RUN.test(words.slice(one.end, next.start))) return;
    for (let d = WEEKDAYS.indexOf(one.day); d !== WEEKDAYS.indexOf(next.day); d = (d + 1) % 7)
      days.add(WEEKDAYS[d] as Weekday);
  });
  return WEEKDAYS.filter((d) => days.has(d));
}

/** The day of the month `words` name. */
export function monthDayIn(words: string): MonthDay | undefined {
  for (const [pattern, read] of MONTH_DAY_WORDS) {
    const m = pattern.exec(words);
    if (m) {
      const day = read(m);
      if (day === 'L' || (day >= 1 && day <= 31)) return day;
    }
  }
  return undefined;
}

const oneOf = (words: readonly string[], word: string | undefined) =>
  word !== undefined && words.includes(word);

/**
 * Every clock time the brief states, with its zone, days, relation and what it starts. Each time
 * owns the words between the times before and after it in its sentence.
 */
export function readTimes(brief: string): StatedTime[] {
  const text = working(brief);
  const clocks = clocksIn(text);
  const wide = briefZone(text);
  const out: StatedTime[] = [];
  let rangeOpen = false;
  let rangeOf: StatedTime['of'] | undefined;
  clocks.forEach((clock, i) => {
    const [from, to] = sentenceAround(text, clock.start, clock.end);
    const previous = clocks[i - 1];
    const next = clocks[i + 1];
    const ownFrom = previous && previous.end > from ? previous.end : from;
    const ownTo = next && next.start < to ? next.start : to;
    const own = text.slice(ownFrom, ownTo);
    const before = text.slice(ownFrom, clock.start);
    // "8 am and 8 pm UTC": a time without a zone of its own takes the next one's in its sentence
    const zone =
      zoneAt(text.slice(clock.end, clock.end + 30)) ??
      clocks
        .slice(i + 1)
        .filter((c) => c.start < to)
        .map((c) => zoneAt(text.slice(c.end, c.end + 30)))
        .find(Boolean) ??
      wide;
    const joined = (a: Found, b: Found) => RANGE_GAP.test(text.slice(a.end, b.start));
    // "between 1 am and 4 am", "from 8 to 17:00", "8 am - 5 pm": a window, started after its first
    // time and done by its last
    const opensRange =
      next !== undefined &&
      joined(clock, next) &&
      (oneOf(['between', 'بين', 'من', 'from'], clock.lead) ||
        !/and|و/.test(text.slice(clock.end, next.start)));
    const closesRange = previous !== undefined && rangeOpen;
    rangeOpen = opensRange;
    // a window times one thing: its end times what its start does ("backups between 01:00 and 02:00")
    const of = closesRange && rangeOf ? rangeOf : BACKUP_WORDS.test(own) ? 'backups' : 'jobs';
    rangeOf = of;
    const relation: StatedTime['relation'] =
      closesRange || oneOf(BY_WORDS, clock.lead)
        ? 'by'
        : opensRange || oneOf(AFTER_WORDS, clock.lead) || ARRIVAL_WORDS.test(before)
          ? 'after'
          : 'at';
    // what follows a time is its own up to the clause that joins the next time ("every Friday at
    // 1 am and back up to 3 on Saturday at 6 pm": Saturday is the next time's)
    const joinsNext = next !== undefined && next.start < to && !opensRange;
    const after = joinsNext ? CLAUSE_JOIN.exec(text.slice(clock.end, next.start)) : null;
    const dated = after ? text.slice(ownFrom, clock.end + after.index) : own;
    const days = daysIn(dated);
    const monthDay = monthDayIn(dated);
    out.push({
      minutes: clock.minutes,
      relation,
      // a window's words run to its end, which is part of it ("between 01:00 and 02:00")
      quote: brief.slice(clock.start, opensRange && next ? next.end : clock.end).trim(),
      ...(zone && { zone }),
      ...(days && { day: days[0] as Weekday, days }),
      ...(monthDay !== undefined && { day_of_month: monthDay }),
      ...(!days && monthDay === undefined && EVERY_DAY_WORDS.test(dated) && { every_day: true as const }),
      of,
      words: own,
      ...(opensRange && next && { until: next.minutes }),
      ...(closesRange && { closes: true as const }),
    });
  });
  return [...out, ...pastedCrons(text, brief, wide)];
}

const WILDCARD = /[*?]/;

/**
 * Cron expressions pasted into a brief, as the times they state: each hour and minute of a cron
 * whose minute and hour are figures, its days of the week and its day of the month, in the zone
 * said after it or the brief's, else UTC (what an EventBridge cron and a server's crontab mean
 * unless told). A cron of steps or ranges in its clock fields is a rate: left to the words.
 */
function pastedCrons(text: string, brief: string, wide: string | undefined): StatedTime[] {
  const found: { start: number; end: number; fields: string }[] = [];
  for (const m of text.matchAll(PASTED_AWS_CRON))
    found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, fields: m[1] as string });
  for (const m of text.matchAll(PASTED_UNIX_CRON)) {
    const start = m.index ?? 0;
    if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
    const rest = (m[1] as string).split(/\s+/).slice(2);
    if (!rest.some((field) => WILDCARD.test(field))) continue;
    const aws = unixCron(m[1] as string);
    if (aws) found.push({ start, end: start + m[0].length, fields: aws.slice(5, -3) });
  }
  return found.flatMap(({ start, end, fields }) => {
    const [minute, hour, monthDay, , weekDay] = fields.split(/\s+/) as string[];
    const minutes = (minute ?? '').split(',').map(Number);
    const hours = (hour ?? '').split(',').map(Number);
    const clock = (n: number, top: number) => Number.isInteger(n) && n >= 0 && n <= top;
    if (!minutes.every((n) => clock(n, 59)) || !hours.every((n) => clock(n, 23))) return [];
    const days = weekDay === undefined || WILDCARD.test(weekDay) ? undefined : cronDays(weekDay);
    const dayOfMonth: MonthDay | undefined =
      monthDay === 'l' ? 'L' : /^\d{1,2}$/.test(monthDay ?? '') ? Number(monthDay) : undefined;
    const [from, to] = sentenceAround(text, start, end);
    const words = text.slice(from, to);
    // the zone its sentence names by IANA name ("the server clock is America/New_York"), else
    // the one said after it, else the brief's
    const named = new RegExp(IANA_ZONE.source).exec(words)?.[0];
    const zone = (named && ianaCased(named)) ?? zoneAt(text.slice(end, end + 30)) ?? wide ?? 'UTC';
    return hours.flatMap((h) =>
      minutes.map(
        (m): StatedTime => ({
          minutes: h * 60 + m,
          relation: 'at',
          quote: brief.slice(start, end).trim(),
          zone,
          ...(days && { day: days[0] as Weekday, days }),
          ...(dayOfMonth !== undefined && { day_of_month: dayOfMonth }),
          ...(!days && dayOfMonth === undefined && { every_day: true as const }),
          of: BACKUP_WORDS.test(words) ? 'backups' : 'jobs',
          words,
        }),
      ),
    );
  });
}

/**
 * Words of a rate: "every 15 minutes", "every fifteen minutes", "كل 5 دقائق", "كل ساعتين" (the
 * Arabic dual says two), "every half hour", "كل ربع ساعة", "every 3 days", "كل يومين".
 */
const EVERY =
  /(?:every|each|كل)\s+(?:(\d+|[a-z\u0621-\u064a]+)\s+(?:(?:of\s+)?an?\s+)?)?(minutes?|mins?|hours?|hrs?|days?|دقيق[ةه]|دقائق|دقايق|دقيقتين|ساع[ةه]|ساعات|ساعتين|يوم|يومين|[أا]يام)(?![a-z\u0621-\u064a])/;
const MINUTE = /^(min|دقي|دقا)/;
const DAY = /^(day|يوم|[أا]يام)/;
/** The Arabic dual of a unit counts two of it ("ساعتين", "يومين"). */
const DUAL = /(?:تين|تان|ين|ان)$/;

const countOf = (word: string | undefined, unit: string): number | undefined => {
  if (word === undefined) return DUAL.test(unit) ? 2 : 1;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? NUMBER_WORDS[word.replace(/^[وبل]/, '')];
};

/** A rate's expression: n of a unit, a part of an hour in minutes ("every half hour"), days from two up (one day is a daily time). */
function rateOf(word: string | undefined, unit: string): string | undefined {
  const fraction = word === undefined ? undefined : HOUR_FRACTIONS[word];
  if (fraction !== undefined)
    return MINUTE.test(unit) || DAY.test(unit) ? undefined : `rate(${fraction} minutes)`;
  const n = countOf(word, unit);
  if (n === undefined || n <= 0) return undefined;
  const name = MINUTE.test(unit) ? 'minute' : DAY.test(unit) ? 'day' : 'hour';
  if (name === 'day' && n === 1) return undefined;
  return `rate(${n} ${name}${n === 1 ? '' : 's'})`;
}

/** A cron day-of-week field: runs of three or more days as a range ("MON-FRI", "SUN-THU"), the rest listed. */
function dayField(days: readonly Weekday[]): string {
  const indexes = WEEKDAYS.map((d, i) => (days.includes(d) ? i : -1)).filter((i) => i >= 0);
  const runs: number[][] = [];
  for (const i of indexes) {
    const last = runs.at(-1);
    if (last && last.at(-1) === i - 1) last.push(i);
    else runs.push([i]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAYS[run[0] as number]}-${WEEKDAYS[run.at(-1) as number]}`]
        : run.map((i) => WEEKDAYS[i] as string),
    )
    .join(',');
}

/** A schedule expression for the words that asked for one ("nightly", "every 15 minutes", "on weekdays"); a stated clock is set later (see retime). */
export function scheduleOf(words: string): string {
  const text = working(words);
  const every = EVERY.exec(text);
  const rate = every ? rateOf(every[1], every[2] ?? '') : undefined;
  if (rate) return rate;
  if (/hourly|every hour|كل ساع[ةه]|ساعي[اًا]?(?![\u0621-\u064a])/.test(text)) return 'rate(1 hour)';
  // a sweep for what sits idle runs often, or the idle capacity it exists to stop keeps running
  if (/\breap|\bidle\b|garbage[- ]collect|خامل/.test(text)) return 'rate(15 minutes)';
  if (/twice (?:a|per|each) day|مرتين (?:في |كل )?(?:ال)?يوم/.test(text)) return 'cron(0 1,13 * * ? *)';
  const monthDay = monthDayIn(text);
  if (monthDay !== undefined) return `cron(0 2 ${monthDay} * ? *)`;
  const days = daysIn(text);
  if (days) return `cron(0 2 ? * ${dayField(days)} *)`;
  if (/weekly|every week|[أا]سبوعي|كل [أا]سبوع/.test(text)) return 'cron(0 2 ? * SUN *)';
  if (/monthly|every month|شهري|كل شهر/.test(text)) return 'cron(0 2 1 * ? *)';
  if (/morning|صباح/.test(text)) return 'cron(0 5 * * ? *)';
  // nightly, daily, cron, batch: once a day at 01:00, outside Gulf working hours
  return 'cron(0 1 * * ? *)';
}

/** A zone's offset from UTC in minutes (at a fixed winter instant: schedules are checked, not clocks). */
export function offsetMinutes(zone: string): number {
  try {
    return offsetAt(zone, Date.UTC(2026, 0, 15, 12));
  } catch {
    return 0;
  }
}

/** A cron day-of-week field (`SUN`, `1`, `MON-FRI`, `2,4`, `*`, `?`) as days; 1 is Sunday. */
export function cronDays(field: string): Weekday[] {
  if (field === '*' || field === '?') return [...WEEKDAYS];
  const index = (token: string) => {
    const named = WEEKDAYS.indexOf(token.toUpperCase().slice(0, 3) as Weekday);
    return named >= 0 ? named : Number(token.replace(/#.*|L$/, '')) - 1;
  };
  return [
    ...new Set(
      field.split(',').flatMap((part) => {
        const [from, to] = part.split('-');
        const a = index(from ?? '');
        const b = to === undefined ? a : index(to);
        if (!(a >= 0 && a < 7 && b >= 0 && b < 7)) return [...WEEKDAYS];
        const out: Weekday[] = [];
        for (let d = a; ; d = (d + 1) % 7) {
          out.push(WEEKDAYS[d] as Weekday);
          if (d === b) break;
        }
        return out;
      }),
    ),
  ];
}

/**
 * A Unix cron ("0 7 * * 0-4": minute, hour, day of month, month, day of week from 0 for Sunday)
 * as the EventBridge cron the schedule checks read ("cron(0 7 * * 1-5 *)", Sunday 1).
 */
export function unixCron(recurrence: string): string | undefined {
  const fields = recurrence.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const [minute, hour, monthDay, month, weekDay] = fields as [string, string, string, string, string];
  const days = weekDay.replace(/\d+/g, (d) => String((Number(d) % 7) + 1));
  return `cron(${minute} ${hour} ${monthDay} ${month} ${days} *)`;
}

/** When a brief says a schedule starts: its clocks (one minute past the hour for all), zone and days. */
export interface ClockSchedule {
  /** minutes after midnight in `zone` */
  minutes: number[];
  zone?: string;
  days?: readonly Weekday[];
  day_of_month?: MonthDay;
}

const CRON = /^cron\((\S+) (\S+) (\S+) (\S+) (\S+)(.*)\)$/;

/**
 * A cron expression retimed to start at a stated clock: read in the stated zone when the schedule
 * takes one (`zone` returned), else moved into UTC, its days moved with it across midnight. A
 * rate, or a stated time it cannot say in one cron, comes back as it was.
 */
export function retime(
  expression: string,
  at: ClockSchedule,
  takesZone: boolean,
): { expression: string; zone?: string } {
  const cron = CRON.exec(expression);
  if (!cron || at.minutes.length === 0) return { expression };
  const [, , , baseMonthDay, month, baseDays, rest] = cron as unknown as string[];
  const days = at.days ?? (baseDays === '?' || baseDays === '*' ? undefined : cronDays(baseDays as string));
  const monthDay =
    at.day_of_month ?? (baseMonthDay === '?' || baseMonthDay === '*' ? undefined : baseMonthDay);
  let local = [...at.minutes];
  let shift = 0;
  if (at.zone && !takesZone) {
    const moved = local.map((m) => m - offsetMinutes(at.zone as string));
    const shifts = new Set(moved.map((m) => Math.floor(m / 1440)));
    // times that land on different days in UTC cannot share one cron's day fields
    if (shifts.size > 1 && (days || monthDay !== undefined)) return { expression };
    shift = [...shifts][0] ?? 0;
    local = moved.map((m) => ((m % 1440) + 1440) % 1440);
  }
  const minute = new Set(local.map((m) => m % 60));
  // one cron has one minute field: "8:15 and 20:15" share it, "8:00 and 20:30" do not
  if (minute.size > 1) local = local.slice(0, 1);
  const hours = [...new Set(local.map((m) => Math.floor(m / 60)))].sort((a, b) => a - b).join(',');
  const movedDays = days?.map((d) => WEEKDAYS[(WEEKDAYS.indexOf(d) + shift + 7) % 7] as Weekday);
  const movedMonthDay =
    monthDay === undefined || shift === 0
      ? monthDay
      : monthDay === 'L' || Number(monthDay) + shift < 1
        ? shift < 0
          ? 'L'
          : 1
        : Number(monthDay) + shift;
  const [dom, dow] = movedDays
    ? ['?', dayField(movedDays)]
    : movedMonthDay !== undefined
      ? [String(movedMonthDay), '?']
      : ['*', '?'];
  return {
    expression: `cron(${(local[0] ?? 0) % 60} ${hours} ${dom} ${month} ${dow}${rest})`,
    ...(at.zone && takesZone && { zone: at.zone }),
  };
}

/** A rate expression's count and unit ("rate(15 minutes)" -> 15, "minute"), for minutes and hours only. */
function rateParts(expression: string): { count: number; unit: 'minute' | 'hour' } | undefined {
  const [count, unit] = expression.replace(/^\w+\(|\)$/g, '').split(' ');
  const n = Number(count);
  if (!expression.startsWith('rate(') || !Number.isInteger(n)) return undefined;
  const base = unit?.replace(/s$/, '');
  return base === 'minute' || base === 'hour' ? { count: n, unit: base } : undefined;
}

/**
 * A rate kept to a window of hours ("every 15 minutes between 09:00 and 18:00", "every hour from
 * 8 am to 5 pm on Sunday to Thursday") as the cron of its starts: each start from the window's
 * opening by its end, written in the window's zone where the schedule takes one, else moved into
 * UTC. Starts one cron cannot hold (a minute field that differs from hour to hour, days that move
 * apart in UTC) are cut to the whole hours that share one; a rate in days, or a window the cron
 * cannot say at all, comes back as it was.
 */
export function rateWithin(
  expression: string,
  window: ClockSchedule & { until: number },
  takesZone: boolean,
): { expression: string; zone?: string } {
  const rate = rateParts(expression);
  const from = window.minutes[0];
  if (!rate || from === undefined || window.until <= from) return { expression };
  const step = rate.count * (rate.unit === 'hour' ? 60 : 1);
  if (step <= 0 || step >= 24 * 60) return { expression };
  const moves = Boolean(window.zone) && !takesZone;
  const offset = moves ? offsetMinutes(window.zone as string) : 0;
  const starts: number[] = [];
  for (let t = from; t <= window.until; t += step) starts.push(t - offset);
  const shifts = new Set(starts.map((m) => Math.floor(m / 1440)));
  if (shifts.size > 1 && window.days) return { expression };
  const shift = [...shifts][0] ?? 0;
  const local = starts.map((m) => ((m % 1440) + 1440) % 1440);
  // one minute field for every hour: the hours that hold every minute the window's starts use
  const minutes = [...new Set(local.map((m) => m % 60))].sort((a, b) => a - b);
  const byHour = new Map<number, Set<number>>();
  for (const m of local)
    byHour.set(Math.floor(m / 60), (byHour.get(Math.floor(m / 60)) ?? new Set()).add(m % 60));
  const full = [...byHour].filter(([, held]) => minutes.every((m) => held.has(m))).map(([h]) => h);
  const hours = full.length > 0 ? full : [...byHour.keys()];
  const minuteField = full.length > 0 ? minutes : [Math.min(...local) % 60];
  const days = window.days?.map((d) => WEEKDAYS[(WEEKDAYS.indexOf(d) + shift + 7) % 7] as Weekday);
  const [dom, dow] = days ? ['?', dayField(days)] : ['*', '?'];
  return {
    expression: `cron(${minuteField.join(',')} ${hours.sort((a, b) => a - b).join(',')} ${dom} * ${dow} *)`,
    ...(window.zone && takesZone && { zone: window.zone }),
  };
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When stated work starts, as the requirements carry it (see requirementsSchema's `stated`). */
export interface StatedStarts {
  clock: string;
  also?: string[];
  /** the end of the window the clock opens ("between 01:00 and 02:00"), in the same zone */
  until?: string;
  zone?: string;
  days?: Weekday[];
  day_of_month?: MonthDay;
}

/**
 * The times that start work, for the requirements: one group of "at" times for the jobs and one
 * for the backups (times that differ in zone or days are each one job's, which the plan has to
 * say, so none is applied), and the latest "after" time jobs wait for.
 */
export function statedStarts(times: readonly StatedTime[]): {
  starts_at?: StatedStarts;
  backup_at?: StatedStarts;
  runs_within?: StatedStarts;
  not_before?: string;
  not_before_zone?: string;
} {
  const group = (of: StatedTime['of']): StatedStarts | undefined => {
    // a backup window ("taken between 01:00 and 02:00") starts backups at its opening
    const opens = (t: StatedTime) => of === 'backups' && t.relation === 'after' && t.until !== undefined;
    const timed = times.filter((t) => (t.relation === 'at' || opens(t)) && t.of === of);
    const [first] = timed;
    if (!first) return undefined;
    const key = (t: StatedTime) => JSON.stringify([t.zone, t.days, t.day_of_month]);
    if (timed.some((t) => key(t) !== key(first))) return undefined;
    const clocks = [...new Set(timed.map((t) => t.minutes))].map(clockOf);
    return {
      clock: clocks[0] as string,
      ...(clocks.length > 1 && { also: clocks.slice(1) }),
      ...(first.until !== undefined && clocks.length === 1 && { until: clockOf(first.until) }),
      ...(first.zone && { zone: first.zone }),
      ...(first.days && { days: first.days }),
      ...(first.day_of_month !== undefined && { day_of_month: first.day_of_month }),
    };
  };
  const after = times.filter((t) => t.relation === 'after' && t.of === 'jobs');
  const latest = after.reduce<StatedTime | undefined>(
    (a, t) => (a && a.minutes >= t.minutes ? a : t),
    undefined,
  );
  const starts = group('jobs');
  const backups = group('backups');
  // a window of hours a job runs in ("every hour from 8 am to 5 pm"), not one data arrives in
  const opening = times.findIndex(
    (t) => t.of === 'jobs' && t.until !== undefined && !ARRIVAL_WORDS.test(t.words ?? ''),
  );
  const window = times[opening];
  // the days may be said after the window's end ("from 8 am to 5 pm, Sunday to Thursday")
  const closing = times[opening + 1]?.closes ? times[opening + 1] : undefined;
  const windowDays = window?.days ?? closing?.days;
  return {
    ...(starts && { starts_at: starts }),
    ...(backups && { backup_at: backups }),
    ...(window && {
      runs_within: {
        clock: clockOf(window.minutes),
        until: clockOf(window.until as number),
        ...(window.zone && { zone: window.zone }),
        ...(windowDays && { days: windowDays }),
      },
    }),
    ...(latest && {
      not_before: clockOf(latest.minutes),
      ...(latest.zone && { not_before_zone: latest.zone }),
    }),
  };
}

/**
 * Words of a schedule that time backups, not a job ("back it up every night at 1:30", "نسخ
 * احتياطي كل ليلة"): the stretches of `words` in sentences that speak of backups and of nothing a
 * job would run for. They belong to the backup plan's rule (see statedStarts), so the readers of
 * services and workloads leave them out rather than build a scheduled function.
 */
export function backupTimings(text: string, words: readonly RegExp[]): { start: number; end: number }[] {
  return timingsNear(text, words, BACKUP_WORDS);
}

/**
 * Words of a schedule that resize a fleet ("scale out to 5 instances at 08:00 on weekdays"): its
 * scaling group's scheduled action (see statedScaling), so no scheduled function is built for them.
 */
export function scalingTimings(text: string, words: readonly RegExp[]): { start: number; end: number }[] {
  return timingsNear(text, words, SCALE_TO_WORDS);
}

/** The stretches of schedule `words` near what `owner`'s words name, clause by clause. */
function timingsNear(
  text: string,
  words: readonly RegExp[],
  owner: RegExp,
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let from = 0;
  // a clause: "a Lambda exports the orders every night, and backups are kept 30 days" times the export
  for (const clause of text.split(CLAUSE_END)) {
    const backups = [...clause.matchAll(new RegExp(owner.source, 'g'))].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }));
    for (const pattern of backups.length > 0 ? words : []) {
      const all = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      );
      for (const m of clause.matchAll(all)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        // a word inside a longer one ("أسبوعي" in "أسبوعين", two weeks) is not a schedule
        if (m[0].length === 0 || /[a-z\u0621-\u064a]/.test(clause[end] ?? '')) continue;
        // the schedule words next to the backup's words time it: "back it up every night"
        const near = backups.some((b) => (b.end <= start ? start - b.end : b.start - end) <= BACKUP_REACH);
        if (near) out.push({ start: from + start, end: from + end });
      }
    }
    from += clause.length;
  }
  return out;
}

/** Where the words after a time join another clause: "and", "then", a comma. */
const CLAUSE_JOIN = /\s(?:and|then|ثم)\s|\sو(?=[\u0621-\u064a])|[,،;؛]/;

/** How far (in characters) schedule words may sit from the backup words they time. */
const BACKUP_REACH = 40;

/** Where a clause ends (kept with the clause before, so offsets add up): a stop, a comma, "and", "then". */
const CLAUSE_END = new RegExp(
  String.raw`(?<=[;!?؟\n,،]|\.(?=\s|$))|(?=\b(?:${CLAUSE_TURNS.join('|')})\b)|(?=\sثم\s)`,
);

/** The words between two times that make them one window ("1 am to 4 am", "من 8 إلى 5"). */
const RANGE_GAP = new RegExp(String.raw`^\s*(?:${TIME_RANGE_JOINERS.join('|')})\s*$`);

import { BUDGET_LEADS, SERVED_FOR_BEFORE, SERVED_FOR_DETERMINERS } from '../grammar-words';
import type { PeriodUnit } from '../ledger-words';
import {
  ARABIC_KINGDOM_PLACES,
  ARABIC_OTHER_PLACES,
  KINGDOM_PLACES,
  MANY_ZONES_WORDS,
  OTHER_PLACES,
  ZONE_LOSS_AFTER,
  ZONE_LOSS_BEFORE,
} from '../lexicon';
import { WITHDRAWN_AFTER } from '../negation-words';
import { ARABIC_UNITS, ENGLISH_NUMBER_WORDS } from '../number-words';
import { clauseBefore } from '../reading/clauses';
import { selectionTag } from '../reading/existing';
import { negatedSpans, refusalsOf } from '../reading/negation';
import { blanked } from '../reading/normalise';
import {
  AFTER_WORDS,
  CADENCE_WORDS,
  DELETING_WORDS,
  FURTHER_PERIOD_WORDS,
  KEEPING_WORDS,
  KEPT_AFTER_WORDS,
  LOG_SUBJECT_WORDS,
  MOVING_WORDS,
  SNAPSHOT_WORDS,
  STORES_KEEPING_OWN,
} from '../retention-words';
import { serviceById } from '../services/index';
import { AUDIT_WORDS, BACKUP_WORDS, WORKLOAD_PATTERNS } from '../services/workloads';
import { NEGATED } from './negation';
import { buildsService, NAMED_SERVICES } from './service-names';

/**
 * Readers of what a brief states, each giving the words it was read from. They read the brief as
 * the user wrote it (with any answers to the architect's questions), lower-cased.
 */

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|${Object.keys(ENGLISH_NUMBER_WORDS).join('|')})`;
const toNumber = (word: string) => ENGLISH_NUMBER_WORDS[word] ?? Number(word.replace(/,/g, ''));

const UNIT_DAYS: Record<PeriodUnit, number> = { day: 1, week: 7, month: 30, year: 365 };

/** A period as the brief states it ("10 years"), kept as count and unit so each language words it its own way. */
export interface Period {
  count: number;
  unit: PeriodUnit;
}

/** The period of a count of an English unit ("10 year") and its days. */
const englishPeriod = (count: number, unit: string) => {
  const period = { count, unit: unit as PeriodUnit };
  return { period, days: Math.round(count * UNIT_DAYS[period.unit]) };
};

/** The period of a count of an Arabic unit ("10 سنوات") and its days. */
const arabicPeriod = (count: number, word: string) => {
  const days = ARABIC_DAYS.get(word) ?? 1;
  const unit = (Object.keys(UNIT_DAYS) as PeriodUnit[]).find((u) => UNIT_DAYS[u] === days) ?? 'day';
  return { period: { count, unit }, days: count * days };
};
/** Arabic units of time a retention is counted in, each form with its days (see ARABIC_UNITS). */
const ARABIC_DAYS: ReadonlyMap<string, number> = new Map(
  ARABIC_UNITS.flatMap((u) => (u.days ? [...u.singular, ...u.plural].map((w) => [w, u.days as number]) : [])),
);
/** Words that keep something for a time: "لمدة", and keeping itself ("احتفظ", "الاحتفاظ", "نحفظ"). */
const ARABIC_KEEPING = `(?:${KEEPING_WORDS.arabic.join('|')})`;

const ARABIC_DAY_WORDS = [...ARABIC_DAYS.keys()].sort((a, b) => b.length - a.length).join('|');
/** "لمدة 3 شهور", "الاحتفاظ بها 2 أسبوع": a keeping word, then a count of an Arabic unit of time. */
const ARABIC_RETENTION = new RegExp(
  `${ARABIC_KEEPING}[^.\\n]{0,40}?(\\d+)\\s*(${ARABIC_DAY_WORDS})(?![\\u0621-\\u064a])`,
);

/** The longest retention a design takes (the requirements' bound): 100 years. */
export const MAX_RETENTION_DAYS = 36_500;

export interface StatedRetention {
  /** what the design keeps: the stated days, within 1 to MAX_RETENTION_DAYS */
  days: number;
  /** the stated days when they were outside that range (365,000 days), so the checklist says so */
  stated_days?: number;
  /** "10 years" */
  period: Period;
  quote: string;
  /** the words keep backups ("keep each backup 14 days"): the backup rules, not the data itself */
  of?: 'backups';
  /** the words the period's subject was looked for in (the quote and a few words before it): what it keeps */
  subject?: string;
  /**
   * further periods the same sentence states ("keep each backup 35 days, and a monthly copy ...
   * deleted after one year"): each is kept by some rule, so one is not the whole of the entry
   */
  more?: { days: number; period: Period; every: Cadence }[];
  /**
   * moves to another storage class the same sentence states ("move to Glacier after 180 days"):
   * part of the entry, so a lifecycle that never moves the data does not meet it
   */
  transitions?: { days: number; period: Period }[];
}

/**
 * "kept for 10 years", "retain logs 7 years", "10-year retention", "لمدة 10 سنوات". A move to
 * another storage class after a time is no retention but a transition of it, part of the
 * retention its sentence states ("archive to Glacier after 30 days and keep them 5 years");
 * "move to Glacier after 180 days" was read as keeping data 180 days, and the design deleted it
 * then. Deleting after a time ("results deleted after 7 days") is a lifecycle rule of its own
 * thing, not the design's retention, and is not read here.
 */
export function statedRetention(text: string): StatedRetention | undefined {
  const moves = transitionsIn(text);
  const first = firstRetention(blanked(text, moves));
  if (!first) return undefined;
  const read = correctedRetention(text, first) ?? first;
  const at = blanked(text, moves).indexOf(read.quote);
  const quote = text.slice(at, at + read.quote.length);
  const transitions = moves.filter((m) => sameSentence(text, at, m.start));
  return {
    ...read,
    quote,
    ...(transitions.length > 0 && { transitions: transitions.map(({ days, period }) => ({ days, period })) }),
  };
}

/** What parts a sentence's clauses: a semicolon, a comma, "and", an Arabic "و" or comma. */
const CLAUSE_PARTS = /;|,\s|\band\b|،|(?<=\s)و(?=\S)|\sو\s/g;
const SENTENCE_PARTS = /[.!?؟\n](?:\s|$)/;
const KEEPING_SAID = new RegExp(
  `\\b(?:${KEEPING_WORDS.english.join('|')}|${KEPT_AFTER_WORDS.english.join('|')})\\b|${ARABIC_KEEPING}`,
);

/**
 * Every period the brief keeps something for, each with the words of its own clause as its
 * subject ("keep the logs 3 months and the backups 35 days" -> the logs 90 days, the backups 35):
 * a period in a clause of a sentence that says it keeps, whose clause holds no move to another
 * storage class.
 */
export function statedRetentions(text: string): StatedRetention[] {
  const found: StatedRetention[] = [];
  const moves = transitionsIn(text);
  const kept = blanked(text, moves);
  let from = 0;
  for (const sentence of kept.split(SENTENCE_PARTS)) {
    const start = kept.indexOf(sentence, from);
    from = start + sentence.length;
    if (!KEEPING_SAID.test(sentence)) continue;
    let clauseStart = 0;
    const ends = [...sentence.matchAll(CLAUSE_PARTS)].map((m) => m.index);
    for (const end of [...ends, sentence.length]) {
      const clause = sentence.slice(clauseStart, end);
      clauseStart = end;
      const period = [...clause.matchAll(ANY_PERIOD())][0];
      if (!period) continue;
      const [quote, n, unit, arabicCount, arabicUnit] = period;
      const { period: said, days } =
        n !== undefined
          ? englishPeriod(toNumber(n), unit as string)
          : arabicPeriod(Number(arabicCount), arabicUnit as string);
      const read = withinRange(days, said, quote, clause.slice(0, period.index));
      found.push({ ...read, subject: clause });
    }
  }
  return found;
}

/**
 * The periods a brief keeps each subject for, when it states periods for different subjects
 * ("logs 90 days, backups 35 days"): the first period of each subject. A brief with one period,
 * or periods of one subject, gets none here: its one period keeps everything, as statedRetention reads it.
 */
export function retentionsBySubject(
  text: string,
): { data?: StatedRetention; backups?: StatedRetention; logs?: StatedRetention } | undefined {
  const all = statedRetentions(text);
  // periods after a backups' one that name no subject of their own are its copies ("keep each
  // backup 35 days, and a monthly copy 1 year"), read with it (see statedRetention's `more`)
  const [opening] = all;
  if (opening && retentionSubject(opening) === 'backups' && all.slice(1).some((r) => !retentionSubject(r)))
    return undefined;
  const subjects = new Set(all.map(retentionSubject));
  if (subjects.size < 2) return undefined;
  const first = (subject: 'backups' | 'logs' | undefined) => all.find((r) => retentionSubject(r) === subject);
  const [data, backups, logs] = [first(undefined), first('backups'), first('logs')];
  return { ...(data && { data }), ...(backups && { backups }), ...(logs && { logs }) };
}

/** A count of an English or an Arabic unit of time ("731 days", "٧٣١ يوم" read as "731 يوم"). */
const ANY_PERIOD = () =>
  new RegExp(
    `\\b${NUMBER}[- ]?(day|week|month|year)s?\\b|(\\d+)\\s*(${ARABIC_DAY_WORDS})(?![\\u0621-\\u064a])`,
    'g',
  );

/**
 * The period a brief puts in place of the one it stated, when it later withdraws that one ("Retention
 * 400 days. EDIT: 400 is wrong, ... set it to 731 days", "٤٠٠ غلط، خلها ٧٣١ يوم"): the last period
 * its sentence of withdrawal states. None when the stated period's count is never withdrawn.
 */
function correctedRetention(text: string, stated: StatedRetention): StatedRetention | undefined {
  const from = text.indexOf(stated.quote);
  const withdrawn = new RegExp(
    `(?<![\\d.,])${stated.period.count}\\s+(?:${WITHDRAWN_AFTER.join('|')})(?![\\u0621-\\u064a\\w])`,
  ).exec(text.slice(from + stated.quote.length));
  if (!withdrawn) return undefined;
  const start = from + stated.quote.length + withdrawn.index + withdrawn[0].length;
  const sentence = text.slice(start).split(/[.!?؟\n](?:\s|$)/)[0] ?? '';
  const last = [...sentence.matchAll(ANY_PERIOD())].at(-1);
  if (!last) return undefined;
  const [quote, n, unit, arabicCount, arabicUnit] = last;
  const { period, days } =
    n !== undefined
      ? englishPeriod(toNumber(n), unit as string)
      : arabicPeriod(Number(arabicCount), arabicUnit as string);
  if (days === stated.days) return undefined;
  const kept = withinRange(days, period, quote, text.slice(0, start + (last.index ?? 0)));
  // what the corrected period keeps is what the stated one kept ("Retention 400 days" of a log group)
  return { ...kept, ...(stated.subject && { subject: stated.subject }), ...(stated.of && { of: stated.of }) };
}

/** The words of retention-words.ts as alternatives of a pattern. */
const MOVES = MOVING_WORDS.english.join('|');
const MOVES_AR = MOVING_WORDS.arabic.join('|');
const DELETES = DELETING_WORDS.english.join('|');
const DELETES_AR = DELETING_WORDS.arabic.join('|');
const AFTER = AFTER_WORDS.english.join('|');
const AFTER_AR = AFTER_WORDS.arabic.join('|');
const KEEPING = KEEPING_WORDS.english.join('|');
const KEPT_AFTER = KEPT_AFTER_WORDS.english.join('|');
const FURTHER = FURTHER_PERIOD_WORDS.english.join('|');
/** A move's words up to the time after which it moves, never across words that delete or keep ("moved to Glacier, then deleted after 10 years"). */
const ENGLISH_MOVE = new RegExp(
  `\\b(?:${MOVES})\\b(?:(?!${DELETES}|${FURTHER})[^.;\\n]){0,60}?\\b(?:${AFTER})\\s+${NUMBER}[- ]?(day|week|month|year)s?\\b`,
  'g',
);
const ARABIC_MOVE = new RegExp(
  `(?:${MOVES_AR})(?:(?!${DELETES_AR}|${ARABIC_KEEPING})[^.\\n]){0,60}?(?:${AFTER_AR})\\s*(?:(\\d+)\\s*)?(${ARABIC_DAY_WORDS})(?![\\u0621-\\u064a])`,
  'g',
);

/** Where the brief moves data to another storage class after a time, with the days. */
function transitionsIn(text: string): { start: number; end: number; days: number; period: Period }[] {
  const english = [...text.matchAll(ENGLISH_MOVE)].map((m) => ({
    m,
    ...englishPeriod(toNumber(m[1] as string), m[2] as string),
  }));
  const arabic = [...text.matchAll(ARABIC_MOVE)].map((m) => ({
    m,
    ...arabicPeriod(m[1] === undefined ? 1 : Number(m[1]), m[2] as string),
  }));
  return [...english, ...arabic]
    .filter(({ days }) => days >= 1 && days <= MAX_RETENTION_DAYS)
    .map(({ m, days, period }) => ({ start: m.index, end: m.index + m[0].length, days, period }));
}

/** Whether two places of the brief are in one sentence. */
const sameSentence = (text: string, a: number, b: number) =>
  !/[.!?؟\n]/.test(text.slice(Math.min(a, b), Math.max(a, b)));

/** "kept for 10 years", "10-year retention": a keeping word, then a count of a unit, or a count before one. */
const ENGLISH_RETENTION = new RegExp(
  `\\b(?:(?:${KEEPING})\\b[^.;\\n]{0,50}?\\b${NUMBER}[- ]?(day|week|month|year)s?\\b|${NUMBER}[- ](day|week|month|year)s?\\b[- ](?:of )?(?:${KEPT_AFTER}))`,
);

/** The first retention the brief states, and the further periods its sentence states. */
function firstRetention(text: string): StatedRetention | undefined {
  const english = ENGLISH_RETENTION.exec(text);
  if (english) {
    const [quote, n1, u1, n2, u2] = english;
    const { period, days } = englishPeriod(toNumber((n1 ?? n2) as string), (u1 ?? u2) as string);
    const first = withinRange(days, period, quote, text.slice(0, english.index));
    const after = english.index + quote.length;
    const sentence = text.slice(after).split(/[.\n]/)[0] ?? '';
    const more = furtherPeriods(sentence).filter((p) => p.days !== first.days);
    if (more.length === 0) return first;
    // the entry is read from the whole run of periods, so its quote reaches the last one
    const end = after + Math.max(...more.map((p) => p.end));
    return {
      ...first,
      quote: text.slice(english.index, end),
      more: more.map(({ days, period, every }) => ({ days, period, every })),
    };
  }
  const arabic = ARABIC_RETENTION.exec(text);
  if (arabic?.[1] && arabic[2]) {
    const { period, days } = arabicPeriod(Number(arabic[1]), arabic[2]);
    return withinRange(days, period, arabic[0], text.slice(0, arabic.index));
  }
  return undefined;
}

/** How often a further copy is taken, by the words before its period ("a monthly copy", "yearly backups"); a month when unsaid. */
type Cadence = 'week' | 'month' | 'year';
const CADENCES = (Object.entries(CADENCE_WORDS) as [Cadence, { english: readonly string[] }][]).map(
  ([every, words]) => {
    const said = words.english.join('|');
    return [new RegExp(`\\b(?:${said})\\b`), every] as const;
  },
);

/** Words that end a copy's life after a time: "deleted after one year", "kept for 1 year", "expires after 90 days". */
const FURTHER_PERIOD = new RegExp(
  `\\b(?:${FURTHER})\\b[^.;\\n]{0,30}?\\b${NUMBER}[- ]?(day|week|month|year)s?\\b`,
  'g',
);

/** The periods a sentence states after its first ("..., and a monthly copy deleted after one year"), within range. */
function furtherPeriods(sentence: string): { days: number; period: Period; every: Cadence; end: number }[] {
  let from = 0;
  return [...sentence.matchAll(FURTHER_PERIOD)].flatMap((m) => {
    const [, n, unit] = m;
    const { period, days } = englishPeriod(toNumber(n as string), unit as string);
    const before = sentence.slice(from, m.index);
    from = m.index + m[0].length;
    const every = CADENCES.find(([words]) => words.test(before))?.[1] ?? 'month';
    return days >= 1 && days <= MAX_RETENTION_DAYS ? [{ days, period, every, end: from }] : [];
  });
}

/**
 * How far before a stated period its subject is looked for, within its clause ("daily backups
 * kept 7 days", "باك اب يومي يحتفظ 7 ايام"): a few words.
 */
const SUBJECT_REACH = 40;

/**
 * A stated retention kept within what a design can set, remembering what was stated when it was
 * not; the backups' when backups are its subject, in its words or just before them.
 */
function withinRange(days: number, period: Period, quote: string, before = ''): StatedRetention {
  const kept = Math.min(MAX_RETENTION_DAYS, Math.max(1, days));
  const subject = `${clauseBefore(before, SUBJECT_REACH)} ${quote}`;
  return {
    days: kept,
    period,
    quote,
    subject,
    ...(kept !== days && { stated_days: days }),
    ...(BACKUP_WORDS.test(subject) && { of: 'backups' as const }),
  };
}

const wordsOf = ({ english, arabic }: { english: readonly string[]; arabic: readonly string[] }) =>
  new RegExp(
    String.raw`\b(?:${english.join('|')})\b|(?<![\u0621-\u064A])(?:${arabic.join('|')})(?![\u0621-\u064A])`,
  );
const SNAPSHOTS = wordsOf(SNAPSHOT_WORDS);
const LOGS = wordsOf(LOG_SUBJECT_WORDS);

/**
 * What a stated period keeps, by the words of its subject: backups (the backup rules and the
 * stores' own automated backups, "snapshots" included), logs (the log groups), or, when its words
 * name neither, the data (undefined: backups, logs and data buckets alike).
 */
export function retentionSubject(stated: StatedRetention): 'backups' | 'logs' | undefined {
  const subject = stated.subject ?? stated.quote;
  if (stated.of === 'backups' || SNAPSHOTS.test(subject)) return 'backups';
  return LOGS.test(subject) ? 'logs' : undefined;
}

/**
 * The stores a period of the data keeps, when its own words name them (by the vocabulary's service
 * names): "invoices in S3, deleted after 400 days" keeps the buckets, "records stay 7 days in the
 * stream" the stream. Such a period is theirs alone: the log groups keep their own time. None for a
 * period of backups or logs, or one whose words name no store that keeps data by a setting of its own.
 */
export function storesKept(stated: StatedRetention): string[] {
  if (retentionSubject(stated) !== undefined) return [];
  const subject = stated.subject ?? stated.quote;
  const named = NAMED_SERVICES.filter((s) => s.pattern.test(subject));
  return STORES_KEEPING_OWN.filter((type) => named.some((s) => buildsService(s, type)));
}

/** Backups the brief asks for ("back it up daily", "backups kept 90 days"): their words. */
export function statedBackups(text: string): string | undefined {
  // "no backups needed", "بدون نسخ احتياطي": backups the brief refuses are not asked for
  const refused = negatedSpans(text).filter((span) => !span.exists && !span.reached);
  for (const m of text.matchAll(new RegExp(BACKUP_WORDS.source, `${BACKUP_WORDS.flags.replace('g', '')}g`)))
    if (!refused.some((span) => m.index >= span.start && m.index < span.end) && !storedThere(text, m.index))
      return m[0];
  return undefined;
}

/** "for our", "for the" (grammar-words.ts SERVED_FOR_*) just before backup words: what they are stored in comes before. */
const FOR_THEM = new RegExp(
  `(?:^|\\s)(?:${SERVED_FOR_BEFORE.join('|')})\\s+(?:(?:${SERVED_FOR_DETERMINERS.join('|')})\\s+)?$`,
);
const FILE_STORAGE = WORKLOAD_PATTERNS.find(([kind]) => kind === 'file-storage')?.[1];

/**
 * Backup words that say what a store the brief asks for holds ("an S3 bucket for backups", "a
 * bucket for our backups"): the store is the ask, not a backup plan of the design's data.
 */
function storedThere(text: string, at: number): boolean {
  const before = clauseBefore(text.slice(0, at), 60);
  const lead = FOR_THEM.exec(before);
  return lead !== null && FILE_STORAGE?.test(before.slice(0, lead.index)) === true;
}

/**
 * Backups of what the account has already ("back up our existing servers", "anything tagged
 * backup=daily"): the tag the backup plan selects it by, the brief's, else `backup=true`.
 */
export function backupSelection(text: string): { key: string; value: string } | undefined {
  if (statedBackups(text) === undefined) return undefined;
  return (
    selectionTag(text) ?? (refusalsOf(text).existing.size > 0 ? { key: 'backup', value: 'true' } : undefined)
  );
}

/** "every access audited", "all access must be logged", "audit all reads", "تدقيق كل": the vocabulary's audit words. */
export function statedAudit(text: string): string | undefined {
  return AUDIT_WORDS.exec(text)?.[0];
}

/**
 * Users who sign in ("customers log in", "sign-in with Cognito", "تسجيل الدخول"): the words the
 * sign-in family is named by, so the checklist asks for sign-in where the planner reads it.
 */
export function statedSignIn(text: string): string | undefined {
  const signIn = serviceById('cognito');
  return [signIn?.names, signIn?.phrases, signIn?.arabic, signIn?.arabic_phrases]
    .map((words) => words?.exec(text))
    .filter((m): m is RegExpExecArray => m != null)
    .sort((a, b) => a.index - b.index)[0]?.[0];
}

/** Clock times: read in the one home of schedules (reading/schedule.ts). */
export { readTimes as statedTimes, type StatedTime } from '../reading/schedule';

export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface StatedAvailability {
  zones: number;
  quote: string;
}

/**
 * "highly available", "multi-AZ", "three availability zones", "across 3 AZs"; and one zone asked
 * for as such ("one zone is fine", "single-AZ", "منطقة توافر واحدة تكفي"), as the suggested answer
 * to the architect's budget question says: an answer the user accepted is stated, not assumed.
 */
export function statedAvailability(text: string): StatedAvailability | undefined {
  const zones = new RegExp(`\\b${NUMBER} (?:azs?|availability zones|zones)\\b`).exec(text);
  if (zones?.[1]) return { zones: toNumber(zones[1]), quote: zones[0] };
  const ha = MANY_ZONES.exec(text);
  if (ha) {
    // "بدون Multi-AZ", "no multi-az": one zone, as the brief says
    const before = text.slice(Math.max(0, ha.index - 30), ha.index);
    const negation = NEGATED.exec(before);
    return negation
      ? { zones: 1, quote: text.slice(ha.index - before.length + negation.index, ha.index + ha[0].length) }
      : { zones: 2, quote: ha[0] };
  }
  // "losing one zone" plans for two; only a zone wanted on its own is one
  const single = ONE_ZONE.exec(text);
  return single ? { zones: 1, quote: single[0] } : undefined;
}

/** A brief asking for more than one zone in so many words ("multi-AZ", "عالية التوفر"). */
const MANY_ZONES = new RegExp(String.raw`\b(${MANY_ZONES_WORDS.join('|')})\b|عالي(?:ة)? التوفر|توفر عال`);

/** One zone wanted on its own ("one zone is fine", "single-AZ"), not one lost ("losing one zone"). */
const ONE_ZONE = new RegExp(
  String.raw`(?<!\b(?:${ZONE_LOSS_BEFORE.join('|')}) )\b(?:(?:one|a single|single|1) (?:availability zone|az|zone)|single[- ]az)\b(?! (?:${ZONE_LOSS_AFTER.join('|')}))|منطقة (?:توافر |توفر )?واحدة`,
);

/** A region or place the brief names: an AWS region code, or a city or country. */
export function statedPlace(text: string): string | undefined {
  return PLACE.exec(text)?.[0];
}

/** A region code or a place people name for one (the refinement also replaces earlier ones). */
export const PLACE = new RegExp(
  String.raw`\b([a-z]{2}(?:-gov)?-[a-z]+-\d)\b|\b(${[...KINGDOM_PLACES, ...OTHER_PLACES].join('|')})\b|${[...ARABIC_KINGDOM_PLACES, ...ARABIC_OTHER_PLACES].join('|')}`,
);

export interface StatedBudget {
  usd: number;
  quote: string;
}

/** The riyal is pegged at 3.75 to the dollar. */
const SAR_PER_USD = 3.75;

/** The words between "budget" and its figure, each with its space ("budget of 300"). */
const BUDGET_LEAD = `(?:${BUDGET_LEADS.map((w) => `${w} `).join('|')})?`;

/** A figure a month ("$300 a month", "1,000 SAR monthly"), maybe after "budget". */
const MONTHLY_BUDGET = new RegExp(
  String.raw`\b(?:budget ${BUDGET_LEAD})?(?:\$\s?(\d[\d,.]*)(k)?|(\d[\d,.]*)(k)? ?(usd|sar|dollars|riyals?))(?: (?:a|per) month|\/month| monthly)`,
);

/** A figure after "budget" with no time ("budget of $300"). */
const BUDGET_FIGURE = new RegExp(String.raw`\bbudget ${BUDGET_LEAD}\$?\s?(\d[\d,.]*)(k)?`);

/** A monthly budget in the brief's words, English or Arabic ("بميزانية 400 دولار شهريا"). */
export function statedBudget(text: string): StatedBudget | undefined {
  const english = MONTHLY_BUDGET.exec(text) ?? BUDGET_FIGURE.exec(text);
  if (english) {
    const [quote, dollars, k1, amount, k2, currency] = english;
    const value = Number((dollars ?? amount ?? '').replace(/,/g, '')) * (k1 || k2 ? 1000 : 1);
    if (!Number.isFinite(value) || value <= 0) return undefined;
    const sar = currency !== undefined && /^(sar|riyals?)$/.test(currency);
    return { usd: Math.round(sar ? value / SAR_PER_USD : value), quote };
  }
  const arabic =
    /(?:ميزانية|بميزانية|بتكلفة|تكلفة)[^\d\n]{0,15}(\d[\d,.]*)\s*(دولار|ريال)(?:\s*(?:شهريا|شهرياً|في الشهر|بالشهر))?/.exec(
      text,
    );
  if (arabic?.[1]) {
    const value = Number(arabic[1].replace(/,/g, ''));
    return { usd: Math.round(arabic[2] === 'ريال' ? value / SAR_PER_USD : value), quote: arabic[0] };
  }
  return undefined;
}

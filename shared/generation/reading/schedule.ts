import { NUMBER_WORDS } from '../number-words';

/**
 * Words of time as briefs write them, in English and Arabic (words of the language, not of a
 * service): "every 15 minutes", "every fifteen minutes", "كل 5 دقائق", "كل ساعتين" (the Arabic
 * dual says two), "every Sunday", "كل يوم أحد", "weekly", "أسبوعيا".
 */
const EVERY =
  /(?:every|each|كل)\s+(?:(\d+|[a-z\u0621-\u064a]+)\s+)?(minutes?|mins?|hours?|hrs?|دقيق[ةه]|دقائق|دقيقتين|ساع[ةه]|ساعات|ساعتين)(?![a-z\u0621-\u064a])/;
const MINUTE = /^(min|دقي|دقا)/;
/** The Arabic dual of a unit counts two of it. */
const DUAL = /(?:تين|تان)$/;

/** "الأحد" is also "one of" and "الاثنين" "the two": as days they follow "يوم", "كل" or "أيام". */
const ON_DAY = '(?:(?:يوم|كل|[أا]يام) (?:ال)?)';
const WEEKDAYS: readonly [RegExp, string][] = [
  [new RegExp(`\\bmonday|${ON_DAY}[اإ]ثنين`), 'MON'],
  [/\btuesday|الثلاثاء/, 'TUE'],
  [/\bwednesday|ال[أا]ربعاء/, 'WED'],
  [/\bthursday|الخميس/, 'THU'],
  [/\bfriday|الجمع[ةه](?![\u0621-\u064a])/, 'FRI'],
  [/\bsaturday|السبت(?![\u0621-\u064a])/, 'SAT'],
  [new RegExp(`\\bsunday|${ON_DAY}[أا]حد(?![\u0621-\u064a])`), 'SUN'],
];

const countOf = (word: string | undefined, unit: string): number | undefined => {
  if (word === undefined) return DUAL.test(unit) ? 2 : 1;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? NUMBER_WORDS[word.replace(/^[وبل]/, '')];
};

/** A schedule expression for the words that asked for one ("nightly", "every 15 minutes", "weekly"). */
export function scheduleOf(words: string): string {
  const every = EVERY.exec(words);
  const n = every ? countOf(every[1], every[2] ?? '') : undefined;
  if (every && n !== undefined && n > 0) {
    const unit = MINUTE.test(every[2] ?? '') ? 'minute' : 'hour';
    return `rate(${n} ${unit}${n === 1 ? '' : 's'})`;
  }
  if (/hourly|every hour|كل ساع[ةه]|ساعي[اًا]?(?![\u0621-\u064a])/.test(words)) return 'rate(1 hour)';
  // a sweep for what sits idle runs often, or the idle capacity it exists to stop keeps running
  if (/\breap|\bidle\b|garbage[- ]collect|خامل/.test(words)) return 'rate(15 minutes)';
  const day = WEEKDAYS.find(([pattern]) => pattern.test(words))?.[1];
  if (day) return `cron(0 2 ? * ${day} *)`;
  if (/weekday|[أا]يام الدوام/.test(words)) return 'cron(0 2 ? * MON-FRI *)';
  if (/weekly|every week|[أا]سبوعي|كل [أا]سبوع/.test(words)) return 'cron(0 2 ? * SUN *)';
  if (/monthly|every month|شهري|كل شهر/.test(words)) return 'cron(0 2 1 * ? *)';
  if (/morning|صباح/.test(words)) return 'cron(0 5 * * ? *)';
  // nightly, daily, cron, batch: once a day at 01:00 UTC, outside Gulf working hours
  return 'cron(0 1 * * ? *)';
}

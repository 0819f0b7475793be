/**
 * Words of time as briefs write them, in English and Arabic: the data the schedule reader
 * (./schedule.ts) reads clocks, zones and days with. Words of the language, not of a service: a
 * new way of saying a time is a line here, not a pattern in the reader.
 */

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * "الأحد" is also "one of" and "الاثنين" "the two": as days they follow "يوم", "كل", "أيام" or "و"
 * with the article ("والأحد"); without it "واحد" is "one" and "واثنين" "and two".
 */
const ON_DAY = '(?:(?:يوم|كل|[أا]يام) ?(?:ال)?|و ?ال)';
const END = '(?![\\u0621-\\u064a])';
/** "من الأحد إلى الخميس": the first day of a run, which "من" leads. */
const FROM_DAY = '(?<=من )ال';
const DAY_UNTIL = '(?= (?:إلى|الى|حتى) )';

/** The words between two days that make them a run: "Sunday to Thursday", "من الأحد إلى الخميس". */
export const DAY_RUN = /^\s*(?:to|through|thru|till|until|-|–|إلى|الى|حتى)\s*$/;

/** Each day of the week by its words. */
export const DAY_WORDS: readonly [RegExp, Weekday][] = [
  [new RegExp(`\\bsundays?\\b|\\bsun\\b|${ON_DAY}[أا]حد${END}|${FROM_DAY}[أا]حد${DAY_UNTIL}`), 'SUN'],
  [new RegExp(`\\bmondays?\\b|\\bmon\\b|${ON_DAY}[اإ]ثنين${END}|${FROM_DAY}[اإ]ثنين${DAY_UNTIL}`), 'MON'],
  [new RegExp(`\\btuesdays?\\b|\\btue\\b|(?:ال|${ON_DAY})ثلاثاء${END}`), 'TUE'],
  [new RegExp(`\\bwednesdays?\\b|\\bwed\\b|(?:ال|${ON_DAY})[أا]ربعاء${END}`), 'WED'],
  [new RegExp(`\\bthursdays?\\b|\\bthu\\b|(?:ال|${ON_DAY})خميس${END}`), 'THU'],
  [new RegExp(`\\bfridays?\\b|\\bfri\\b|(?:ال|${ON_DAY})جمع[ةه]${END}`), 'FRI'],
  [new RegExp(`\\bsaturdays?\\b|\\bsat\\b|(?:ال|${ON_DAY})سبت${END}`), 'SAT'],
];

/**
 * Runs of days named as a group. English weekdays are Monday to Friday; the Saudi working week
 * ("أيام العمل", "أيام الدوام") is Sunday to Thursday, and its weekend Friday and Saturday.
 */
export const DAY_GROUPS: readonly [RegExp, Weekday[]][] = [
  [
    /\b(?:weekdays?|working days|business days|work ?days|monday (?:to|through|-) friday)\b/,
    ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  ],
  [/\bweekends?\b/, ['SAT', 'SUN']],
  [
    /[أا]يام (?:ال)?(?:عمل|دوام)|(?:ال)?[أا]حد (?:إلى|الى|حتى) (?:ال)?خميس/,
    ['SUN', 'MON', 'TUE', 'WED', 'THU'],
  ],
  [/عطل[ةه] (?:نهاي[ةه] )?(?:ال)?[أا]سبوع|نهاي[ةه] (?:ال)?[أا]سبوع/, ['FRI', 'SAT']],
];

/** Every day of the week, said as one ("daily", "every night", "يومياً", "كل يوم", Arabizi "kil yom"). */
export const EVERY_DAY_WORDS =
  /\b(?:daily|nightly|every (?:day|night|morning|evening)|each (?:day|night)|per day|kil yo?om|kul yo?om)\b|(?<![\u0621-\u064a])(?:يومي(?:ا|اً|ًا)|يوميًا|كل (?:يوم|نهار|ليل[ةه]|صباح|مساء))(?![\u0621-\u064a])/;

/** A day of the month: "the first day of each month", "on the 15th of every month", "أول كل شهر". */
export const MONTH_DAY_WORDS: readonly [RegExp, (match: RegExpExecArray) => number | 'L'][] = [
  [/\b(?:first|1st) (?:day )?of (?:each|every|the) month|\bstart of (?:each|every|the) month/, () => 1],
  [/\blast day of (?:each|every|the) month|\bend of (?:each|every|the) month/, () => 'L'],
  [/\b(?:on )?the (\d{1,2})(?:st|nd|rd|th) (?:day )?of (?:each|every|the) month/, (m) => Number(m[1])],
  [/(?:[أا]ول|بداي[ةه]) (?:يوم (?:من|في) )?كل شهر/, () => 1],
  [/(?:آخر|اخر|نهاي[ةه]) (?:يوم (?:من|في) )?كل شهر/, () => 'L'],
  [/(?:يوم|في) (\d{1,2}) (?:من )?كل شهر/, (m) => Number(m[1])],
];

/** Before the hour in the morning or after it in the afternoon. */
export type Meridiem = 'am' | 'pm' | 'noon';

/** Words after a clock hour that say which half of the day it is in ("3 am", "٣ فجرا", "5 م"). */
export const MERIDIEM_WORDS: readonly [string, Meridiem][] = [
  ['a\\.m\\.', 'am'],
  ['am', 'am'],
  ['p\\.m\\.', 'pm'],
  ['pm', 'pm'],
  ['in the morning', 'am'],
  ['in the evening', 'pm'],
  ['at night', 'pm'],
  ['in the afternoon', 'pm'],
  ['صباحا', 'am'],
  ['صباحاً', 'am'],
  ['صباحًا', 'am'],
  ['الصبح', 'am'],
  ['صباح', 'am'],
  ['ص', 'am'],
  ['فجرا', 'am'],
  ['فجراً', 'am'],
  ['فجرًا', 'am'],
  ['الفجر', 'am'],
  ['ظهرا', 'noon'],
  ['ظهراً', 'noon'],
  ['ظهرًا', 'noon'],
  ['الظهر', 'noon'],
  ['عصرا', 'pm'],
  ['عصراً', 'pm'],
  ['مساء', 'pm'],
  ['مساءً', 'pm'],
  ['مساءا', 'pm'],
  ['المساء', 'pm'],
  ['المسا', 'pm'],
  ['مسا', 'pm'],
  ['م', 'pm'],
  ['ليلا', 'pm'],
  ['ليلاً', 'pm'],
  ['الليل', 'pm'],
  ['الصباح', 'am'],
  ['العصر', 'pm'],
];

/**
 * Prepositions a half-of-day word may carry ("بالليل", "في المساء", Moroccan "6 د الصباح": six of
 * the morning): read past, not as the half.
 */
export const MERIDIEM_PREPOSITIONS = ['ب', 'في ', 'د '];

/** Times named by a word: "noon", "midnight", "منتصف الليل". */
export const NAMED_CLOCKS: readonly [string, number][] = [
  ['noon', 12 * 60],
  ['midday', 12 * 60],
  ['midnight', 0],
  ['منتصف الليل', 0],
  ['منتصف النهار', 12 * 60],
  ['الظهر', 12 * 60],
];

/** Words before a clock, in English and Arabic: a hour written as "الساعة ٣" is a clock time. */
export const CLOCK_LEAD = '(?:(?:في |عند )?(?:ال)?ساع[ةه])';

/** Words that make a time a bound: done by it, or started after it. */
export const BY_WORDS = ['by', 'before', 'no later than', 'until', 'till', 'قبل', 'حتى', 'بحلول'];
export const AFTER_WORDS = ['after', 'from', 'بعد', 'من بعد'];
export const AT_WORDS = ['at', 'around', 'في', 'عند'];

/**
 * Words just before a time that say data arrives then ("files are dropped at 02:00"): the job that
 * processes them starts after it, not at it.
 */
export const ARRIVAL_WORDS =
  /\b(?:dropped|drops?|arriv(?:e|es|ing)|lands?|landed|uploaded|delivered|comes? in|exported by|published|يصل|تصل|وصول|ترفع|يرفع)\b[^.;]*$/;

/** Zones by what briefs call them, as IANA names; a fixed offset ("GMT+3") is read apart. */
export const ZONE_WORDS: readonly [RegExp, string][] = [
  [
    /^\(?(?:riyadh|ksa|saudi(?: arabia)?|arabian? standard time|ast|makkah|mecca|jeddah|dammam|medina)\b|^(?:ب?(?:ال)?توقيت )?(?:ال)?(?:رياض|سعودي[ةه]|مك[ةه]|جد[ةه]|دمام|مملك[ةه])/,
    'Asia/Riyadh',
  ],
  [
    /^\(?(?:dubai|abu dhabi|uae|gulf standard time|gulf time|gst)\b|^(?:ب?(?:ال)?توقيت )?(?:دبي|ال?[إا]مارات)/,
    'Asia/Dubai',
  ],
  [/^\(?(?:bahrain|manama)\b|^(?:ب?(?:ال)?توقيت )?(?:ال)?بحرين/, 'Asia/Bahrain'],
  [/^\(?(?:kuwait)\b|^(?:ب?(?:ال)?توقيت )?(?:ال)?كويت/, 'Asia/Kuwait'],
  [/^\(?(?:doha|qatar)\b|^(?:ب?(?:ال)?توقيت )?(?:الدوحة|قطر)/, 'Asia/Qatar'],
  [/^\(?(?:muscat|oman)\b|^(?:ب?(?:ال)?توقيت )?(?:مسقط|عمان)/, 'Asia/Muscat'],
  [/^\(?(?:cairo|egypt)\b|^(?:ب?(?:ال)?توقيت )?(?:القاهرة|مصر)/, 'Africa/Cairo'],
  [/^\(?(?:london|uk time|bst)\b/, 'Europe/London'],
  [/^\(?(?:frankfurt|berlin|paris|cet)\b/, 'Europe/Berlin'],
  [/^\(?(?:new york|est|edt)\b/, 'America/New_York'],
  [/^\(?(?:singapore|sgt)\b/, 'Asia/Singapore'],
  [/^\(?(?:tokyo|jst)\b/, 'Asia/Tokyo'],
  [/^\(?(?:utc|gmt|zulu|coordinated universal)\b|^(?:ب?(?:ال)?توقيت )?(?:غرينتش|جرينتش|العالمي)/, 'UTC'],
];

/** A zone written by its IANA name ("Asia/Riyadh", "America/New_York"): IANA's region prefixes. */
export const IANA_ZONE =
  /\b(?:africa|america|asia|atlantic|australia|europe|indian|pacific)\/[a-z_]+(?:\/[a-z_]+)?/g;

/** "asia/riyadh" as IANA writes it ("Asia/Riyadh"). */
export const ianaCased = (zone: string): string =>
  zone.replace(/(^|[/_])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());

/** A fixed offset after a zone word: "GMT+3", "UTC +03:00", "UTC+5:30". */
export const OFFSET_ZONE = /^\(?(?:utc|gmt)\s?([+-])\s?(\d{1,2})(?::?(\d{2}))?/;

/** Words that put every time of a brief in one zone: "all times are Riyadh time", "times in UTC". */
export const ZONE_LEAD = /\b(?:all )?times? (?:are |is )?(?:in |given in )?|(?:ب)?توقيت /g;

/** Parts of an hour a rate is said in: "every half hour", "every quarter of an hour", "كل نص ساعة", "كل ربع ساعة". */
export const HOUR_FRACTIONS: Readonly<Record<string, number>> = {
  half: 30,
  quarter: 15,
  نص: 30,
  نصف: 30,
  ربع: 15,
};

/** An EventBridge cron written into a brief ("schedule cron(15 22 ? * THU *)"): its five fields before the year. */
export const PASTED_AWS_CRON = /cron\(\s*(\S+\s+\S+\s+\S+\s+\S+\s+\S+)(?:\s+\S+)?\s*\)/g;

/**
 * A crontab line's five fields written into a brief ("30 4 * * 1 /opt/job.sh"): minute and hour as
 * figures, the rest figures, names or wildcards (the reader also wants one wildcard among them).
 */
export const PASTED_UNIX_CRON =
  /(?<![\w.:/-])([\d,]{1,11}\s+[\d,]{1,11}\s+[\d*?,lw/-]+\s+(?:[\d*,/-]+|[a-z]{3})\s+(?:[\d*?,/-]+|[a-z]{3}(?:-[a-z]{3})?))(?![\w:/.-])/g;

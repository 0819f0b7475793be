/**
 * Words that say a thing the brief reaches is the customer's own: a word of place or of watching
 * before a possessive ("points to our website", "in front of our web servers", "ping our site"),
 * and in Arabic a word of place before the thing and a possessive after it ("على الموقع حقنا",
 * "أمام خوادم الويب الخاصة بنا"). The reader (reading/existing.ts) builds its patterns from these;
 * each entry is a regular-expression fragment matched lower-cased.
 */

/** English words that reach a thing: places ("in front of") and the verbs of watching it. */
export const REACHING_WORDS: readonly string[] = [
  'to',
  'into',
  'at',
  'in front of',
  'ahead of',
  'behind',
  'fronting',
  'pings?',
  'monitors?',
  'watch(?:es)?',
  'checks?',
  'protects?',
];

/** English possessives that make the thing after them the customer's. */
export const POSSESSIVES: readonly string[] = ['our', 'my'];

/** Arabic words of place before the thing ("على", "قدام": in front of, "ورا": behind). */
export const ARABIC_REACHING_WORDS: readonly string[] = [
  'على',
  'إلى',
  'الى',
  'أمام',
  'امام',
  'قدام',
  'ورا',
  'وراء',
  'خلف',
];

/** Arabic possessives after the thing: Gulf "حقنا", MSA "الخاص بنا", "التابع لنا". */
export const ARABIC_POSSESSIVES_AFTER: readonly string[] = [
  'حقنا',
  'حقتنا',
  'حقي',
  'حقتي',
  '(?:ال)?(?:خاص|خاصة|خاصه) (?:بنا|بي)',
  '(?:ال)?(?:تابع|تابعة|تابعه) (?:لنا|لي)',
];

/**
 * English words before a thing that place it outside AWS, where the customer runs it already
 * ("our on-prem Oracle", "an on-premises SQL Server", "our self-hosted MySQL", "we already host"),
 * not after a relative word ("the db elly on-prem": said after it, see OUTSIDE_AFTER).
 */
export const OUTSIDE_BEFORE: readonly string[] = [
  '(?<!(?:elly|is|are) )on[- ]?prem(?:ise)?s?',
  'self[- ]hosted',
  'already (?:hosts?|hosting)',
];

/**
 * Words after a thing that place it outside AWS: "(that is) on-prem", "in our data centre",
 * "running on our own servers", and in Arabic "في الداتا سنتر", "في مركز
 * البيانات", "اللي على سيرفراتنا" (a relative clause placing it on something of ours), "خارج
 * السحابة" (outside the cloud).
 */
export const OUTSIDE_AFTER: readonly string[] = [
  '(?:(?:elly|that is|which is|that are|which are) )?(?:on[- ]?prem(?:ise)?s?|on premises)',
  // not "in the office": that is more often where the people are ("a file share for staff in the office")
  'in (?:our|the|my) (?:own )?(?:data ?cent(?:er|re)s?|premises|server room)',
  '(?:running|hosted|that runs|which runs) on our (?:own )?(?:servers?|hardware|machines?)',
  'on our own (?:servers?|hardware|machines?)',
];

/** The Arabic of OUTSIDE_AFTER. */
export const ARABIC_OUTSIDE_AFTER: readonly string[] = [
  '(?:في|ب)(?:ال| ال| )(?:داتا ?سنتر|مركز (?:ال)?بيانات)',
  '(?:اللي|الي|التي|الذي) (?:على|في) \\S+نا',
  'خارج (?:ال)?سحاب[ةه]',
];

/**
 * Words of the languages briefs are written in that say what happens to kept data after a time:
 * it moves to another storage class ("move to Glacier after 180 days", "تنتقل إلى الأرشيف بعد
 * 90 يوم"), which is a transition and says nothing of how long the data is kept; or it is deleted
 * ("deleted after 10 years", "تحذف بعد 7 سنوات"), which a move's words never reach across. The
 * checklist's reader of retention (checklist/stated.ts) builds its patterns from these. Each
 * entry is a regular-expression fragment matched lower-cased.
 */

interface Words {
  english: readonly string[];
  arabic: readonly string[];
}

/** Words that move data to another storage class after a time. */
export const MOVING_WORDS: Words = {
  english: ['move[sd]?', 'moving', 'transition(?:s|ed|ing)?', 'archive[sd]?', 'archiving', 'tier(?:s|ed)?'],
  arabic: ['[تين]?نتقل', '[تين]?نقل', 'انتقال', '[تي]?تحول', 'تحويل', '[تين]?ت?[أا]رشف', '[أا]رشفة'],
};

/** Words that end data's life after a time. */
export const DELETING_WORDS: Words = {
  english: ['delete[sd]?', 'deleting', 'expire[sd]?', 'expiring', 'purge[sd]?', 'removed?'],
  // the Egyptian and Levantine passive doubles its "t" ("تتمسح", "تتحذف")
  arabic: ['[تين]?[تن]?حذف', '[تين]?[تن]?مسح'],
};

/**
 * Words that keep data for a time ("kept 10 years", "10-year retention", "لمدة 3 شهور",
 * "الاحتفاظ بها سنتين"): the period after them is how long the data is kept.
 */
export const KEEPING_WORDS: Words = {
  english: [
    'kept',
    'keeps?',
    'keeping',
    // Arabizi: "ma7fo6a" (kept), "tab2a" (stays)
    'ma7f(?:o|u)?(?:6|t|th)(?:a|ah|ha|een)?',
    'tab2a',
    'retain(?:ed)?',
    'retention',
    'stored?',
    'held',
    'hold',
    'archived?',
    'preserved?',
    // "messages stay 4 days", "backups stay 21 days"
    'stays?',
  ],
  // "تبقى 21 يوم", "يظل 30 يوماً": what stays for a time is kept for it
  arabic: ['لمدة', 'مدة', 'حتف[اظ]', '[تين]?حفظ', '[تي]بقى', '[تي]ظل'],
};

/** Words after a period that make it a keeping one ("10-year retention", "30 days of archive"). */
export const KEPT_AFTER_WORDS: Words = { english: ['retention', 'archive'], arabic: [] };

/**
 * Words that end a further copy's life after a time, later in a sentence that stated a retention
 * ("..., and a monthly copy deleted after one year"): keeping words and deleting ones.
 */
export const FURTHER_PERIOD_WORDS: Words = {
  english: ['kept', 'keep', 'retain(?:ed)?', 'delete[sd]?', 'expire[sd]?', 'removed?'],
  arabic: [],
};

/** How often a further copy is taken, by its words ("a monthly copy", "yearly backups"); a month when unsaid. */
export const CADENCE_WORDS: Readonly<Record<'week' | 'year', Words>> = {
  week: { english: ['weekly', 'every week', 'each week'], arabic: [] },
  year: { english: ['yearly', 'annual(?:ly)?', 'every year', 'each year'], arabic: [] },
};

/** Words that say a time is the one after which something happens ("after 180 days", "بعد 90 يوم"). */
export const AFTER_WORDS: Words = { english: ['after', 'once'], arabic: ['بعد'] };

/**
 * Words that make logs what a stated period keeps ("logs kept 30 days", "واللوقات تنحفظ 90 يوم",
 * "سجلاتها في CloudWatch Logs مدة 30 يوم", "el logs tab2a 7 ayam"): the log groups keep it, not
 * the backups or the buckets.
 */
export const LOG_SUBJECT_WORDS: Words = {
  english: ['logs?', 'log groups?', 'logging'],
  // not "سجلات": records as often as logs ("الاحتفاظ بالسجلات 10 سنوات" keeps a clinic's records)
  arabic: ['(?:[وفبل]?ال)?لوق(?:ات)?', '(?:[وفبل]?ال)?لوجات?'],
};

/**
 * Words that make a store's snapshots what a stated period keeps ("nightly snapshots kept 14 days",
 * "الاحتفاظ باللقطات الآلية 35 يوماً", "سنابشوت 5 أيام"): backups, kept by the backup rules and the
 * stores' own automated snapshots.
 */
export const SNAPSHOT_WORDS: Words = {
  english: ['snapshots?'],
  arabic: ['(?:[وفبل]?ال)?لقطات', '(?:[وفبل]?ال)?لقطة', 'سناب ?شوت(?:ات)?'],
};

/**
 * Stores that keep what they hold for a time by a setting of their own (a bucket's lifecycle, a
 * stream's retention hours, a queue's retention seconds): a period whose own words name one of
 * them ("invoices in S3 deleted after 400 days", "a Kinesis stream keeping records 7 days",
 * "باكت S3 وتنحذف بعد 400 يوم") keeps that store, not the log groups nor the other stores. Their
 * words are the vocabulary's (services/named-checks.ts), so a store is named here by its type only.
 */
export const STORES_KEEPING_OWN: readonly string[] = [
  'AWS::S3::Bucket',
  'AWS::Kinesis::Stream',
  'AWS::SQS::Queue',
];

/**
 * The words of a follow-up instruction ("Change this design") that the refinement reads: they
 * decide how the earlier brief is carried into the new version. Data, not code: a new way of
 * saying "remove" or a new kind of value is a line here.
 */

import { ARABIC_WANTING } from '../negation-words';
import { ARABIC_UNITS } from '../number-words';

/**
 * Arabic verbs and nouns that take something out, as written: MSA ("احذف", "أزل", "ألغِ", "إلغاء")
 * and Gulf ("شيل", "نشيل"), each in its imperative, plural and attached-pronoun forms
 * ("احذفوا", "شيلوها", "ألغوا"), after an attached "و" or "ف".
 */
const ARABIC_REMOVING = [
  'ا?حذف',
  '[أا]زل',
  '[أا]زيل',
  '[إا]زال[ةه]',
  '[أا]لغ',
  '[إا]لغاء',
  '[نت]?شيل',
  'استغن',
];
/** Arabic words that say a thing is no longer wanted ("بدون", "ما نحتاج", "مو لازم"). */
const ARABIC_NOT_WANTED = [
  'بدون',
  'بلا',
  'دون',
  `(?:لا|ما) ?(?:${ARABIC_WANTING.join('|')})`,
  '(?:مو|مش|مب) لازم',
];
/** Arabizi verbs of removing ("sheel", "shiloo", "e7thef", "hzef"). */
const ARABIZI_REMOVING = ['sh[ie]{1,2}l(?:o|oo|u)?', '[ei]?[7h]th[ie]f(?:o|oo|u)?', '[ei]?[7h]zef'];
/** The endings an Arabic verb of removing carries: the plural and the pronoun of what goes. */
const REMOVING_ENDINGS = '(?:وا|و|ي|ها|ه|هم|وها|وه|وهم)?';

/** Words that take what the clause names out of the design (English and Arabic). */
export const REMOVAL_WORDS = new RegExp(
  String.raw`\b(?:remove|removing|drop|dropping|delete|deleting|get rid of|take out|take away|strip|without|no longer|don't need|do not need|doesn't need|no need for|no more|${ARABIZI_REMOVING.join('|')})\b|(?:^|\s)[وف]?(?:(?:${ARABIC_REMOVING.join('|')})${REMOVING_ENDINGS}|${ARABIC_NOT_WANTED.join('|')})(?=\s|$|[،,.])`,
  'i',
);

/** Separators between the parts of a brief that one mention lives in (kept when a part goes). */
export const CLAUSE_BREAKS =
  /([.!?؟;\n]+(?=\s|$)|[,،]\s*|\s+(?:and|with|plus|also|then|but|behind|in front of|through|via|on|for|that|which|using)\s+|\s+(?:و|مع)\s*(?=\S))/i;

/**
 * A kind of stated value a later instruction replaces rather than adds to ("resize the
 * instances to m5.large" replaces t3.medium). Each pattern is global and runs on text whose
 * figures are Western digits; a value of a slot in the instruction replaces every value of the
 * same slot in the earlier brief, or, for a slot `by_subject`, the ones its words name.
 */
export interface ValueSlot {
  name: string;
  pattern: RegExp;
  /**
   * a value of this kind belongs to one of several things (logs kept 90 days, backups 7): the
   * instruction's replaces the earlier one whose words before it share a word with its own, or
   * the only one
   */
  by_subject?: true;
  /** the match's `value` group alone is replaced ("3 data nodes" -> "2 data nodes"), not the words between */
  value_group?: true;
  /**
   * how an instruction states a new value of the slot when it is not how a brief states one
   * ("rename the table to X" beside a brief's "a table named Y"): global, with a `value` group
   */
  said?: RegExp;
}

/** Arabic units of a kind (ARABIC_UNITS) as alternatives, longest first; `seconds` are the units shorter than a day. */
const arabicUnits = (kind: 'days' | 'megabytes' | 'seconds') =>
  ARABIC_UNITS.filter((u) => u[kind] !== undefined && (kind !== 'seconds' || u.days === undefined))
    .flatMap((u) => [...u.singular, ...u.plural])
    .sort((a, b) => b.length - a.length)
    .join('|');
/** Where a unit written in Arabic ends: no further letter of a word. */
const ARABIC_WORD_END = '(?![\\u0621-\\u064a])';

/** Words that count one of a thing ("a single node", "just one task"): figures elsewhere are digits by then. */
export const ONE = /(?:a single|single|only one|just one|one)/;

/** What a brief counts that a design sizes by (tasks of a service, nodes of a cluster): a restated count replaces the earlier one. */
const COUNTED = ['task', 'instance', 'node', 'broker', 'replica', 'container', 'shard', 'server'];
/** The Arabic unit (ARABIC_UNITS, by its first singular) that counts the same thing as an English noun of COUNTED. */
const COUNTED_IN_ARABIC: Readonly<Record<string, string>> = {
  task: 'مهمة',
  instance: 'مثيل',
  node: 'عقدة',
  shard: 'شريحة',
  replica: 'نسخة',
};

/** Every form of the thing a count slot counts: the English noun and its Arabic unit's singulars and plurals. */
function countedWords(noun: string): string {
  const unit = ARABIC_UNITS.find((u) => u.singular[0] === COUNTED_IN_ARABIC[noun]);
  const arabic = unit ? [...unit.singular, ...unit.plural] : [];
  // "nodes" as "عقد" and "نود" alike: every unit whose forms the English noun's unit shares
  const also = noun === 'node' ? (ARABIC_UNITS.find((u) => u.singular[0] === 'نود')?.singular ?? []) : [];
  return [`${noun}s?\\b`, ...[...arabic, ...also].map((w) => `(?:ال)?${w}${ARABIC_WORD_END}`)].join('|');
}

/** A size or instance class as AWS writes it after its family ("m5.large", "r6g.2xlarge"). */
const CLASS = String.raw`[a-z][a-z0-9]*\d[a-z0-9-]*\.(?:nano|micro|small|medium|\d*x?large|metal)\b`;
/** A name as a brief writes one: a word of letters, figures, "-", "_", "." or "/", maybe quoted. */
const NAME = String.raw`[\x60'"‘“]?(?<value>[\p{L}\d][\p{L}\d_./-]*[\p{L}\d])[\x60'"’”]?`;
/** Words that give a thing its name in a brief ("a table named X", "باسم X", "اسمه X"). */
const NAMING = '(?:named|called|name[ds]?|باسم|اسمه|اسمها|يسمى|تسمى|بإسم)';

export const VALUE_SLOTS: readonly ValueSlot[] = [
  { name: 'database instance class', pattern: new RegExp(String.raw`\bdb\.${CLASS}`, 'gi') },
  { name: 'cache node type', pattern: new RegExp(String.raw`\bcache\.${CLASS}`, 'gi') },
  // a broker's class carries its service's prefix: one service's never replaces another's
  { name: 'Kafka broker type', pattern: new RegExp(String.raw`\bkafka\.${CLASS}`, 'gi') },
  { name: 'message broker type', pattern: new RegExp(String.raw`\bmq\.${CLASS}`, 'gi') },
  { name: 'instance type', pattern: new RegExp(String.raw`(?<![.\w])${CLASS}`, 'gi') },
  {
    name: 'size',
    pattern: new RegExp(
      `\\b\\d[\\d,.]*\\s?(?:(?:mb|mib|megabytes?|gb|gib|tb|tib|gigabytes?|terabytes?)\\b|(?:${arabicUnits('megabytes')})${ARABIC_WORD_END})`,
      'gi',
    ),
    by_subject: true,
  },
  {
    name: 'period',
    pattern: new RegExp(
      `\\b\\d+\\s?(?:(?:days?|weeks?|months?|years?)\\b|(?:${arabicUnits('days')})${ARABIC_WORD_END})`,
      'gi',
    ),
    by_subject: true,
  },
  {
    // how often a job runs: a whole phrase, so "every hour" replaces "every 6 hours"
    name: 'frequency',
    pattern: new RegExp(
      `\\bevery\\s+(?:\\d+\\s?)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\\b|\\b(?:hourly|daily|nightly|weekly|monthly)\\b|كل\\s+(?:\\d+\\s?)?(?:${arabicUnits('seconds')}|${arabicUnits('days')})${ARABIC_WORD_END}`,
      'gi',
    ),
  },
  {
    // how long something may take or waits (a timeout, a visibility timeout): not how often, which is the frequency's
    name: 'duration',
    pattern: new RegExp(
      `(?<!every\\s+|كل\\s+)\\b\\d+\\s?(?:(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\\b|(?:${arabicUnits('seconds')})${ARABIC_WORD_END})`,
      'gi',
    ),
    by_subject: true,
  },
  { name: 'vCPU', pattern: /\b\d+(?:\.\d+)?\s?vcpus?\b/gi },
  { name: 'e-mail address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, by_subject: true },
  {
    // a name the brief gives a thing, renamed only by words of renaming ("rename the table to X",
    // "call it X", "غيروا اسم الباكت إلى X"): "a bucket named X" in an instruction is a new thing
    name: 'name',
    pattern: new RegExp(String.raw`${NAMING}\s+${NAME}`, 'giu'),
    value_group: true,
    by_subject: true,
    said: new RegExp(
      String.raw`(?:\brename\b[^.,;!?]*?\bto|\b(?:call|name)\s+(?:it|them|(?:the|our)\s+[\p{L}\d -]+?)|\bname\b[^.,;!?]*?\bto|(?:[إا]لى|ل)(?=\s)(?<=اسم[^.،,;!?]*))\s+${NAME}`,
      'giu',
    ),
  },
  // a count of one kind of thing ("4 tasks" after "2 tasks", "2 data nodes" after "3 data nodes
  // of r6g.large"): a word or two may stand between the figure and what it counts
  ...COUNTED.map((noun) => ({
    name: `${noun} count`,
    pattern: new RegExp(`\\b(?<value>\\d+)\\s?(?:[a-z][\\w.-]*\\s){0,2}(?:${countedWords(noun)})`, 'gi'),
    value_group: true as const,
    // "a single cache.t4g.micro node" brings a count down to one in words; "the number of tasks to
    // 4" and "زيدوا عدد المهام لـ4" say the figure after the thing
    said: new RegExp(
      `\\b(?<value>\\d+|${ONE.source})\\s?(?:[a-z][\\w.-]*\\s){0,2}(?:${countedWords(noun)})|(?:${countedWords(noun)})\\s+(?:to|=|إلى|الى|ل)\\s*(?<value2>\\d+)`,
      'gi',
    ),
  })),
];

/**
 * Words that put one thing in place of another ("containers instead of Lambda", "replace the
 * table with Aurora", "بدلاً من لامدا"): the replaced thing (the first group that matched) is taken
 * out as a removal is, and these words leave the instruction, so the new brief names only what
 * comes in. Global: an instruction may replace several things.
 */
export const REPLACING =
  /\b(?:instead of|rather than|in place of)\s+([^.,;!?]+)|\b(?:replace|replacing|swap|swapping|switch(?:ing)? from|move (?:off|away from)|migrate (?:off|away from|from))\s+([^.,;!?]+?)\s+(?:with|for|by|to)\b|(?:بدلا|بدلاً|بدل|عوضا|عوضاً)\s*(?:من|عن)?\s+([^.،,;!?]+)|(?:استبدل|استبدال)\s+([^.،,;!?]+?)\s+(?=ب)/gi;

/** Words that only point at the thing after them. */
export const ARTICLES: ReadonlySet<string> = new Set([
  'the',
  'any',
  'its',
  'our',
  'their',
  'this',
  'that',
  'those',
  'these',
  'all',
]);

/** Words that start asking for something again after a removal ("drop the cache and add a queue"). */
export const ADDING_WORDS =
  /\b(?:add|adding|keep|use|include|put|want|need|also|instead)\b|(?:^|\s)(?:أضف|اضف|إضافة|اضافة|استخدم|أبق|ابق|نريد|نحتاج)(?=\s|$)/i;

/**
 * Words around a restated value that say nothing of whose value it is ("keep the backups 30
 * days": "keep" and "the" name no subject), so they never match it to an earlier one.
 */
export const NOT_A_SUBJECT = new Set(
  `keep kept retain make set change resize increase decrease raise lower bump grow shrink them
   with for and the all each every instead now please also just only from into onto
   خلي خلها اجعل اجعلوا غير غيروا كبر كبروا صغر صغروا زود زودوا قلل قللوا إلى الى على مع كل`.split(/\s+/),
);

/** A separator that ends a sentence: a removal said before it does not reach past it. */
export const SENTENCE_END = /[.!?؟;\n]/;

/**
 * Wishes that contradict each other: when the instruction says one, what the earlier brief said of
 * the other is taken out ("make it cheaper, one zone is enough" after "highly available across two
 * zones"). A part of the brief that names a service loses only the words; any other part goes.
 */
export interface Opposite {
  name: string;
  /** the instruction says this */
  when: RegExp;
  /** so the earlier brief's words for this give way (global) */
  drop: RegExp;
}

// one instance or node keeps no standby in another zone ("a single-instance broker", "one node")
const ONE_ZONE =
  /\b(?:one|a single|single|1) (?:availability )?zones?\b|\bsingle[- ](?:az|instance|node)\b|\b(?:a single|one) (?:[a-z][\w.-]* )?(?:node|instance)\b|منطقة (?:توافر |توفر )?واحدة/;
const MANY_ZONES =
  /\b(?:highly available|high availability|multi[- ]?az|fault[- ]tolerant|(?:two|three|2|3|multiple) (?:availability )?zones)\b|منطقتي(?:ن|ن)? توافر/;
const CHEAPER =
  /\b(?:cheap(?:er|est)?|less expensive|lower (?:the )?costs?|reduce (?:the )?costs?)\b|أرخص|ارخص|أقل تكلفة/;
const PERFORMANCE = /\b(?:high[- ]performance|fastest|performant|low[- ]latency)\b/;

const global = (pattern: RegExp) => new RegExp(pattern.source, 'gi');

export const OPPOSITES: readonly Opposite[] = [
  { name: 'availability', when: ONE_ZONE, drop: global(MANY_ZONES) },
  { name: 'availability', when: MANY_ZONES, drop: global(ONE_ZONE) },
  { name: 'cost', when: CHEAPER, drop: global(PERFORMANCE) },
  { name: 'cost', when: PERFORMANCE, drop: global(CHEAPER) },
];

/** Where the words of a refused thing end: what says where, when or how ("failover on staging", "failover anymore"). */
export const REFUSED_THING_ENDS =
  /\s+(?:on|in|for|at|from|to|anymore|any more|please|pls|now|here|there|either|too|also|في|على|لل?|حق|بعد|خلاص|ابد|أبد)(?=\s|$)/;

/** Words a refused thing may open with that say nothing of it ("no more failover", "any"). */
export const REFUSED_THING_OPENS = /^(?:(?:a|an|the|any|more|further|other)\s+)+/;

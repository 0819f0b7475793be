/**
 * The words of a follow-up instruction ("Change this design") that the refinement reads: they
 * decide how the earlier brief is carried into the new version. Data, not code: a new way of
 * saying "remove" or a new kind of value is a line here.
 */

/** Words that take what the clause names out of the design (English and Arabic). */
export const REMOVAL_WORDS =
  /\b(?:remove|removing|drop|dropping|delete|deleting|get rid of|take out|take away|strip|without|no longer|don't need|do not need|doesn't need|no need for|no more)\b|(?:^|\s)(?:ا?حذف|أزل|ازل|إزالة|ازالة|أزِل|الغ|ألغ|إلغاء|الغاء|بدون|بلا|دون|لا نحتاج|لا نريد)(?=\s|$)/i;

/** Separators between the parts of a brief that one mention lives in (kept when a part goes). */
export const CLAUSE_BREAKS =
  /([.!?؟;\n]+|,\s*|\s+(?:and|with|plus|also|then|but|behind|in front of|through|via|on|for|that|which|using)\s+|\s+(?:و|مع)\s*(?=\S))/i;

/**
 * A kind of stated value a later instruction replaces rather than adds to ("resize the
 * instances to m5.large" replaces t3.medium). Each pattern is global; a value of a slot in the
 * instruction replaces every value of the same slot in the earlier brief.
 */
export interface ValueSlot {
  name: string;
  pattern: RegExp;
}

/** What a brief counts that a design sizes by (tasks of a service, nodes of a cluster): a restated count replaces the earlier one. */
const COUNTED = ['task', 'instance', 'node', 'broker', 'replica', 'container', 'shard', 'server'];

export const VALUE_SLOTS: readonly ValueSlot[] = [
  {
    name: 'database instance class',
    pattern: /\bdb\.[a-z][a-z0-9]*\d[a-z0-9-]*\.(?:nano|micro|small|medium|\d*x?large|metal)\b/gi,
  },
  {
    name: 'cache node type',
    pattern: /\bcache\.[a-z][a-z0-9]*\d[a-z0-9-]*\.(?:nano|micro|small|medium|\d*x?large|metal)\b/gi,
  },
  {
    name: 'instance type',
    pattern: /(?<![.\w])[a-z][a-z0-9]*\d[a-z0-9-]*\.(?:nano|micro|small|medium|\d*x?large|metal)\b/gi,
  },
  { name: 'storage size', pattern: /\b\d[\d,.]*\s?(?:gb|gib|tb|tib)\b/gi },
  { name: 'vCPU', pattern: /\b\d+(?:\.\d+)?\s?vcpus?\b/gi },
  // a count of one kind of thing ("4 tasks" after "2 tasks"); a count of another kind stays
  ...COUNTED.map((noun) => ({
    name: `${noun} count`,
    pattern: new RegExp(`\\b\\d+\\s?${noun}s?\\b`, 'gi'),
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

/** Words that start asking for something again after a removal ("drop the cache and add a queue"). */
export const ADDING_WORDS =
  /\b(?:add|adding|keep|use|include|put|want|need|also|instead)\b|(?:^|\s)(?:أضف|اضف|إضافة|اضافة|استخدم|أبق|ابق|نريد|نحتاج)(?=\s|$)/i;

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

const ONE_ZONE =
  /\b(?:one|a single|single|1) (?:availability )?zones?\b|\bsingle[- ]az\b|منطقة (?:توافر |توفر )?واحدة/;
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

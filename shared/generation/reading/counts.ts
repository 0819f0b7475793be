/**
 * How many of a service a mention means, and whether a mention is one more of a family already
 * named: the count a brief states on a mention ("three buckets", "a pair of queues", "دالتين",
 * "جدولين داينامو"), and the words that set one of a kind apart ("another function", "a second
 * Lambda", "دالة أخرى", "the billing bucket ... an archive bucket"). The words are the
 * language's (number-words.ts, count-words.ts); the families only say what their words are.
 */

import { anyOf } from '../../text/regexp';
import {
  ANOTHER_AFTER,
  ANOTHER_ALONE,
  ANOTHER_BEFORE,
  COUNT_PHRASES,
  FIRST_OF_KIND,
  MEASURE_WORDS,
  NAME_FOLLOWS,
  NAMES_JOIN,
  NAMES_LAST_JOIN,
  NAMES_OPEN,
  NOT_A_NAME,
} from '../count-words';
import { ARABIC_DEFINITE, EACH_LINKS } from '../grammar-words';
import { NUMBER_WORDS, withNumerals } from '../number-words';
import { countsBesideSizes } from '../properties/sizes';
import { unitOf } from '../properties/units';
import { VERSION_WORDS, VERSIONED_VALUES } from '../properties/words';
import { SERVICES } from '../services/index';
import type { ServiceSpec } from '../services/types';
import { CLOCK_LEAD, MERIDIEM_PREPOSITIONS, MERIDIEM_WORDS } from '../time-words';
import { sentenceBefore } from './clauses';
import { execFolded, FILL, foldText } from './normalise';

/** Where a service is named in the brief, and whether by its product name. */
export interface Placed {
  index: number;
  end: number;
  phrase: string;
  product: boolean;
}

/** Counts as briefs write them: the number words, and the one-word counting phrases. */
const COUNT_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  ...Object.fromEntries(Object.entries(COUNT_PHRASES).filter(([p]) => !p.includes(' '))),
};

/** An Arabic dual names two ("دالتين", "خادمان", "سيرفرين"): the word a mention starts ends with a dual ending, after a stem ("بين بوينت" is Pinpoint). */
const DUAL_WORD = /^[\u0621-\u064a]{3,}(?:تين|تان|ان|ين)$/;

/**
 * A list of what tells them apart, before a plural name: "the shipping and the billing queues",
 * "the orders, payments and refunds tables" are as many as the list has items.
 */
const LIST_BEFORE = /\bthe ([\w-]+(?:,\s*(?:the )?[\w-]+)*),? and (?:the )?[\w-]+\s+$/;

/** Words a version follows (a product's, "version"): a number after one is no count. */
const VERSIONED_WORDS = new Set([...VERSIONED_VALUES.flatMap((v) => v.words), ...VERSION_WORDS]);

/** The Arabic words of the vocabulary, folded ("حاويه", "جدول", "داله"): a dual of one before a name counts it. */
let arabicWords: ReadonlySet<string> | undefined;
function vocabularyArabic(): ReadonlySet<string> {
  if (arabicWords) return arabicWords;
  const sources = SERVICES.flatMap((s) => [
    s.arabic,
    s.arabic_phrases,
    ...(s.named_near ?? []).map((n) => n.words),
  ]).flatMap((p) => (p ? [p.source.replace(/\[([^\]])[^\]]*\]/g, '$1')] : []));
  arabicWords = new Set(
    sources.flatMap((s) => s.match(/[\u0621-\u064a]{3,}/g) ?? []).map((w) => unfilled(foldText(w))),
  );
  return arabicWords;
}

const unfilled = (folded: string) => folded.replaceAll(FILL, '');

/**
 * Whether an Arabic word is a dual of a word of the vocabulary ("جدولين", "وحاويتين"), or its
 * construct form before what it counts ("بوابتي NAT": two NAT gateways).
 */
function vocabularyDual(word: string): boolean {
  const bare = word.replace(/^(?:و|ب|ل|ف)(?=[\u0621-\u064a]{5})/, '');
  for (const w of [word, bare]) {
    if (!DUAL_WORD.test(w) && !/تي$/.test(w)) continue;
    const singular = /تي$/.test(w) ? `${w.slice(0, -2)}ه` : unfilled(foldText(w));
    if (singular !== w && vocabularyArabic().has(singular)) return true;
  }
  return false;
}

/** A list's separators: arrows, commas, "and", "then" (English and Arabic). */
const LIST_SEPARATOR = /\s*(?:->|→|=>|,|،|\band then\b|\band\b|\bthen\b|\bثم\b)\s*/;

/** "..., each a lambda", "..., each one its own function": what gives each step of a list its service. */
const EACH_OF_LIST = new RegExp(
  String.raw`^(.*?)[,،]?\s*\b(?:each|every one)(?: of (?:them|these|those))?(?: (?:${EACH_LINKS.join('|')}))?(?: (?:a|an|one|its own))*\s*$`,
);

/**
 * A list the brief names one by one and then gives a service to each ("validate -> charge ->
 * notify, each a lambda"; "ingest, enrich and store, each one its own function"): as many of it
 * as the list has steps. `before` is the clause up to the service's name.
 */
function eachOfList(before: string): number | undefined {
  const each = EACH_OF_LIST.exec(sentenceBefore(before));
  if (!each?.[1]) return undefined;
  const steps = each[1].split(LIST_SEPARATOR).filter((step) => /[\p{L}\p{N}]/u.test(step));
  return steps.length >= 2 && steps.length <= 10 ? steps.length : undefined;
}

const alternativesOf = (words: readonly string[]) => words.join('|');

/**
 * A figure that is the hour of a clock time ("at 2 pm every day", "الساعة ٢ الظهر كل يوم"): a
 * clock word before it or a half of the day after it. It says when, never how many.
 */
const CLOCK_BEFORE = new RegExp(`(?:^|\\s)(?:at|${CLOCK_LEAD})\\s*$`);
const HALVES = MERIDIEM_WORDS.map(([w]) => w);
const HALF_AFTER = new RegExp(
  `^\\s*(?:${alternativesOf(MERIDIEM_PREPOSITIONS)})?(?:${alternativesOf(HALVES)})(?![\\w\\u0621-\\u064a])`,
);
const clockHour = (words: readonly string[], k: number) =>
  CLOCK_BEFORE.test(words.slice(0, k).join(' ')) || HALF_AFTER.test(words.slice(k + 1).join(' '));

/**
 * How many of a service its mention at `index` states: a dual, a list of what tells them apart
 * before a plural, a figure or number word (or a counting phrase) just before it, or a list each
 * of whose steps it is. One when none.
 */
export function countOfMention(text: string, index: number, phrase = ''): number {
  const word = /^[\u0621-\u064a]+/.exec(text.slice(index))?.[0];
  if (word && DUAL_WORD.test(word)) return 2;
  const list = /s$/.test(phrase) ? LIST_BEFORE.exec(text.slice(Math.max(0, index - 80), index)) : null;
  if (list?.[1]) return Math.min(10, list[1].split(',').length + 1);
  const leading = text.slice(Math.max(0, index - 24), index).trimEnd();
  const before = leading.split(/\s+/);
  const last = before.at(-1) ?? '';
  if (/^[\u0621-\u064a]+$/.test(last) && vocabularyDual(last)) return 2;
  for (const [words, n] of Object.entries(COUNT_PHRASES))
    if (words.includes(' ') && new RegExp(`(?:^|\\s)${words}$`).test(leading)) return n;
  for (const k of [before.length - 1, before.length - 2]) {
    const word = before[k] ?? '';
    const n = COUNT_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined);
    if (n === undefined || clockHour(before, k)) continue;
    // "a 32 character password": a figure before a measure measures what follows
    const measure = before[k + 1]?.toLowerCase() ?? '';
    if (MEASURE_WORDS.has(measure) || unitOf(measure)) return 1;
    // a product's version is no count ("a Node.js 20 Lambda function", "Java 21 functions")
    if (VERSIONED_WORDS.has(before[k - 1]?.toLowerCase() ?? '')) return 1;
    return Math.max(1, Math.min(10, n));
  }
  return eachOfList(text.slice(Math.max(0, index - 160), index)) ?? 1;
}

/**
 * A counted word glossed in English in brackets reads as the gloss ("3 نسخ (instances)" as "3
 * instances"), as the family's sizing words say it: the same length, so places stay near.
 */
const glossed = (text: string) =>
  text.replace(
    /(\d+)\s+[\u0621-\u064a]+\s*\(\s*([a-z][a-z -]{1,30}?)\s*\)/g,
    (whole, count: string, gloss: string) => `${count} ${gloss}`.padEnd(whole.length, ' '),
  );

/**
 * The words that size one service of a mention's family, when the count stated on it does (see
 * StatedSetting `sizes`): the family's sizing words said with it ("3 kafka brokers", "2 documentdb
 * instances", "ب 2 مثيل"), in the words from just before it to just after it.
 */
export function sizingWords(spec: ServiceSpec, text: string, m: Placed): string | undefined {
  const around = countsBesideSizes(
    glossed(withNumerals(text.slice(Math.max(0, m.index - 24), Math.min(text.length, m.end + 40)))),
  );
  const sized = (spec.stated_settings ?? []).some((s) => s.sizes && execFolded(s.words, around) !== null);
  return sized ? around : undefined;
}

/**
 * "another function", "a separate thumbnails bucket", "the second step is a Lambda": a
 * setting-apart word before it, at most three words between in its clause.
 */
const ANOTHER_BEFORE_WORDS = new RegExp(
  `(?:^|[\\s,;:(])(?:${anyOf(ANOTHER_BEFORE)})(?:\\s+[\\w-]+){0,3}\\s+$`,
);
/**
 * "والخطوة الثانية Lambda", "وثاني خطوة لامدا": a setting-apart word just before it, after the
 * noun it qualifies or before it (the second step).
 */
const ANOTHER_OF_NOUN_BEFORE = new RegExp(
  `(?<![\\u0621-\\u064a])[وف]?(?:${anyOf(ANOTHER_AFTER)})(?:\\s+[\\u0621-\\u064a]{2,})?\\s+$`,
);
/** "دالة أخرى": a setting-apart word right after it. */
const ANOTHER_AFTER_WORDS = new RegExp(`^\\s+(?:${anyOf(ANOTHER_AFTER)})(?![\\u0621-\\u064a])`);
/** "one function", "the first Lambda": a series opens with it. */
const OPENS_BEFORE = new RegExp(`(?:^|[\\s,;:(])(?:${anyOf(FIRST_OF_KIND)})(?:\\s+[\\w-]+)?\\s+$`);
/** "with another.", "وأخرى للفواتير": one more of the kind before, with no name of its own. */
const ALONE = new RegExp(`(?<![\\w\\u0621-\\u064a])(?:${anyOf(ANOTHER_ALONE)})(?![\\w\\u0621-\\u064a])`, 'g');
/** The Arabic article, alone or after an attached preposition: a definite mention points back. */
const ARABIC_DEFINITE_MENTION = new RegExp(`^(?:${ARABIC_DEFINITE.join('|')})`);
/** English words before a mention that make it indefinite: a new one of its kind. */
const INDEFINITE = /(?:^|\s)(?:a|an)\s+$/;

const sentenceOf = (text: string, from: number, to: number) => !/[.!?\n]\s/.test(text.slice(from, to));

/** "the billing ", "a separate thumbnails ": a word that names one of a kind, after a word it follows. */
const NAME_BEFORE = new RegExp(`(?:^|\\s)(?:${anyOf(NAME_FOLLOWS)})\\s+([a-z][\\w-]{2,})\\s+$`);

/** The one word before a plain mention that names it ("the billing bucket"), if any. */
function nameWordOf(text: string, m: Placed): string | undefined {
  if (m.product) return undefined;
  const word = NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1];
  return word && !NOT_A_NAME.has(word) && !COUNT_WORDS[word] ? word : undefined;
}

/**
 * Whether `m` is one more of a family `earlier` already named, not that one again: set apart by
 * its words ("another function", "a second Lambda", "دالة أخرى"), by a name of its own where the
 * earlier one has another ("the billing bucket ... an archive bucket"), or named anew in the
 * same sentence where both are indefinite ("دالة للتحقق ثم دالة للإشعار").
 */
export function oneMore(text: string, earlier: Placed, m: Placed): boolean {
  const before = text.slice(Math.max(0, m.index - 40), m.index);
  if (
    ANOTHER_BEFORE_WORDS.test(before) ||
    ANOTHER_OF_NOUN_BEFORE.test(before) ||
    ANOTHER_AFTER_WORDS.test(text.slice(m.end, m.end + 16))
  )
    return true;
  const [a, b] = [nameWordOf(text, earlier), nameWordOf(text, m)];
  if (a && b && a !== b) return true;
  if (!sentenceOf(text, earlier.end, m.index) || m.product || earlier.product) return false;
  const arabic = /^[\u0621-\u064a]/.test(m.phrase) && /^[\u0621-\u064a]/.test(earlier.phrase);
  if (arabic) return !ARABIC_DEFINITE_MENTION.test(m.phrase) && !ARABIC_DEFINITE_MENTION.test(earlier.phrase);
  const lead = (p: Placed) => text.slice(Math.max(0, p.index - 6), p.index);
  return INDEFINITE.test(lead(earlier)) && INDEFINITE.test(lead(m));
}

/**
 * The places where a brief speaks of one more of a kind with no name of its own ("check credit
 * with one function, then notify with another"; "دالة للتحقق وأخرى للإشعار"), each with the
 * mention it is one more of: the last in its sentence, which opens a series in English ("one
 * function"), and is not itself counted as several (then the words list those, not one more).
 */
export function unnamedOthers<M extends Placed>(
  text: string,
  mentions: readonly M[],
  countOf: (m: M) => number,
): { index: number; end: number; phrase: string; of: M }[] {
  const out: { index: number; end: number; phrase: string; of: M }[] = [];
  for (const found of text.matchAll(ALONE)) {
    const at = found.index;
    const end = at + found[0].length;
    // "another function": the mention after it is that one more (see oneMore)
    const next = mentions.find((m) => m.index >= end);
    if (next && /^\s*(?:[\w-]+\s+)?$/.test(text.slice(end, next.index))) continue;
    const of = mentions.findLast((m) => m.end <= at);
    if (!of || !sentenceOf(text, of.end, at) || countOf(of) > 1) continue;
    // a mention right before it is qualified by it ("دالة أخرى"), not left behind
    if (/^\s*$/.test(text.slice(of.end, at))) continue;
    const english = /^[a-z]/.test(found[0]);
    if (english && !OPENS_BEFORE.test(text.slice(Math.max(0, of.index - 30), of.index))) continue;
    out.push({ index: at, end, phrase: found[0], of });
  }
  return out;
}

const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);

/** Where a list of names opens after a mention: a gloss in brackets may stand between ("طوابير (queues): a و b"). */
const NAMES_OPENING = new RegExp(
  String.raw`^\s*(?:\([^()]{0,40}\)\s*)?(?:${anyOf(longestFirst(NAMES_OPEN))})\s*`,
);
/**
 * One name of a list: written as a name (letters, digits, "-", "_"), maybe quoted, maybe glossed in
 * brackets after. A name with "." or "/" is a file or a path ("app.py"), which no function or queue takes.
 */
const LISTED_NAME =
  /^[\x60'"‘“]?([a-z0-9](?:[a-z0-9_-]{0,62}[a-z0-9])?)(?!\.\w|\/)[\x60'"’”]?(?:\s*\([^()]{0,60}\))?/;
const JOINS = NAMES_JOIN.filter((w) => w !== ',');
/** What joins two names: a comma and maybe a joining word, or a joining word alone (Arabic's "و" may be written joined to the name). */
const NAMES_JOINING = new RegExp(
  String.raw`^(?:\s*,\s*(?:(?:${anyOf(JOINS)})\s*)?|\s+(?:${anyOf(JOINS)})\s*)`,
);
/** After a list's last name with no "and" before it, its clause ends, or an Arabic word goes on ("billing و inventory. كل queue"). */
const LIST_ENDS = /^\s*(?:$|[.;!?\n,)]|[\u0621-\u064a])/;
/** A joining word that closes an English list: the name after it is the last ("a, b and c"). */
const CLOSING_JOIN = new RegExp(`(?:^|\\s)(?:${anyOf(NAMES_LAST_JOIN)})(?:\\s|$)`);

/**
 * The names a list after a mention gives each of several of it ("three queues: billing,
 * inventory and notifications", "queues named a and b", "طوابير بأسماء a و b و c"), as
 * `original` writes them, with where the list ends: at least two, at most ten, each written as a
 * name. A list is read only whole: one its clause goes on after ("queues a and b for the shop")
 * gives none, nor one with a word that is no name ("one for orders and one for refunds").
 */
export function namesListed(
  text: string,
  original: string,
  end: number,
): { names: string[]; end: number } | undefined {
  const opening = NAMES_OPENING.exec(text.slice(end, end + 240));
  if (!opening) return undefined;
  let at = end + opening[0].length;
  const names: string[] = [];
  /** where the list would end if no name came after the last join, when that join was a comma alone */
  let before: number | undefined;
  let closed = false;
  for (let closing = false; names.length < 10; ) {
    const item = LISTED_NAME.exec(text.slice(at, at + 140));
    const name = item?.[1];
    if (!item || !name || NOT_A_NAME.has(name) || COUNT_WORDS[name] !== undefined) {
      // "a, b, c, each with its own ...": the list ended at the comma
      if (before === undefined) return undefined;
      at = before;
      break;
    }
    const from = at + item[0].indexOf(name);
    // the name as written, capitals and all, where the two texts keep the same places
    const written = original.slice(from, from + name.length);
    names.push(written.toLowerCase() === name ? written : name);
    at += item[0].length;
    closed = closing;
    const join = closing ? null : NAMES_JOINING.exec(text.slice(at, at + 20));
    if (!join) break;
    closing = CLOSING_JOIN.test(join[0]);
    before = /^\s*,\s*$/.test(join[0]) ? at : undefined;
    at += join[0].length;
  }
  // after "and" the list is whole whatever follows ("named billing and refunds for the shop")
  if (names.length < 2 || !(closed || LIST_ENDS.test(text.slice(at, at + 2)))) return undefined;
  return { names, end: at };
}

/**
 * General text normalisation for the brief reader, so the vocabulary's words are found however
 * a brief spells them: Arabic diacritics and tatweel removed, the letters written several ways
 * folded to one (alef with hamza or madda, alef maqsura, ta marbuta), plural and feminine endings
 * and the article folded so singular, plural and definite forms match, and a misspelt word read
 * as the one vocabulary word it is nearest to, within what its length allows (../spelling.ts).
 */

import { ARABIC_COMMON_WORDS } from '../arabic-common-words';
import { ARABIC_ATTACHED, ARABIC_ATTACHED_ALONE } from '../grammar-words';
import { LETTER_NAMES } from '../letter-names';
import { EMPTY_WORDS, FRAMEWORK_PATTERNS, SECTOR_PATTERNS } from '../lexicon';
import { withNumerals } from '../number-words';
import { propertiesOf, schemaTypes } from '../properties/schema';
import { withTypeNamesSpelled } from '../properties/type-names-written';
import { VERSIONED_VALUES } from '../properties/words';
import { SERVICES } from '../services/index';
import { NAMING_BEFORE } from '../services/names';
import { BACKUP_WORDS, WORKLOAD_PATTERNS } from '../services/workloads';
import { editDistance, GRAMMAR_WORDS, readsAs } from '../spelling';
import { arabicVocabulary } from './arabic-vocabulary';
import { withArabiziRead } from './arabizi';
import { languageTargets } from './language-targets';
import { singularised } from './plurals';
import { withRefusedListsSpelled } from './refusal-lists';
import { englishShape, type SoundShape, withTransliterations } from './transliterated';

/** Arabic short vowels, shadda, sukun, dagger alef and tatweel: they change no word's meaning here. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** Text without its Arabic marks ("ألغِ" is "ألغ"), its punctuation as written. */
export const withoutVowelMarks = (text: string): string => text.replace(MARKS, '');

/** The brief without its Arabic marks, and with Arabic punctuation as the reader's own. */
export function withoutMarks(text: string): string {
  return withoutVowelMarks(text).replace(/،/g, ',').replace(/؛/g, ';').replace(/؟/g, '?');
}

const LETTER_FOLD: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const foldLetters = (s: string) => s.replace(/[أإآٱىةؤئ]/g, (c) => LETTER_FOLD[c] ?? c);

/** Plural and dual endings, longest first; the stem left must keep three letters. */
const ENDINGS = ['تين', 'تان', 'ات', 'ين', 'ون', 'ان'];
/** The feminine dual ("دالتين", "دالتان": two functions) is its singular's ta marbuta and the dual ending. */
const FEMININE_DUAL = new Set(['تين', 'تان']);
const ARABIC_WORD = /[\u0621-\u064A]+/g;
/** Zero-width non-joiner: fills the place of a folded ending, so the text keeps its length. */
export const FILL = '\u200c';

function stemOf(word: string): { stem: string; ending: string } {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending))
      return { stem: word.slice(0, -ending.length), ending };
  }
  return { stem: word, ending: '' };
}

/**
 * The brief as the vocabulary's Arabic patterns (folded by `foldPattern`) read it, of the same
 * length, so a match's place is its place in the brief: letters folded and each word's plural
 * or dual ending replaced by fillers ("حاويات" reads as "حاويه").
 */
export function foldText(text: string): string {
  return foldLetters(text).replace(ARABIC_WORD, (written) => {
    const { base: word, suffix } = withoutPossessive(written);
    const after = FILL.repeat(suffix.length);
    const { stem, ending } = stemOf(word);
    if (!ending) return word + after;
    // a feminine plural (-aat) is the singular's ta marbuta (folded to ha) and a filler
    if (ending === 'ات') return `${stem}ه${FILL}${after}`;
    if (FEMININE_DUAL.has(ending)) return `${stem}ه${FILL.repeat(ending.length - 1)}${after}`;
    return stem + FILL.repeat(ending.length) + after;
  });
}

/**
 * Possessive pronouns Arabic attaches to a noun ("طابورنا": our queue, "دوالهم": their functions),
 * longest first. "ها" (her, its) is left out: a word ending in ha takes an accusative alef as "ها"
 * too ("تنبيهاً", marks removed, is "تنبيه" and an alef, not "تنبي" and a pronoun).
 */
const POSSESSIVES = ['هما', 'كما', 'نا', 'هم', 'كم'];

/**
 * "ها" (its, her) after a ta marbuta opened to ta ("مهلتها": its timeout, "ذاكرتها": its memory):
 * there it cannot be an accusative alef, which a ta marbuta never takes.
 */
const OPENED_THEN_HERS = /[^ا]تها$/;
/** "ها" (its) after a feminine plural's "ات" ("سجلاتها": its logs): the plural stays as it is. */
const PLURAL_THEN_HERS = /[\u0621-\u064a]{3}اتها$/;

/**
 * A word without its attached possessive, a stem of three letters or more left: a ta marbuta
 * opens to ta before one ("دالتنا" is "دالة" + "نا"), and is folded back (to ha) here.
 */
export function withoutPossessive(word: string): { base: string; suffix: string } {
  const suffix =
    POSSESSIVES.find((p) => word.endsWith(p) && word.length - p.length >= 3) ??
    ((OPENED_THEN_HERS.test(word) && word.length >= 6) || PLURAL_THEN_HERS.test(word) ? 'ها' : undefined);
  if (!suffix) return { base: word, suffix: '' };
  const base = word.slice(0, -suffix.length);
  return { base: /[^ا]ت$/.test(base) ? `${base.slice(0, -1)}ه` : base, suffix };
}

/**
 * A vocabulary pattern that reads `foldText`'s text: its letters folded the same way, each
 * Arabic word's plural or dual ending made its stem and any fillers, and its article optional,
 * so the singular, the plural and the bare word all match.
 */
export function foldPattern(source: string): string {
  // a word cut by a class ("شبك[ةه] ") may be followed by the fillers of its folded plural ending
  const spaced = source.replace(/(?<=[\u0621-\u064A]\]) /g, `${FILL}* `);
  return foldLetters(spaced).replace(ARABIC_WORD, (word, offset: number, whole: string) => {
    const before = whole[offset - 1];
    const after = whole[offset + word.length];
    // a run of letters inside a character class is left as it is
    if (before === '[' || after === ']') return word;
    const article = word.startsWith('ال') && word.length >= 5 && before !== 'و' ? '(?:ال)?' : '';
    const bare = article ? word.slice(2) : word;
    // a word cut by a class ("دال[ةه]") keeps its ending as written
    if (after === '[') return article + bare;
    // a whole word may be followed by the fillers of its own folded plural or dual ending ("خادمان")
    const wholeWord = after === undefined || after === ' ' || after === ')' || after === '|';
    // read as the text is: a possessive of the vocabulary's own ("نبهنا") is the fillers of one
    const { base, suffix } = wholeWord ? withoutPossessive(bare) : { base: bare, suffix: '' };
    if (suffix) return `${article}${base}${FILL}*`;
    const { stem, ending } = stemOf(bare);
    if (!ending) return article + bare + (wholeWord && !/[هة]$/.test(bare) ? `${FILL}*` : '');
    if (ending === 'ات' || FEMININE_DUAL.has(ending)) return `${article}${stem}ه${FILL}*`;
    return `${article}${stem}${FILL}*`;
  });
}

const FOLDED_PATTERNS = new WeakMap<RegExp, RegExp>();

/**
 * A vocabulary pattern's first match in the brief, as written or in any Arabic form of its words
 * (an attached possessive or preposition, a plural, another spelling of a letter: "موقعنا",
 * "لملفاتنا"): the folded text keeps every place, so the match is quoted from the brief itself.
 */
export function execFolded(pattern: RegExp, text: string): RegExpExecArray | null {
  const plain = (
    pattern.global || pattern.sticky
      ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
      : pattern
  ).exec(text);
  // English plurals are not read in the singular here: a setting's words keep the brief's own forms
  // ("waits up to 24 hours" is no run time); naming things reads both (matchAllFolded, mentions)
  if (plain || !/[\u0621-\u064a]/.test(text)) return plain;
  let folded = FOLDED_PATTERNS.get(pattern);
  if (!folded) {
    folded = new RegExp(foldPattern(pattern.source), pattern.flags.replace(/[gd]/g, '').concat('d'));
    FOLDED_PATTERNS.set(pattern, folded);
  }
  const match = folded.exec(foldText(text));
  if (!match) return null;
  // every group is quoted from the brief as written, at the place the folded text found it
  match.forEach((_, i) => {
    const at = match.indices?.[i];
    if (at) match[i] = text.slice(at[0], at[1]);
  });
  return match;
}

/**
 * The end of a match in a folded reading, past the fillers of a folded ending whose letters, in
 * the brief, are `letters` (the rest of a word the match stops inside: "بياناتنا", "databases").
 */
function filledEnd(reading: string, text: string, end: number, letters: RegExp): number {
  let at = end;
  while (reading[at] === FILL && letters.test(text[at] ?? '')) at++;
  return at;
}

/**
 * The brief as the folded patterns read it, beyond the brief as written: its Arabic folded
 * (`foldText`), then its English plurals read as their singular too (plurals.ts). None for a
 * brief neither changes.
 */
export function foldedReadings(text: string): string[] {
  const readings: string[] = [];
  const folded = /[\u0621-\u064a]/.test(text) ? foldText(text) : text;
  if (folded !== text) readings.push(folded);
  const singular = singularised(folded, FILL);
  if (singular !== folded) readings.push(singular);
  return readings;
}

const FOLDED_GLOBAL = new Map<string, RegExp>();

/**
 * Every match of a vocabulary pattern in the brief, as written or in any Arabic form of its words
 * (see `execFolded`), in the brief's order: each as `{ index, 0: the brief's words }`.
 */
export function matchAllFolded(pattern: RegExp, text: string): { index: number; 0: string }[] {
  const found = new Map<number, string>();
  for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) found.set(m.index, m[0]);
  const readings = foldedReadings(text);
  if (readings.length > 0) {
    let folded = FOLDED_GLOBAL.get(pattern.source);
    if (!folded) {
      folded = new RegExp(foldPattern(pattern.source), 'g');
      FOLDED_GLOBAL.set(pattern.source, folded);
    }
    for (const reading of readings)
      for (const m of reading.matchAll(folded)) {
        if (!m[0] || found.has(m.index)) continue;
        // a match that stops before a word's folded ending quotes the whole word ("بياناتنا", "databases")
        const end = filledEnd(reading, text, m.index + m[0].length, WORD_LETTER);
        found.set(m.index, text.slice(m.index, end));
      }
  }
  return [...found]
    .filter(([, words]) => words.length > 0)
    .sort(([a], [b]) => a - b)
    .map(([index, words]) => ({ index, 0: words }));
}

/** A letter of a word, Arabic or English. */
const WORD_LETTER = /[\u0621-\u064aA-Za-z]/;

// ---- misspelt words --------------------------------------------------------------------------

/** Whether two words are one edit apart: a letter added, dropped or changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && j === (i as number) + 1 && a[i as number] === b[j] && a[j] === b[i as number];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return long.slice(i + 1) === short.slice(i);
}

/** Words of `min` letters or more in the vocabulary's patterns, read with optional spaces closed ("dynamo ?db"). */
function patternWords(sources: readonly string[], min = 4): string[] {
  return sources.flatMap(
    (source) =>
      source
        .replace(/\\[bBwWdDsS]/g, ' ')
        .replace(/ \?|\[- \]\?|-\?/g, '')
        .match(new RegExp(`[a-z]{${min},}`, 'g')) ?? [],
  );
}

/**
 * Whole words of `min` letters or more in the vocabulary's patterns: a stem the pattern goes on
 * after ("schedul(es?|er)", "orchestrat\\w+") is no word a misspelling may be read as.
 */
function wholeWords(sources: readonly string[], min: number): string[] {
  return sources.flatMap((source) =>
    [
      ...source
        .replace(/\\[bBsS]/g, ' ')
        .replace(/ \?|\[- \]\?|-\?/g, '')
        .matchAll(new RegExp(`(?<![a-z\\\\])[a-z]{${min},}(?![a-z(\\\\\\[])`, 'g')),
    ].map((m) => m[0]),
  );
}

let spelling: { targets: string[]; language: string[]; slips: string[]; known: Set<string> } | undefined;

/** The words a misspelling may be read as (product names) and the words never read as misspelt (every vocabulary word). */
function spellingWords() {
  if (spelling) return spelling;
  const names = SERVICES.flatMap((s) => (s.names ? [s.names.source] : []));
  const all = [
    ...SERVICES.flatMap((s) => [s.names, s.phrases].flatMap((p) => (p ? [p.source] : []))),
    ...WORKLOAD_PATTERNS.map(([, p]) => p.source),
  ];
  // a name written with an optional plural ("s3 buckets?") names its singular too, so "bukcet"
  // reads as "bucket"
  const singulars = names.flatMap((source) =>
    [...source.matchAll(/([a-z]{5,})s\?/g)].map((m) => m[1] as string),
  );
  // product names, the longer words of the vocabulary's phrases ("containers", "notification") and
  // the products a version is stated for ("python")
  const products = VERSIONED_VALUES.flatMap((v) => v.words.filter((w) => /^[a-z]{4,}$/.test(w)));
  const phrases = SERVICES.flatMap((s) => (s.phrases ? [s.phrases.source] : []));
  // the words of the vocabulary's phrases and building blocks, five letters or more ("cache", "backups")
  const blocks = [...WORKLOAD_PATTERNS.map(([, p]) => p.source), BACKUP_WORDS.source];
  const targets = [
    ...new Set([...wholeWords(names, 4), ...singulars, ...wholeWords(phrases, 8), ...products]),
  ].filter((t) => !GRAMMAR_WORDS.has(t));
  // the words of units, days, keeping and refusing: English words a misspelling is read as, never
  // what Arabic letters sound like (those are product names, transliterationTargets)
  const language = languageTargets(4).filter((t) => !GRAMMAR_WORDS.has(t) && !targets.includes(t));
  // words of the language as much as of the vocabulary: read through a slip of the hand only (a
  // letter dropped, added or two swapped, "cahce", "databse"), never a letter changed, which makes
  // another word ("routine" is not "routing")
  const slips = [...new Set(wholeWords([...phrases, ...blocks], 5))].filter(
    (t) => !GRAMMAR_WORDS.has(t) && !targets.includes(t),
  );
  // the words of the registry schema's property names are words of the trade ("nodes", "change"):
  // written, they are meant, never a misspelling of a product
  const schemaWords = schemaTypes().flatMap((type) =>
    Object.keys(propertiesOf(type)).flatMap((path) =>
      path
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[\s.*]+/),
    ),
  );
  spelling = {
    targets,
    language,
    slips,
    known: new Set([
      ...targets,
      ...language,
      ...slips,
      ...patternWords(all),
      ...schemaWords,
      ...GRAMMAR_WORDS,
    ]),
  };
  return spelling;
}

const LEXICON = [...SECTOR_PATTERNS, ...FRAMEWORK_PATTERNS].map(([, pattern]) => pattern);

/**
 * The one vocabulary word a misspelt word (four letters or more, not itself a vocabulary word) is
 * nearest to, within what its length allows; a word as near to two is left as written.
 */
function corrected(word: string): string {
  const { targets, language, slips, known } = spellingWords();
  // a plural or singular of a vocabulary word is that word ("balancer" of "load balancers?")
  if ([word, `${word}s`, word.replace(/s$/, ''), word.replace(/es$/, '')].some((w) => known.has(w)))
    return word;
  // a word the brief's sector or framework is read from is meant ("banking" is not "backing")
  if (LEXICON.some((pattern) => pattern.test(word))) return word;
  const slipped = (t: string) =>
    readsAs(word, t) && (t.length !== word.length || [...t].sort().join('') === [...word].sort().join(''));
  const near = [
    ...new Set([...[...targets, ...language].filter((t) => readsAs(word, t)), ...slips.filter(slipped)]),
  ];
  if (near.length < 2) return near[0] ?? word;
  const distances = near.map((t) => editDistance(word, t, 2));
  const nearest = near.filter((_, i) => distances[i] === Math.min(...distances));
  if (nearest.length === 1) return nearest[0] as string;
  // as near to two: a word typed without its vowels is the one whose consonants it keeps in full
  // ("secnds" is "seconds", not "sends")
  const kept = nearest.filter((t) => consonants(t) === consonants(word));
  return kept.length === 1 ? (kept[0] as string) : word;
}

/** A word's consonants in order ("seconds" -> "scnds"). */
const consonants = (word: string) => word.replace(/[aeiouy]/g, '');

/**
 * Whether the word at `index` is a name the user chose, never read as a misspelling: one given
 * after a naming word, written in camel case ("storeId", "saleDate": a capital after its first
 * small letters, as identifiers are and words are not), or part of an identifier ("lamdba-jobs",
 * "orders_v2", "app.prod").
 */
function chosenName(text: string, index: number, length: number, original: string): boolean {
  if (NAMING_BEFORE.test(text.slice(Math.max(0, index - 16), index))) return true;
  if (/^[a-z]+[A-Z]/.test(original.slice(index, index + length))) return true;
  const [before, after] = [text[index - 1] ?? ' ', text[index + length] ?? ' '];
  // a dot, slash or hyphen after the word joins it to a name only when one goes on after it
  // ("app.prod", "lamdba-jobs"); a sentence's full stop ("... في داينمو.") is no part of one
  const joined = /[-./]/.test(after) && /[a-z\d\u0621-\u064a]/.test(text[index + length + 1] ?? '');
  return /[-_./\d]/.test(before) || /[_\d]/.test(after) || joined;
}

let arabicSpelling: { targets: string[]; familyOf: Map<string, string>; known: Set<string> } | undefined;

/**
 * The Arabic product names a misspelt Arabic word may be read as ("لمبدا" as "لامبدا", "داينمو" as
 * "داينامو"): words of five letters or more of the vocabulary's Arabic names, and every Arabic
 * vocabulary word, never read as misspelt.
 */
function arabicSpellingWords() {
  if (arabicSpelling) return arabicSpelling;
  const words = (sources: readonly (RegExp | undefined)[]) =>
    sources.flatMap((p) => (p ? (foldLetters(p.source).match(/[\u0621-\u064a]{5,}/g) ?? []) : []));
  // a product name stands alone as one of its family's alternatives ("لامبدا", "داينامو"); the words
  // of a longer alternative ("حظر الدول") are words of the language
  const alone = SERVICES.flatMap((s) =>
    (s.arabic?.source.replace(/^\(|\)$/g, '').split('|') ?? [])
      .map(foldLetters)
      .filter((w) => /^[\u0621-\u064a]{5,}$/.test(w))
      .map((w) => [w, s.id] as const),
  );
  const familyOf = new Map(alone);
  const targets = [...familyOf.keys()];
  const known = new Set([
    ...targets,
    ...words(
      SERVICES.flatMap((s) => [s.arabic, s.arabic_phrases, ...(s.stated_settings ?? []).map((x) => x.words)]),
    ),
    ...words(WORKLOAD_PATTERNS.map(([, p]) => p)),
  ]);
  arabicSpelling = { targets, familyOf, known };
  return arabicSpelling;
}

/** The article and letters attached before an Arabic word (grammar-words.ts). */
const ATTACHED_LETTERS = new RegExp(`^(?:${ARABIC_ATTACHED.join('|')})`);

/** The one Arabic product name a misspelt Arabic word is nearest to (see `corrected`), its article and attached letters kept. */
function correctedArabic(word: string): string {
  const { targets, familyOf, known } = arabicSpellingWords();
  const folded = foldLetters(word);
  if (known.has(folded)) return word;
  const attached = ATTACHED_LETTERS.exec(folded)?.[0] ?? '';
  for (const prefix of attached ? ['', attached] : ['']) {
    const bare = folded.slice(prefix.length);
    if (bare.length < 5 || known.has(bare)) return word;
    const near = targets.filter((t) => t !== bare && readsAs(bare, t));
    // near two spellings of one family's name ("كوبرنيتيس" between "كوبرنيتس" and "كوبيرنيتيس") is
    // near that name
    if (near.length > 0 && new Set(near.map((t) => familyOf.get(t))).size === 1)
      return word.slice(0, prefix.length) + (near[0] as string);
  }
  return word;
}

// ---- English words written in Arabic letters ----------------------------------------------------

let soundTargets: { word: string; shape: SoundShape }[] | undefined;

/**
 * The English words a run of Arabic letters may sound like: those a misspelling may be read as
 * (product names, the vocabulary's longer words) and the singular of each plural ("سبنت" may be
 * "subnet" as much as "spent", so it is read as neither).
 */
function transliterationTargets() {
  soundTargets ??= [
    ...new Set(
      spellingWords().targets.flatMap((word) => (/[^s]s$/.test(word) ? [word, word.slice(0, -1)] : [word])),
    ),
  ].map((word) => ({ word, shape: englishShape(word) }));
  return soundTargets;
}

/**
 * Whether an Arabic word is one of the language's, as written, without its possessive or plural
 * ending, or without the letters attached before it: a common word, or (`alone`, a word read by
 * itself) a word of the vocabulary.
 */
function arabicWord(word: string, alone: boolean): boolean {
  const vocabulary = arabicVocabulary(foldLetters);
  const folded = foldLetters(word);
  const attached = ATTACHED_LETTERS.exec(folded)?.[0] ?? '';
  return (
    [folded, folded.slice(attached.length)].some((w) => {
      const { base } = withoutPossessive(w);
      const { stem, ending } = stemOf(base);
      const forms = [w, base, stem, ending === 'ات' ? `${stem}ه` : stem];
      return forms.some((f) => ARABIC_COMMON_WORDS.has(f) || (alone && vocabulary.has(f)));
      // a misspelling of one of the vocabulary's Arabic names is read as that name ("لمبدا")
    }) ||
    (alone && correctedArabic(word) !== word)
  );
}

let vocabularyPatterns: RegExp[] | undefined;

/** The places in the brief the vocabulary's Arabic patterns read (services' and building blocks' words). */
function vocabularyCovers(text: string): (start: number, end: number) => boolean {
  vocabularyPatterns ??= [
    ...SERVICES.flatMap((s) => [s.arabic, s.arabic_phrases]),
    ...WORKLOAD_PATTERNS.map(([, p]) => p),
  ]
    .filter((p): p is RegExp => p !== undefined && /[\u0621-\u064a]/.test(p.source))
    .map((p) => new RegExp(foldPattern(p.source), 'g'));
  const folded = foldText(text);
  const spans = vocabularyPatterns.flatMap((p) =>
    [...folded.matchAll(p)].filter((m) => m[0].trim()).map((m) => [m.index, m.index + m[0].length] as const),
  );
  return (start, end) => spans.some(([from, to]) => start >= from && end <= to);
}

/** The letters attached before an Arabic word ("لل", "وال", "ب"), or none. */
const attachedBefore = (word: string) => ATTACHED_LETTERS.exec(foldLetters(word))?.[0] ?? '';

const SOUNDED = new Map<string, string>();

/**
 * The brief with its English words written in Arabic letters in English ("كلاود فرونت" ->
 * "cloudfront"); one brief is read many times over, so the last few readings are kept.
 */
function withEnglishSounded(text: string): string {
  let sounded = SOUNDED.get(text);
  if (sounded === undefined) {
    sounded = /[\u0621-\u064a]/.test(text)
      ? withTransliterations(
          text,
          transliterationTargets(),
          arabicWord,
          attachedBefore,
          vocabularyCovers(text),
        )
      : text;
    if (SOUNDED.size >= 64) SOUNDED.clear();
    SOUNDED.set(text, sounded);
  }
  return sounded;
}

// ---- names spelt out letter by letter ------------------------------------------------------------

let spelledNames: ReadonlySet<string> | undefined;

/** The product names of the vocabulary that letters may spell ("sqs", "vpc", "ec2", "mysql"): two characters or more. */
function nameWords(): ReadonlySet<string> {
  if (spelledNames) return spelledNames;
  const sources = SERVICES.flatMap((s) => (s.names ? [s.names.source] : []));
  spelledNames = new Set(
    sources
      // whole words only: a stem the pattern goes on after ("vp[cn]") spells nothing; a plural's "s?" goes
      .flatMap(
        (source) =>
          source
            .replace(/\\[bBwWdDsS]/g, ' ')
            .replace(/s\?/g, '')
            .match(/(?<![a-z0-9\\])[a-z][a-z0-9]+(?![a-z0-9([?])/g) ?? [],
      )
      // three letters or a digit, and no word of the language: letter names are Arabic words too,
      // and two of them ("أو أن": or that) spell "on"
      .filter((w) => (w.length >= 3 || /\d/.test(w)) && !GRAMMAR_WORDS.has(w) && !EMPTY_WORDS.has(w)),
  );
  return spelledNames;
}

/** Every way the letter names of `words` spell a name, at most a few hundred. */
function spellings(words: readonly string[]): string[] {
  let out = [''];
  for (const word of words) {
    const letters = LETTER_NAMES[foldLetters(word)] ?? [];
    out = out.flatMap((head) => letters.map((l) => head + l)).slice(0, 256);
  }
  return out;
}

/**
 * The brief with each run of Arabic letter names that spells a product name of the vocabulary
 * written as that name ("نبي إس كيو إس" -> "نبي sqs", "ماي اس كيو ال" -> "mysql"); the longest
 * run first, two names or more, and letters that spell no name left as they are.
 */
function withSpelledNames(text: string): string {
  const words = [...text.matchAll(/[\u0621-\u064a\u06a4]+/g)];
  const named = nameWords();
  let out = '';
  let last = 0;
  for (let i = 0; i < words.length; i++) {
    // the run of letter names from here, each the next word after one space
    let end = i;
    while (
      end < words.length &&
      LETTER_NAMES[foldLetters(words[end]?.[0] ?? '')] &&
      (end === i ||
        text.slice((words[end - 1]?.index ?? 0) + (words[end - 1]?.[0].length ?? 0), words[end]?.index) ===
          ' ')
    )
      end++;
    for (let j = end; j >= i + 2; j--) {
      const name = spellings(words.slice(i, j).map((w) => w[0])).find((s) => named.has(s));
      if (!name) continue;
      const last_ = words[j - 1] as RegExpExecArray;
      out += text.slice(last, words[i]?.index) + name;
      last = last_.index + last_[0].length;
      i = j - 1;
      break;
    }
  }
  return out + text.slice(last);
}

/**
 * The article or a letter written onto an English word (marks already removed: "الـRDS" is
 * "الRDS"), or the article written alone before one ("الـ RDS", "والـ RDS"); never an Arabic
 * word's own letters, nor a letter that already stands alone ("و RDS").
 */
const ATTACHED_TO_LATIN = new RegExp(
  `(?<![\u0621-\u064a])(?:(${Object.keys(ARABIC_ATTACHED_ALONE)
    .filter((p) => p.length > 1)
    .join('|')}) ?|(${Object.keys(ARABIC_ATTACHED_ALONE)
    .filter((p) => p.length === 1)
    .join('|')}))(?=[A-Za-z])`,
  'g',
);

/** The brief with the Arabic letters on its English words read apart ("والـ RDS" -> "و RDS", "الـS3" -> "S3"). */
export function withPrefixesApart(text: string): string {
  return text.replace(ATTACHED_TO_LATIN, (_, article: string | undefined, letter: string | undefined) => {
    const alone = ARABIC_ATTACHED_ALONE[(article ?? letter) as string];
    return alone ? `${alone} ` : '';
  });
}

/**
 * The brief as the reader reads it: numbers in digits ("fourteen", "ثلاثين", "٦٠"), lower-cased,
 * spaces collapsed, Arabic marks removed, CloudFormation type names in their words and
 * misspelt product names corrected; `original` is the same text with its capitals, corrected
 * alike so the two keep the same places.
 */
/** A brief written in Arabizi with its words in Arabic letters, as every reader reads it (others unchanged). */
export const withArabiziAsArabic = (text: string): string =>
  withArabiziRead(text, [
    (word) => ARABIC_COMMON_WORDS.has(foldLetters(word)),
    (word) => arabicVocabulary(foldLetters).has(foldLetters(word)),
  ]);

export function normaliseBrief(prompt: string): { text: string; original: string } {
  const arabic = withArabiziAsArabic(withRefusedListsSpelled(prompt));
  const original = withPrefixesApart(
    withEnglishSounded(
      withSpelledNames(withoutMarks(withNumerals(withTypeNamesSpelled(arabic)).replace(/\s+/g, ' '))),
    ),
  );
  const spaced = withWordsJoinedOrSplit(original.toLowerCase(), original);
  const lower = spaced.lower;
  if (lower.length !== spaced.original.length) return { text: lower, original: spaced.original };
  return withMisspellingsRead(lower, spaced.original);
}

/** The brief with each misspelt word (English or Arabic) read as the vocabulary word it strays from. */
function withMisspellingsRead(lower: string, original: string): { text: string; original: string } {
  let text = '';
  let written = '';
  let last = 0;
  for (const m of lower.matchAll(/[a-z]{4,}|[\u0621-\u064a]{5,}/g)) {
    if (chosenName(lower, m.index, m[0].length, original)) continue;
    const fixed = /[a-z]/.test(m[0]) ? corrected(m[0]) : correctedArabic(m[0]);
    if (fixed === m[0]) continue;
    text += lower.slice(last, m.index) + fixed;
    written += original.slice(last, m.index) + fixed;
    last = m.index + m[0].length;
  }
  return { text: text + lower.slice(last), original: written + original.slice(last) };
}

// ---- names written in two words, or two words written as one ---------------------------------

let spacing: { joined: Map<string, string>; split: Map<string, string> } | undefined;

/** Whether some service's names or phrases read the words. */
const namesSome = (words: string) =>
  SERVICES.some((s) => [s.names, s.phrases].some((p) => p && new RegExp(p.source).test(words)));

/**
 * The vocabulary's product names a brief may write in two words ("cloud front", "event bridge",
 * "fire hose"), and its names of two words a brief may write as one ("loadbalancer",
 * "statemachine"): each only where the vocabulary reads the other writing alone, never the one written.
 */
function spacingWords() {
  if (spacing) return spacing;
  const names = SERVICES.flatMap((s) => (s.names ? [s.names.source] : []));
  const sources = SERVICES.flatMap((s) => [s.names, s.phrases].flatMap((p) => (p ? [p.source] : [])));
  const joined = new Map<string, string>();
  for (const name of new Set(wholeWords(names, 6)))
    for (let cut = 3; cut <= name.length - 3; cut++) {
      const words = `${name.slice(0, cut)} ${name.slice(cut)}`;
      if (!namesSome(words)) joined.set(words, name);
    }
  const split = new Map<string, string>();
  for (const source of sources)
    for (const m of source
      .replace(/\\[bBsS]/g, ' ')
      .replace(/s\?/g, '')
      .matchAll(/(?<![a-z\\?])([a-z]{3,}) ([a-z]{3,})(?![a-z(\\[?])/g)) {
      const one = `${m[1]}${m[2]}`;
      if (!namesSome(one) && namesSome(`${m[1]} ${m[2]}`)) split.set(one, `${m[1]} ${m[2]}`);
    }
  spacing = { joined, split };
  return spacing;
}

/**
 * The brief with a product name written in two words joined ("cloud front" -> "cloudfront") and a
 * name of two words written as one split ("loadbalancer" -> "load balancer"), in both writings.
 */
function withWordsJoinedOrSplit(lower: string, original: string): { lower: string; original: string } {
  if (lower.length !== original.length) return { lower, original };
  const { joined, split } = spacingWords();
  let [outLower, outOriginal, last] = ['', '', 0];
  const WORD = /(?<![a-z0-9_./-])([a-z]{3,})(?![a-z0-9_./-])(?= ([a-z]{3,})(?![a-z0-9_./-])|)/g;
  for (const m of lower.matchAll(WORD)) {
    if (m.index < last) continue;
    const [first, second] = [m[1] as string, m[2]];
    const pair = second ? joined.get(`${first} ${second}`) : undefined;
    const one = pair ?? split.get(first);
    const end = m.index + (pair ? first.length + 1 + (second as string).length : first.length);
    if (!one || chosenName(lower, m.index, end - m.index, original)) continue;
    outLower += lower.slice(last, m.index) + one;
    outOriginal += original.slice(last, m.index) + one;
    last = end;
  }
  return { lower: outLower + lower.slice(last), original: outOriginal + original.slice(last) };
}

/** The brief with the given stretches blanked (same length, so every place stays where it was). */
export function blanked(text: string, stretches: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of stretches)
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

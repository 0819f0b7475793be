/**
 * Arabic written in Latin letters and digits ("Arabizi") read as Arabic: each word that is
 * Arabizi (a digit between its letters standing for a letter, "wa7ed", "ba3d", or a word of
 * ARABIZI_WORDS) written in the Arabic letters it stands for, the spelling the vocabulary knows
 * where one does ("sa3a" is "ساعة", not "سعه"), so the Arabic reader reads it. Only in a brief with
 * enough such words (ARABIZI_SIGNS); never a name, an identifier or an instance type ("c6i.large").
 */

import {
  ARABIZI_ARTICLES,
  ARABIZI_CONSONANTS,
  ARABIZI_DIGITS,
  ARABIZI_SIGNS,
  ARABIZI_VOWELS,
  ARABIZI_WORDS,
  UNITS_AFTER_DIGIT,
} from '../arabizi-letters';

/** A digit standing for a letter between two letters ("wa7ed", "ta3na"). */
const DIGIT_BETWEEN_LETTERS = /[a-z][2356789]'?[a-z]/;
/** A digit standing for a letter at a word's start, a vowel among the letters after it ("3ndha", "7alyan"). */
const DIGIT_FIRST = /^[2356789]'?([a-z]*[aeiou][a-z]*)$/;
/** An instance family or a numeronym ("r6g", "c6i", "k8s"): a letter, a digit, a letter. */
const FAMILY_LIKE = /^[a-z]\d[a-z]$/;
/** Characters that join a word into an identifier, a name or an address. */
const JOINING = /[-_./:@\\]/;
/** At most this many spellings are tried for one word. */
const MAX_SPELLINGS = 512;

const UNITS = [
  ...Object.entries(ARABIZI_DIGITS).map(([spelling, letters]) => ({ spelling, options: () => letters })),
  ...ARABIZI_VOWELS.map((v) => ({
    spelling: v.spelling,
    options: (at: 'start' | 'middle' | 'end') => v[at],
  })),
  ...Object.entries(ARABIZI_CONSONANTS).map(([spelling, letters]) => ({ spelling, options: () => letters })),
].sort((a, b) => b.spelling.length - a.spelling.length);

/** Every Arabic spelling of an Arabizi word, the usual one first. */
export function arabicSpellings(word: string): string[] {
  let out = [''];
  let i = 0;
  while (i < word.length) {
    const unit = UNITS.find((u) => word.startsWith(u.spelling, i));
    if (!unit) return [];
    const at = i === 0 ? 'start' : i + unit.spelling.length >= word.length ? 'end' : 'middle';
    const options = unit.options(at);
    out = out.flatMap((head) => options.map((o) => head + o)).slice(0, MAX_SPELLINGS);
    i += unit.spelling.length;
  }
  return out.filter(Boolean);
}

/**
 * The Arabic of an Arabizi word: as listed, else the first spelling a word list knows, the common
 * words before the vocabulary (whose patterns hold parts of words: "سا?عة" holds "سعة"), else the
 * usual one.
 */
function arabicOf(word: string, known: readonly ((word: string) => boolean)[]): string | undefined {
  const listed = ARABIZI_WORDS[word];
  if (listed) return listed;
  const spellings = arabicSpellings(word);
  for (const knows of known) {
    const found = spellings.find(knows);
    if (found) return found;
  }
  return spellings[0];
}

const WORD = /[A-Za-z0-9']+/g;

/** Whether a word, as written at `index`, is Arabizi: a listed word, or a digit for a letter between letters. */
function isArabizi(text: string, index: number, word: string): boolean {
  const lower = word.toLowerCase();
  // a dot, slash or hyphen after the word joins it to a name only when one goes on after it
  const after = text[index + word.length] ?? '';
  const joined = JOINING.test(after) && /[A-Za-z0-9]/.test(text[index + word.length + 1] ?? '');
  if (JOINING.test(text[index - 1] ?? '') || joined) return false;
  if (lower in ARABIZI_WORDS) return true;
  const first = DIGIT_FIRST.exec(lower);
  if (first) return !UNITS_AFTER_DIGIT.test(first[1] as string) && (first[1] as string).length >= 2;
  return DIGIT_BETWEEN_LETTERS.test(lower) && !FAMILY_LIKE.test(lower) && /^[a-z0-9']+$/.test(lower);
}

/**
 * The brief with its Arabizi words in Arabic letters, and the article written apart ("el sa3a")
 * attached to the Arabic word after it or dropped before an English one ("el versioning").
 */
export function withArabiziRead(text: string, known: readonly ((word: string) => boolean)[]): string {
  const words = [...text.matchAll(WORD)];
  const signs = new Set(
    words
      .filter((w) => isArabizi(text, w.index, w[0]))
      .map((w) => w[0].toLowerCase())
      .filter((w) => !ARABIZI_SIGNS.englishToo.has(w)),
  );
  if (signs.size < ARABIZI_SIGNS.minWords) return text;
  let out = '';
  let last = 0;
  let article: { english: string; arabic: string } | undefined;
  for (const w of words) {
    const lower = w[0].toLowerCase();
    const articleHere = ARABIZI_ARTICLES[lower];
    const next = text.slice(w.index + w[0].length, w.index + w[0].length + 1);
    if (articleHere && next === ' ') {
      // the article waits for the word after it
      out += text.slice(last, w.index);
      last = w.index + w[0].length + 1;
      article = articleHere;
      continue;
    }
    const arabic = isArabizi(text, w.index, w[0]) ? arabicOf(lower, known) : undefined;
    const lead = article ? (arabic ? article.arabic : article.english ? `${article.english} ` : '') : '';
    article = undefined;
    if (!arabic && !lead) continue;
    out += text.slice(last, w.index) + lead + (arabic ?? w[0]);
    last = w.index + w[0].length;
  }
  return out + text.slice(last);
}

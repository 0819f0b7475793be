/**
 * Every Arabic word the vocabulary holds (the services' words and the words of the reader's
 * grammar, negation, time, count, retention, ownership and property lists), folded as the reader
 * folds them: such a word is Arabic, never an English word written in Arabic letters
 * (transliterated.ts), whatever it sounds like.
 */

import * as counts from '../count-words';
import * as grammar from '../grammar-words';
import { LETTER_NAMES } from '../letter-names';
import * as lexicon from '../lexicon';
import * as negation from '../negation-words';
import * as numbers from '../number-words';
import * as own from '../own-words';
import * as propertyWords from '../properties/words';
import * as retention from '../retention-words';
import { SERVICES } from '../services/index';
import { BACKUP_WORDS, WORKLOAD_PATTERNS } from '../services/workloads';
import * as time from '../time-words';

const ARABIC_RUN = /[\u0621-\u064a]{2,}/g;

/** The Arabic letter runs in a value of the vocabulary: strings, patterns, lists and records, keys included. */
function arabicRuns(value: unknown, out: Set<string>, seen: Set<unknown>, depth = 0): void {
  if (depth > 6 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    for (const m of value.matchAll(ARABIC_RUN)) out.add(m[0]);
    return;
  }
  if (value instanceof RegExp) {
    arabicRuns(value.source, out, seen, depth);
    return;
  }
  if (typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const entries =
    value instanceof Map
      ? [...value.entries()]
      : value instanceof Set
        ? [...value].map((v) => [v, v])
        : Object.entries(value);
  for (const [key, item] of entries) {
    arabicRuns(key, out, seen, depth + 1);
    arabicRuns(item, out, seen, depth + 1);
  }
}

let words: Set<string> | undefined;

/** The vocabulary's Arabic words, each as `fold` writes it. */
export function arabicVocabulary(fold: (word: string) => string): ReadonlySet<string> {
  if (words) return words;
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const module of [counts, grammar, lexicon, negation, numbers, own, propertyWords, retention, time])
    arabicRuns(module, found, seen);
  arabicRuns(LETTER_NAMES, found, seen);
  arabicRuns([...WORKLOAD_PATTERNS, BACKUP_WORDS], found, seen);
  arabicRuns(SERVICES, found, seen);
  // a word the vocabulary writes with the article is a word without it too ("الساعة": "ساعة")
  const bare = [...found].filter((w) => w.startsWith('ال') && w.length >= 5).map((w) => w.slice(2));
  words = new Set([...found, ...bare].map(fold));
  return words;
}

/**
 * The least and the most of a thing a brief states in the words of its mention: a range ("between
 * 2 and 12 instances", "scale from 2 to 10", "من ٢ إلى ١٠ سيرفرات", "2-8 tasks") or bounds said
 * one by one ("min 2 max 8 tasks", "at least 3 nodes, never more than 9", "الحد الأدنى مهمتان
 * والحد الأقصى عشر مهام"). The words are the language's (bound-words.ts, properties/words.ts);
 * what a family counts, and which of its settings the bounds set, is the family's to declare
 * (a stated setting with a `bound`).
 */

import { anyOf } from '../../text/regexp';
import {
  LOWER_BOUND_BEFORE,
  RANGE_FROM,
  RANGE_JOINS_AFTER_FROM,
  SCALING_WORDS,
  UPPER_BOUND_BEFORE,
} from '../bound-words';
import { unitOf } from '../properties/units';
import { RANGE_JOINS } from '../properties/words';

/** The bounds read, and the words they were read from. */
export interface StatedBounds {
  min?: number;
  max?: number;
  quote: string;
}

interface Bound {
  min?: number;
  max?: number;
  start: number;
  end: number;
}

const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
/** Not inside a word; an Arabic conjunction may be attached ("والحد الأقصى"). */
const WORD_START = String.raw`(?<![\w\u0621-\u064a])(?:[وف](?=[\u0621-\u064a]))?`;
/** A figure that is no part of a clock time, a decimal or a longer figure. */
const FIGURE = String.raw`(?<![\d.:])(\d{1,4})(?![\d:]|\.\d)`;

const RANGE = new RegExp(
  String.raw`${WORD_START}(?:(${anyOf(longestFirst(RANGE_FROM))})\s+)?${FIGURE}\s*(?:(${anyOf(longestFirst([...RANGE_JOINS]))})|(${anyOf(longestFirst(RANGE_JOINS_AFTER_FROM))}))\s*${FIGURE}`,
  'g',
);
/** A bound's word, then its figure: "a" may stand between ("grow to a dozen boxes" reads "grow to a 12 boxes"). */
const boundAfter = (words: readonly string[]) =>
  new RegExp(String.raw`${WORD_START}(?:${anyOf(longestFirst(words))})\s*:?\s*(?:an?\s+)?${FIGURE}`, 'g');
const LOWER = boundAfter(LOWER_BOUND_BEFORE);
const UPPER = boundAfter(UPPER_BOUND_BEFORE);
const SCALING = new RegExp(
  String.raw`(?<![\w\u0621-\u064a])(?:${anyOf(longestFirst(SCALING_WORDS))})(?![\w\u0621-\u064a])`,
);

function boundsOf(words: string): Bound[] {
  const found: Bound[] = [];
  for (const m of words.matchAll(RANGE)) {
    const [low, high] = [Number(m[2]), Number(m[5])];
    // "and" or "ل" join a range's ends only after "between" or "from"
    if (m[4] !== undefined && m[1] === undefined) continue;
    if (high > low) found.push({ min: low, max: high, start: m.index, end: m.index + m[0].length });
  }
  const free = (at: number, end: number) => !found.some((b) => at < b.end && end > b.start);
  for (const [pattern, side] of [
    [LOWER, 'min'],
    [UPPER, 'max'],
  ] as const)
    for (const m of words.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (free(m.index, end)) found.push({ [side]: Number(m[1]), start: m.index, end });
    }
  return found.sort((a, b) => a.start - b.start);
}

/** Between two bounds of one thing: at most two words, in one clause ("min 2 max 8", "3 nodes, never more than 9"). */
const SAME_THING = /^[\s,،]*(?:[^\s\d.;؛]+[\s,،]+){0,2}$/;
/** Up to the end of a word: what a figure is followed by. */
const NEXT_WORDS = (counted: RegExp) =>
  new RegExp(
    String.raw`^\s*(?:(?!\d)[^\s;؛,،]*[^\s.;؛,،]\s+){0,2}?(?:${counted.source})`,
    counted.flags.replace('g', ''),
  );

/**
 * The bounds `words` state of what `counted` names: a run of bounds of one thing is read when a
 * word `counted` knows follows one of its figures (within two words), or, in words said of the
 * thing itself (not `anywhere` in the brief), when it scales ("scale from 2 to 10 depending on
 * load") and no unit follows (a time, a size).
 */
export function boundsIn(words: string, counted: RegExp, anywhere = false): StatedBounds | undefined {
  const bounds = boundsOf(words);
  const follows = NEXT_WORDS(counted);
  for (let i = 0; i < bounds.length; ) {
    const run = [bounds[i] as Bound];
    for (let j = i + 1; j < bounds.length; j++) {
      const [prev, next] = [run.at(-1) as Bound, bounds[j] as Bound];
      if (!SAME_THING.test(words.slice(prev.end, next.start))) break;
      run.push(next);
    }
    i += run.length;
    const [first, last] = [run[0] as Bound, run.at(-1) as Bound];
    const after = words.slice(last.end);
    const nextWord = /^\s*([^\s\d.,;:،؛]+)/.exec(after)?.[1] ?? '';
    const lead = words.slice(Math.max(0, first.start - 40), first.end);
    const scaling = !anywhere && SCALING.test(lead.slice(lead.search(/[^.;؛]*$/))) && !unitOf(nextWord);
    if (!scaling && !run.some((b) => follows.test(words.slice(b.end)))) continue;
    const min = run.find((b) => b.min !== undefined)?.min;
    const max = run.find((b) => b.max !== undefined)?.max;
    if (min !== undefined && max !== undefined && max < min) continue;
    return {
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
      quote: words.slice(first.start, last.end).trim(),
    };
  }
  return undefined;
}

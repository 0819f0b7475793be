/** How near a value stands to the words of its property's name, and how well the words fit it. */

import { nameWords } from '#shared/generation/properties/name-words';
import {
  MEASURE_NAME_WORDS,
  NAME_VALUE_JOINS,
  PER_WORDS,
  PLAIN_NAME_WORDS,
} from '#shared/generation/properties/words';
import type { LeafRef } from './property-refs';
import type { Token } from './tokens';
import { says } from './word-forms';

/** How many of the property's words are said in the clause of `at`, within `reach` of it. */
export function wordsNear(tokens: Token[], ref: LeafRef, at: number, reach: number): number {
  const clause = tokens[at]?.clause;
  return ref.words.filter((w) =>
    tokens.some((t, i) => t.clause === clause && Math.abs(i - at) <= reach && says(t.w, w)),
  ).length;
}

/**
 * How far a value stands from a word of its property's name, not counting the plain words of
 * names between them ("shard count of 2" is as near as "2 shards").
 */
export function gapBetween(tokens: Token[], from: number, to: number, skip?: ReadonlySet<string>): number {
  const [a, b] = from < to ? [from, to] : [to, from];
  const between = tokens
    .slice(a + 1, b)
    .filter((t) => !PLAIN_NAME_WORDS.has(t.w) && !NAME_VALUE_JOINS.has(t.w) && !skip?.has(t.w));
  return between.length + 1;
}

/**
 * Where "per" and its like start before a word ("5 messages per batch", "في كل دفعة"): a count
 * written before them is as near the word as if they were not there.
 */
export function perStart(tokens: Token[], at: number): number {
  let start = at;
  while (start > 0 && PER_WORDS.has(tokens[start - 1]?.w ?? '')) start--;
  return start;
}

/** A property's fit to its words: every word said, at the top of the resource, scores best. */
export const fitOf = (tokens: Token[], ref: LeafRef, at: number) =>
  wordsNear(tokens, ref, at, 5) * 2 - ref.words.length * 0.5 - ref.path.split('.').length * 0.3;

/** Whether a property measures what its name is about (`MaximumMessageSize`) rather than counts it. */
export const measures = (ref: LeafRef) =>
  MEASURE_NAME_WORDS.has(nameWords(ref.path.split('.').at(-1) ?? '').at(-1) ?? '');

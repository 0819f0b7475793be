/**
 * A text property given in quotes after its word ("with the description 'Payments data key'",
 * "described as \"web tier\"", "بالوصف \"...\""): the quote as written, for the type the sentence
 * names. A text said without quotes is left alone: where it ends is not known.
 */

import { NAME_VALUE_JOINS, TEXT_NAME_WORDS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import type { LeafRef } from './property-refs';
import type { Token } from './tokens';

/** Whether the property holds a free text (`Description`): a string of no allowed values, named for a text. */
export const holdsText = (ref: LeafRef) =>
  ref.leaf.t === 'string' && !ref.leaf.e && TEXT_NAME_WORDS.has(ref.head);

/** The quoted texts after the places the property's word is said, each for the property. */
export function quotedTextReadings(
  tokens: Token[],
  ref: LeafRef,
  places: readonly number[],
  mention: Mention,
): Candidate[] {
  // a text describes a thing the sentence names, never one of another sentence
  const named = mention(ref.type);
  if (named < 1) return [];
  const found: Candidate[] = [];
  for (const at of places) {
    let next = at + 1;
    while (next < at + 4 && NAME_VALUE_JOINS.has(tokens[next]?.w ?? '')) next++;
    const phrase = tokens[next]?.phrase;
    if (!phrase) continue;
    found.push({
      ref,
      value: phrase,
      quote: `${(tokens[at] as Token).raw} "${phrase}"`,
      place: `q${next}`,
      score: 3 + named,
    });
  }
  return found;
}

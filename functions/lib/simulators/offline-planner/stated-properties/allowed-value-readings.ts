/**
 * An allowed value of a property said in the sentence ("glacier", "maxIO", "Fargate Spot"): a
 * value of one plain word only beside most of its property's words.
 */

import { nameWords } from '#shared/generation/properties/name-words';
import type { PropertyLeaf } from '#shared/generation/properties/schema';
import { PLAIN_VALUES, VALUE_WORDS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import { fitOf, gapBetween, wordsNear } from './nearness';
import type { LeafRef } from './property-refs';
import { otherThan, refusedAt } from './refused';
import type { Token } from './tokens';
import { namesAService } from './value-phrases';

/** The words of a property's allowed values ("fargate", "spot"). */
const valueWordsOf = (leaf: PropertyLeaf) =>
  new Set((leaf.e ?? []).flatMap((v) => [String(v).toLowerCase(), ...nameWords(String(v))]));

/** The allowed values of `ref`, whose words are said at `places`, that the sentence writes. */
export function allowedValueReadings(
  tokens: Token[],
  ref: LeafRef,
  places: readonly number[],
  mention: Mention,
): Candidate[] {
  const found: Candidate[] = [];
  for (const allowed of ref.leaf.e ?? []) {
    const text = String(allowed);
    if (PLAIN_VALUES.test(text) || namesAService(text)) continue;
    const words = [...nameWords(text), ...(VALUE_WORDS[text] ?? [])];
    const where = tokens.findIndex(
      (t, i) =>
        t.w === text.toLowerCase() ||
        (VALUE_WORDS[text] ?? []).includes(t.w) ||
        nameWords(text).every((w, k) => tokens[i + k]?.w === w),
    );
    if (where < 0 || words.length === 0) continue;
    // a value the brief refuses ("not on-demand", "الـon-demand مو لازم") is not stated: the
    // other one is, where the property takes two
    const said =
      tokens[where]?.w === text.toLowerCase() || (VALUE_WORDS[text] ?? []).includes(tokens[where]?.w ?? '');
    const refused = refusedAt(tokens, where, said ? 1 : nameWords(text).length);
    const value = refused ? otherThan(ref, allowed) : allowed;
    if (value === undefined) continue;
    // a one-word value ("immutable", "elastic") is read only beside most of its property's words
    const single = nameWords(text).length === 1 && !/\d/.test(text) && !VALUE_WORDS[text];
    if (
      single &&
      // the other values of the same property may stand between ("Fargate and Fargate Spot capacity")
      (Math.min(...places.map((h) => gapBetween(tokens, h, where, valueWordsOf(ref.leaf)))) > 2 ||
        wordsNear(tokens, ref, where, 4) * 2 <= ref.words.length)
    )
      continue;
    found.push({
      ref,
      value,
      quote: tokens[where]?.raw ?? '',
      place: `e${where}`,
      score: fitOf(tokens, ref, where) + nameWords(text).length + mention(ref.type),
    });
  }
  return found;
}

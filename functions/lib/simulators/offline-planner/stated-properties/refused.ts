/**
 * Whether the words around a setting refuse it: an off word just before it in its own clause
 * ("no", "without", "بدون"; "not publicly accessible, Multi-AZ" leaves Multi-AZ on), an off word
 * just after it ("off", "disabled") or after the words that join it there ("turned off"), or a refusal after it in its clause ("on-demand is not
 * needed", "الـon-demand مو لازم", "on demand not required"). The words are properties/words.ts's.
 */

import { NEEDED_WORDS, OFF_AFTER, OFF_LINKS, OFF_WORDS } from '#shared/generation/properties/words';
import type { LeafRef } from './property-refs';
import type { Token } from './tokens';

/** How many words after a setting a refusal of it may stand ("is not needed"). */
const AFTER_REACH = 4;

export function refusedAt(tokens: Token[], at: number, length = 1): boolean {
  const clause = tokens[at]?.clause;
  const before = tokens.slice(Math.max(0, at - 3), at).some((t) => OFF_WORDS.has(t.w) && t.clause === clause);
  const end = at + Math.max(1, length);
  if (before || OFF_AFTER.has(tokens[end]?.w ?? '')) return true;
  // an off word after the words that join it to the setting ("turned off", "is switched off")
  let off = end;
  while (off < end + 3 && OFF_LINKS.has(tokens[off]?.w ?? '') && tokens[off]?.clause === clause) off++;
  if (off > end && tokens[off]?.clause === clause && OFF_AFTER.has(tokens[off]?.w ?? '')) return true;
  const after = tokens.slice(end, end + AFTER_REACH).filter((t) => t.clause === clause);
  return after.some((t, i) => OFF_WORDS.has(t.w) && NEEDED_WORDS.has(after[i + 1]?.w ?? ''));
}

/**
 * What a refused allowed value states: the other value of a property that takes two ("not
 * on-demand" is provisioned), else nothing.
 */
export function otherThan(ref: LeafRef, refused: unknown): string | undefined {
  const values = (ref.leaf.e ?? []).map(String);
  return values.length === 2 ? values.find((v) => v !== String(refused)) : undefined;
}

/**
 * Whether the words around a setting refuse it: an off word just before it in its own clause
 * ("no", "without", "بدون"; "not publicly accessible, Multi-AZ" leaves Multi-AZ on), an off word
 * just after it ("off", "disabled") or after the words that join it there ("turned off"), or a refusal after it in its clause ("on-demand is not
 * needed", "الـon-demand مو لازم", "on demand not required"). The words are properties/words.ts's.
 */

import { ARABIC_WANTING } from '#shared/generation/negation-words';
import {
  NEEDED_WORDS,
  NOT_BEFORE_WANTING,
  OFF_AFTER,
  OFF_LINKS,
  OFF_WORDS,
} from '#shared/generation/properties/words';
import type { LeafRef } from './property-refs';
import type { Token } from './tokens';

/** A verb of wanting or needing ("بدنا", "نبي", "يحتاج"): after "ما" it refuses ("ما بدنا versioning"). */
const WANTING = new RegExp(`^(?:${ARABIC_WANTING.join('|')})$`);

/** Whether the word at `i` is "ما" / "لا" before a verb of wanting, or an off word of its own. */
function offAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (OFF_WORDS.has(t.w)) return true;
  const previous = tokens[i - 1];
  return (
    WANTING.test(t.w) &&
    previous !== undefined &&
    NOT_BEFORE_WANTING.has(previous.w) &&
    previous.clause === t.clause
  );
}

/** How many words after a setting a refusal of it may stand ("is not needed"). */
const AFTER_REACH = 4;

export function refusedAt(tokens: Token[], at: number, length = 1): boolean {
  const clause = tokens[at]?.clause;
  let before = false;
  for (let i = Math.max(0, at - 3); i < at; i++) before ||= offAt(tokens, i) && tokens[i]?.clause === clause;
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

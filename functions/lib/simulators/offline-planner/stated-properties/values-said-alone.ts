/**
 * Values of a property whose name the sentence does not say: a one-word allowed value just before
 * its type's words ("an internal load balancer"), a multi-word allowed value ("new and old
 * images", "pay per request") or a name given to a resource.
 */

import type { Candidate, Mention } from './candidate';
import { givenNamesAt } from './given-names';
import { type LeafRef, typeWords } from './property-refs';
import { otherThan, refusedAt } from './refused';
import type { Token } from './tokens';
import { values } from './value-phrases';
import { bare, says } from './word-forms';

/** Each value of the sentence that says its property by itself, in the order of the words. */
export function valuesSaidAlone(tokens: Token[], mention: Mention): Candidate[] {
  const found: Candidate[] = [];
  tokens.forEach((token, at) => {
    // a one-word allowed value written just before its type's own words ("an internal load
    // balancer"): the value of that type's property, when only one of its properties takes it
    const qualified = (values().qualifiers.get(token.w) ?? []).filter(({ ref }) => {
      const { own } = typeWords(ref.type);
      return own.length > 0 && own.every((w, k) => says(tokens[at + 1 + k]?.w ?? '', w));
    });
    const [only] = qualified;
    // a value the brief refuses ("not internal", "الـon-demand مو لازم") is not stated: the other
    // one is, where the property takes two
    const stated = (ref: LeafRef, allowed: string, length: number) =>
      refusedAt(tokens, at, length) ? otherThan(ref, allowed) : allowed;
    const onlyValue = only && stated(only.ref, only.allowed, 1 + typeWords(only.ref.type).own.length);
    if (only && onlyValue && new Set(qualified.map((q) => q.ref.type)).size === qualified.length)
      found.push({
        ref: only.ref,
        value: onlyValue,
        quote: [
          token.raw,
          ...tokens.slice(at + 1, at + 1 + typeWords(only.ref.type).own.length).map((t) => t.raw),
        ].join(' '),
        place: `q${at}`,
        score: 2 + mention(only.ref.type),
      });
    for (const { ref, allowed, words } of values().phrases.get(bare(token.w)) ?? []) {
      if (!words.every((w, k) => bare(tokens[at + k]?.w ?? '') === bare(w))) continue;
      const value = stated(ref, allowed, words.length);
      if (value !== undefined)
        found.push({
          ref,
          value,
          quote: words.join(' '),
          place: `e${at}`,
          score: words.length + mention(ref.type),
        });
    }
    found.push(...givenNamesAt(tokens, at, mention));
  });
  return found;
}

/**
 * Values of a property whose name the sentence does not say: a one-word allowed value just before
 * its type's words ("an internal load balancer"), a multi-word allowed value ("new and old
 * images", "pay per request") or a name given to a resource.
 */

import type { Candidate, Mention } from './candidate';
import { givenNamesAt } from './given-names';
import { typeWords } from './property-refs';
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
    if (only && new Set(qualified.map((q) => q.ref.type)).size === qualified.length)
      found.push({
        ref: only.ref,
        value: only.allowed,
        quote: [
          token.raw,
          ...tokens.slice(at + 1, at + 1 + typeWords(only.ref.type).own.length).map((t) => t.raw),
        ].join(' '),
        place: `q${at}`,
        score: 2 + mention(only.ref.type),
      });
    for (const { ref, allowed, words } of values().phrases.get(bare(token.w)) ?? [])
      if (words.every((w, k) => bare(tokens[at + k]?.w ?? '') === bare(w)))
        found.push({
          ref,
          value: allowed,
          quote: words.join(' '),
          place: `e${at}`,
          score: words.length + mention(ref.type),
        });
    found.push(...givenNamesAt(tokens, at, mention));
  });
  return found;
}

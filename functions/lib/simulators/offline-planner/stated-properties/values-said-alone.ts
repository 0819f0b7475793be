/**
 * Values of a property whose name the sentence does not say: a one-word allowed value just before
 * its type's words ("an internal load balancer"), a multi-word allowed value ("new and old
 * images", "pay per request") or a name given to a resource.
 */

import { nameWords } from '#shared/generation/properties/name-words';
import type { Candidate, Mention } from './candidate';
import { givenNamesAt } from './given-names';
import { propertyNamedNamesAt } from './property-named-names';
import { type LeafRef, typeWords } from './property-refs';
import { otherThan, refusedAt } from './refused';
import type { Token } from './tokens';
import { values } from './value-phrases';
import { bare, says } from './word-forms';

/** Whether the word is the value as written: in its own case, or any where it is written in lower case. */
const spelled = (token: Token, written: string) =>
  bare(token.raw) === written || (written === written.toLowerCase() && bare(token.w) === written);

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
    for (const { ref, allowed, words, written } of values().phrases.get(bare(token.w)) ?? []) {
      // a value as CloudFormation spells it says its property where the sentence names its type
      // ("a Firehose stream reading MySQL"; "MySQL" alone is the database)
      if (
        written !== undefined
          ? !spelled(token, written) || mention(ref.type) === 0
          : !words.every((w, k) => bare(tokens[at + k]?.w ?? '') === bare(w))
      )
        continue;
      const value = stated(ref, allowed, words.length);
      if (value !== undefined)
        found.push({
          ref,
          value,
          quote: written ?? words.join(' '),
          place: `e${at}`,
          // a value as CloudFormation spells it counts as all of its words
          score: (written ? nameWords(written).length : words.length) + mention(ref.type),
        });
    }
    found.push(...givenNamesAt(tokens, at, mention), ...propertyNamedNamesAt(tokens, at, mention));
  });
  return found;
}

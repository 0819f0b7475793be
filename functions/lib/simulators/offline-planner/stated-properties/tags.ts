/** Tags written as Key=Value after a word for tags ("tagged Project=atlas"), on the types the sentence names. */

import { TAG_WORDS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import { type LeafRef, refs } from './property-refs';
import type { Token } from './tokens';
import { bare } from './word-forms';

/** Each taggable type once, as the property `Tags` (a tag is a Key=Value added to its list). */
let TAG_REFS: LeafRef[] | undefined;
const tagRefs = () => {
  TAG_REFS ??= refs()
    .filter((r) => r.path === 'Tags.*.Key')
    .map((r) => ({ ...r, path: 'Tags' }));
  return TAG_REFS;
};

/** Each Key=Value of the sentence written after a word for tags, as the tags of each type it names. */
export function tagValues(tokens: Token[], mention: Mention): Candidate[] {
  const found: Candidate[] = [];
  tokens.forEach((token, at) => {
    const pair = /^([A-Za-z][\w.:/-]{0,127})=([\w.:/@-]{1,255})$/.exec(token.raw);
    if (!pair || !tokens.slice(Math.max(0, at - 4), at).some((t) => TAG_WORDS.has(bare(t.w)))) return;
    for (const ref of tagRefs())
      if (mention(ref.type) > 0)
        found.push({
          ref,
          value: token.raw,
          quote: token.raw,
          place: `t${at}`,
          score: 1 + mention(ref.type),
        });
  });
  return found;
}

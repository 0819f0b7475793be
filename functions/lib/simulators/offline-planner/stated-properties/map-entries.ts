/** An entry of a map of names to text, such as a function's environment variables, written as NAME=value. */

import { nameWords } from '#shared/generation/properties/name-words';
import { ENTRY_JOINS, PLAIN_NAME_WORDS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import { type LeafRef, refs } from './property-refs';
import type { Token } from './tokens';
import { says } from './word-forms';

/** A NAME=value written at `at` ("STAGE=prod"), or a NAME in capitals set to a value ("LOG_LEVEL set to debug"). */
function entryAt(tokens: Token[], at: number): string | undefined {
  const raw = tokens[at]?.raw ?? '';
  const pair = /^([A-Za-z_][A-Za-z0-9_]{0,127})=([^\s=]{1,255})$/.exec(raw);
  if (pair) return raw;
  if (!/^[A-Z][A-Z0-9]*_[A-Z0-9_]*$|^[A-Z]{3,}$/.test(raw)) return undefined;
  const joined = ENTRY_JOINS.find((join) => join.every((w, k) => tokens[at + 1 + k]?.w === w));
  const value = joined && tokens[at + 1 + joined.length]?.raw;
  return value && /^[^\s=]{1,255}$/.test(value) ? `${raw}=${value}` : undefined;
}

/** Each map of names to text, said by all the words of its path ("environment", "variables"). */
let MAP_REFS: LeafRef[] | undefined;
const mapRefs = () => {
  MAP_REFS ??= refs()
    .filter((r) => r.leaf.m === 1 && !r.path.includes('*'))
    .map((r) => ({
      ...r,
      words: r.path.split('.').flatMap((s) => nameWords(s).filter((w) => !PLAIN_NAME_WORDS.has(w))),
    }));
  return MAP_REFS;
};

/**
 * Each entry of a map of names to text written after its words ("environment variable STAGE=prod",
 * "env var LOG_LEVEL set to debug"): NAME=value on the map of the type the sentence names.
 */
export function mapEntries(tokens: Token[], mention: Mention): Candidate[] {
  const found: Candidate[] = [];
  tokens.forEach((_, at) => {
    const entry = entryAt(tokens, at);
    if (!entry) return;
    for (const ref of mapRefs()) {
      const before = tokens.slice(Math.max(0, at - 6), at);
      if (!ref.words.every((w) => before.some((t) => says(t.w, w)))) continue;
      found.push({
        ref,
        value: entry,
        quote: entry,
        place: `m${at}`,
        score: 2 + ref.words.length + mention(ref.type),
      });
    }
  });
  return found;
}

/** A property written by its CloudFormation name and a value ("ShardCount: 1", "set PubliclyAccessible to true"). */

import { nameWords } from '#shared/generation/properties/name-words';
import { isNumeric, type PropertyLeaf } from '#shared/generation/properties/schema';
import { FALSE_WORDS, NAME_VALUE_JOINS, TRUE_WORDS } from '#shared/generation/properties/words';
import type { Candidate } from './candidate';
import { fitNumber } from './fit-to-property';
import { type LeafRef, refs } from './property-refs';
import { numberIn } from './quantities';
import { refusedAt } from './refused';
import type { Token } from './tokens';

/** Each property by its own name, lower-cased ("shardcount"), when the name has two words or more. */
let BY_NAME: Map<string, LeafRef[]> | undefined;
export function byName(): Map<string, LeafRef[]> {
  if (BY_NAME) return BY_NAME;
  BY_NAME = new Map();
  for (const ref of refs()) {
    const name =
      ref.path
        .split('.')
        .filter((p) => p !== '*')
        .at(-1) ?? '';
    if (nameWords(name).length < 2 || ref.leaf.m === 1) continue;
    const key = name.toLowerCase();
    BY_NAME.set(key, [...(BY_NAME.get(key) ?? []), ref]);
  }
  return BY_NAME;
}

/** The value a property written by its name is given: after ":", "=", "to", "set to", "is", "of" or nothing. */
function namedValue(tokens: Token[], at: number, leaf: PropertyLeaf): string | number | boolean | undefined {
  let next = at + 1;
  while (next < at + 4 && NAME_VALUE_JOINS.has(tokens[next]?.w ?? '')) next++;
  const token = tokens[next];
  if (!token) return undefined;
  if (leaf.t === 'boolean')
    return TRUE_WORDS.has(token.w) ? true : FALSE_WORDS.has(token.w) ? false : undefined;
  if (isNumeric(leaf)) {
    const n = numberIn(token.w);
    if (n === undefined) return undefined;
    return fitNumber(leaf, n).value;
  }
  if (leaf.e) return leaf.e.find((v) => String(v).toLowerCase() === token.w);
  return /^[\w.\-/:@*]{1,128}$/.test(token.raw) ? token.raw : undefined;
}

/**
 * Properties a brief names by their CloudFormation names ("ShardCount: 1", "set
 * PubliclyAccessible to true", "MultiAZ false"), each with the value written after it.
 */
export function namedProperties(tokens: Token[], mention: (type: string) => number): Candidate[] {
  const found: Candidate[] = [];
  tokens.forEach((token, at) => {
    const pascal =
      /^[A-Z][A-Za-z0-9]*[a-z0-9][A-Z]/.test(token.raw) || /^[A-Z][a-z]+[A-Z]{2,}$/.test(token.raw);
    // a key of a JSON setting is camel case ("maxReceiveCount"): written so, it names only such a key
    const camel = !pascal && /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(token.raw);
    if (!pascal && !camel) return;
    for (const ref of byName().get(token.w) ?? []) {
      if (camel && !/^[a-z]/.test(ref.path.split('.').at(-1) ?? '')) continue;
      // a yes/no property written alone ("PubliclyAccessible", "with EnableKeyRotation") is on,
      // unless an off word stands before or after it ("without DeletionProtection")
      const alone = ref.leaf.t === 'boolean' && pascal ? !refusedAt(tokens, at) : undefined;
      const raw = namedValue(tokens, at, ref.leaf) ?? alone;
      if (raw === undefined) continue;
      const value = ref.leaf.p && typeof raw === 'number' ? String(raw) : raw;
      found.push({
        ref,
        value,
        quote: tokens
          .slice(at, at + 3)
          .map((t) => t.raw)
          .join(' '),
        place: `p${at}`,
        score: 8 + mention(ref.type) - ref.path.split('.').length * 0.3,
      });
    }
  });
  return found;
}

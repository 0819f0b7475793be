/**
 * A bare number counts the noun written right after it ("5000 IOPS", "3 shards"): where a
 * property whose name is about that noun (its head word) reads the number, the readings of it by
 * properties whose words stand elsewhere in the sentence go ("gp3 storage with 5000 IOPS" is no
 * 5,000 GB of storage). A property named right before the number keeps it too ("max 6
 * instances"). A word that only starts a name ("8 and write capacity") counts nothing, and neither
 * does the noun of a rate ("50 requests per second", "40 requests a second").
 */

import { ONE_UNIT_ARTICLES, PER_WORDS } from '#shared/generation/properties/words';
import type { Candidate } from './candidate';
import type { Quantity } from './quantities';
import type { Token } from './tokens';
import { says } from './word-forms';

export function withCountedNouns(
  tokens: readonly Token[],
  quantities: readonly Quantity[],
  found: readonly Candidate[],
): Candidate[] {
  const dropped = new Set<Candidate>();
  for (const q of quantities) {
    const noun = tokens[q.at + 1]?.w;
    const after = tokens[q.at + 2]?.w ?? '';
    if (q.kind !== 'bare' || noun === undefined || PER_WORDS.has(after) || ONE_UNIT_ARTICLES.has(after))
      continue;
    const here = found.filter((c) => c.place === `q${q.at}`);
    const before = tokens[q.at - 1]?.w;
    const named = (c: Candidate) => says(noun, c.ref.head);
    const namedBefore = (c: Candidate) => before !== undefined && c.ref.words.some((w) => says(before, w));
    if (!here.some(named)) continue;
    for (const c of here) if (!named(c) && !namedBefore(c)) dropped.add(c);
  }
  return found.filter((c) => !dropped.has(c));
}

/**
 * A name given by the words of the property that holds it ("database name 'ledger'", "master
 * user name ledger_admin", "DB name orders"): the property whose CloudFormation name those words
 * spell (`DatabaseName`, `MasterUsername`, `DBName`), on a type the brief names, not the name of
 * whatever resource the word before "name" might be.
 */

import { NAME_WORD_SYNONYMS } from '#shared/generation/properties/words';
import type { Candidate, Mention } from './candidate';
import { byName } from './property-names';
import type { Token } from './tokens';

/** The words of a property's name a brief word may stand for: itself, or a name word it is a synonym of ("database" for "db"). */
let STANDS_FOR: Map<string, string[]> | undefined;
function standsFor(word: string): string[] {
  if (!STANDS_FOR) {
    STANDS_FOR = new Map();
    for (const [own, said] of Object.entries(NAME_WORD_SYNONYMS))
      for (const w of said) STANDS_FOR.set(w, [...(STANDS_FOR.get(w) ?? []), own]);
  }
  return [word, ...(STANDS_FOR.get(word) ?? [])];
}

/** Every way the `count` words before `at` spell a property's name with "name" after them. */
function spellings(tokens: Token[], at: number, count: number): string[] {
  let joined = ['name'];
  for (let k = 1; k <= count; k++) {
    const token = tokens[at - k];
    if (!token || token.clause !== tokens[at]?.clause || !/^[a-z]+$/.test(token.w)) return [];
    joined = standsFor(token.w).flatMap((w) => joined.map((rest) => w + rest));
  }
  return joined;
}

/** The properties the words before the naming word "name" at `at` spell, each given the name after it. */
export function propertyNamedNamesAt(tokens: Token[], at: number, mention: Mention): Candidate[] {
  if (tokens[at]?.w !== 'name') return [];
  const value = tokens[at + 1]?.raw;
  if (!value || !/^[A-Za-z0-9/][A-Za-z0-9._/-]{0,127}$/.test(value)) return [];
  const found: Candidate[] = [];
  // the longest spelling first: "master user name" is MasterUsername, not a user's name
  for (let count = 3; count >= 1 && found.length === 0; count--)
    for (const spelled of spellings(tokens, at, count))
      for (const ref of byName().get(spelled) ?? []) {
        if (ref.leaf.t !== 'string' || ref.leaf.e || mention(ref.type) === 0) continue;
        found.push({
          ref,
          value,
          quote: `${tokens
            .slice(at - count, at + 1)
            .map((t) => t.raw)
            .join(' ')} ${value}`,
          place: `n${at}`,
          // above a name read from the noun before "name": the words spell this very property
          score: 4 + count * 0.2 + mention(ref.type) - ref.path.split('.').length * 0.1,
        });
      }
  return found;
}

/**
 * A product and its version ("python 3.12", "Postgres 16", "بايثون 3.12") as the runtime or engine
 * version of what runs it.
 */

import { nameWords } from '#shared/generation/properties/name-words';
import { type PropertyLeaf, propertiesOf } from '#shared/generation/properties/schema';
import { VERSION_WORDS, VERSIONED_VALUES } from '#shared/generation/properties/words';
import type { Candidate } from './candidate';
import type { Token } from './tokens';
import { bare } from './word-forms';

/** Where a product's words end when they start at `at` ("node.js", "دوت نت"), or -1. */
function productEnds(tokens: Token[], at: number, words: readonly string[]): number {
  for (const phrase of words) {
    const parts = phrase.split(' ');
    if (parts.every((w, k) => bare(tokens[at + k]?.w ?? '') === w || tokens[at + k]?.w === w))
      return at + parts.length - 1;
  }
  return -1;
}

/** The version written after a product ("3.12", "v20", "20.x"), or attached to it ("python3.12", "nodejs20.x"). */
const versionIn = (w: string) => /^v?(\d+(?:\.\d+){0,2})(?:\.x)?$/.exec(w)?.[1];

/**
 * Values of properties the schemas leave open, written as a product and its version: each is
 * read as the product's property (its runtime, its engine version) when the version is one that
 * exists, and the version's place is taken (it is no count: "Redis 7" is not seven nodes).
 */
export function versionsIn(
  tokens: Token[],
  mention: (type: string) => number,
): { found: Candidate[]; at: Set<number> } {
  const found: Candidate[] = [];
  const taken = new Set<number>();
  tokens.forEach((token, at) => {
    for (const product of VERSIONED_VALUES) {
      let version: string | undefined;
      let place = -1;
      const attached = product.words
        .map((w) => (token.w.startsWith(w) ? versionIn(token.w.slice(w.length)) : undefined))
        .find(Boolean);
      // the product named elsewhere in the sentence: "version 14.7" ("PostgreSQL ... engine version 14.7")
      const apart =
        VERSION_WORDS.has(bare(token.w)) &&
        tokens.some((_, i) => Math.abs(i - at) > 1 && productEnds(tokens, i, product.words) >= 0)
          ? versionIn(tokens[at + 1]?.w ?? '')
          : undefined;
      // a product named without a version, in a sentence naming what runs it ("a Python
      // function", "دوال لامدا بلغة بايثون"), is its current version
      let current = false;
      if (attached) [version, place] = [attached, at];
      else if (apart) [version, place] = [apart, at + 1];
      else {
        const end = productEnds(tokens, at, product.words);
        if (end < 0) continue;
        const next = VERSION_WORDS.has(bare(tokens[end + 1]?.w ?? '')) ? end + 2 : end + 1;
        version = versionIn(tokens[next]?.w ?? '');
        place = next;
        if (!version && product.current && product.targets.some((t) => mention(t.type) >= 1)) {
          [version, place, current] = [product.current, end, true];
        }
      }
      if (!version || !product.versions.test(version)) continue;
      const written = product.major && !version.includes('.') ? `${version}${product.major}` : version;
      const value = product.form.replace('{v}', written);
      const targets = product.targets.filter((t) => propertiesOf(t.type)[t.path] !== undefined);
      const quote = tokens
        .slice(at, place + 1)
        .map((t) => t.raw)
        .join(' ');
      for (const [k, target] of targets.entries()) {
        const leaf = propertiesOf(target.type)[target.path] as PropertyLeaf;
        const ref = {
          ...target,
          leaf,
          words: nameWords(target.path),
          head: nameWords(target.path).at(-1) ?? '',
        };
        found.push({
          ref,
          value,
          quote,
          place: `v${place}`,
          said: true,
          ...(current ? { implied: true } : {}),
          score: (current ? 4 : 6) - k * 0.1,
        });
      }
      if (targets.length > 0 && !current) taken.add(place);
    }
  });
  return { found, at: taken };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replacesStatefulResource } from '#shared/compliance/fix/replacement-guard';
import type { TemplatePatch } from '#shared/compliance/types';
import { makeContext, makeResource } from '#test/fixtures/compliance';
import data from '../../../shared/cfn/replacement-data.json' with { type: 'json' };

/**
 * The replacement guard remembers its answer per scan, resource type and property path. Asked in
 * one scan many times (repeats hit the memory), it must answer every patch exactly as a scan asked
 * only that patch does, where nothing is remembered yet: a key that lost the type, told a list
 * index (0) from a key ('0') no longer, or ran two keys together would answer for another path.
 */
const TYPES = ['AWS::DynamoDB::GlobalTable', 'AWS::ElastiCache::ReplicationGroup', 'AWS::RDS::DBInstance'];
const specs = data.types as Record<string, { replaces?: string[]; mayReplace?: string[] }>;

/**
 * Property paths near the data's own, any type's asked of every type: its paths and their
 * prefixes, each asked with its look-alikes in a random order (a list item as a number, as text,
 * as '*'; two keys run together plainly or with the separators a cache key might use), so that a
 * key built carelessly answers one look-alike with another's answer.
 */
const specPaths = TYPES.flatMap((type) => {
  const { replaces = [], mayReplace = [] } = specs[type];
  return [...replaces, ...mayReplace].map((spec) => spec.split('.'));
});
const JOINS = ['', "'", "\u0000'", '\u0000#'];

function lookAlikes(path: readonly string[]): (string | number)[][] {
  const items = [0, '0', '*'].map((item) => path.map((key) => (key === '*' ? item : key)));
  const joined =
    path.length < 2 ? [] : JOINS.map((join) => [`${path[0]}${join}${path[1]}`, ...path.slice(2)]);
  return [...items, ...joined];
}

const families = fc
  .tuple(fc.constantFrom(...specPaths), fc.nat())
  .chain(([spec, cut]) =>
    fc.shuffledSubarray(lookAlikes(spec.slice(0, 1 + (cut % spec.length))), { minLength: 1 }),
  );

const resources = TYPES.map((type, i) => makeResource(`Store${i}`, type));
const patchOf = (index: number, path: (string | number)[]): TemplatePatch => ({
  op: 'set',
  path: ['Resources', resources[index].logicalId, 'Properties', ...path],
  value: true,
});

const asked = fc
  .array(fc.tuple(fc.nat(TYPES.length - 1), families), { minLength: 1, maxLength: 12 })
  .map((asks) => asks.flatMap(([index, family]) => family.map((path) => patchOf(index, path))));

describe('the replacement guard remembers answers per scan', () => {
  it('answers each patch in a scan as the same patch asked alone', () => {
    let remembered = 0;
    fc.assert(
      fc.property(asked, (patches) => {
        const scan = makeContext(resources);
        for (const patch of patches) {
          const answer = replacesStatefulResource(scan, [patch]);
          const alone = replacesStatefulResource(makeContext(resources), [patch]);
          expect(answer, JSON.stringify(patch.path)).toBe(alone);
          if (answer !== undefined) remembered++;
        }
      }),
      { numRuns: 200 },
    );
    // the generated paths do reach replacing properties (the test is not all "no replacement")
    expect(remembered).toBeGreaterThan(0);
  });
});

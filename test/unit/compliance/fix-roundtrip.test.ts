import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/index';
import { applyPatchesWithNotes } from '#shared/compliance/fix/index';
import { applyToPlain } from '#shared/compliance/fix/plain-tree';
import type { TemplatePatch } from '#shared/compliance/types';
import { readSampleTemplate } from '#test/fixtures/compliance';

const SOURCES = ['web-app.yaml', 'serverless-api.yaml', 'insecure.yaml', 'data-lake.json'] as const;

/** JSON data as a template holds it (JSON has no -0, so neither does a patch value). */
const plainValue = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

/** Random patches on the sample's resources: new or replaced properties, nested paths, removals. */
function patchesFor(ids: readonly string[]) {
  const path = fc.tuple(
    fc.constantFrom(...ids),
    fc.array(
      fc.oneof(fc.constantFrom('Tags', 'BucketEncryption', 'Name', 'Nested'), fc.string({ maxLength: 5 })),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  );
  const patch: fc.Arbitrary<TemplatePatch> = fc.oneof(
    fc.tuple(path, plainValue).map(([[id, rest], value]) => ({
      op: 'set' as const,
      path: ['Resources', id, 'Properties', ...rest],
      value,
    })),
    path.map(([id, rest]) => ({ op: 'remove' as const, path: ['Resources', id, 'Properties', ...rest] })),
  );
  return fc.array(patch, { minLength: 1, maxLength: 5 });
}

describe('patched text means what the patches say', { timeout: 120_000 }, () => {
  it.each(SOURCES)('%s: reading the patched text equals patching the data', (name) => {
    const source = readSampleTemplate(name);
    const format = name.endsWith('.json') ? 'json' : 'yaml';
    const ids = Object.keys(parseTemplate(source).body.Resources as object);
    fc.assert(
      fc.property(patchesFor(ids), (patches) => {
        const { text, skipped } = applyPatchesWithNotes(source, format, patches);
        const expected = parseTemplate(source).body;
        const refused = new Set(skipped.map((s) => s.patch));
        for (const patch of patches) if (!refused.has(patch)) applyToPlain(expected, patch);
        expect(parseTemplate(text).body).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

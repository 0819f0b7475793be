import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStatefulType, replacementOfUpdate } from '#shared/cfn/replacement';
import { loadTemplate } from '#shared/compliance/engine';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { FIXABLE_EXAMPLES, variedExample } from '#test/fixtures/templates/fixable-templates';

const FIXABLE = ALL_RULES.filter((r) => typeof r.fix === 'function').map((r) => r.id);
const OPTIONS = { region: 'me-south-1' };

/** Resolved properties of every stateful resource, so a parameter Default a fix changed counts too. */
function statefulProperties(
  text: string,
): Map<string, { type: string; properties: Record<string, unknown> }> {
  const { resources } = loadTemplate(text, OPTIONS);
  return new Map(
    resources
      .filter((r) => isStatefulType(r.type))
      .map((r) => [r.logicalId, { type: r.type, properties: JSON.parse(JSON.stringify(r.properties)) }]),
  );
}

describe('no automatic fix replaces a resource that holds data', { timeout: 300_000 }, () => {
  const withheldForReplacement = new Set<string>();

  it.each(FIXABLE)(
    '%s: the fixed template changes no replacement-causing property of a stateful resource',
    (ruleId) => {
      fc.assert(
        fc.property(variedExample(ruleId), (text) => {
          const targets = scanTemplate(text, OPTIONS).violations.filter(
            (v) => v.rule_id === ruleId && v.status === 'fail',
          );
          fc.pre(targets.length > 0);
          const fixed = fixViolations(
            text,
            targets.map((v) => v.violation_id),
            OPTIONS,
          );
          for (const s of fixed.suggestions)
            if (/empty one/.test(s.reason)) withheldForReplacement.add(ruleId);
          const before = statefulProperties(text);
          const after = statefulProperties(fixed.text);
          for (const [id, old] of before) {
            const now = after.get(id);
            expect(now, `${id} is still there`).toBeDefined();
            if (!now) continue;
            const answer = replacementOfUpdate(old.type, old.properties, now.properties);
            expect(answer.replacing, `${ruleId} on ${id} (${old.type})`).toEqual([]);
          }
          // a finding whose fix is withheld says so
          const auto = new Set(fixed.changes.map((c) => `${c.ruleId} ${c.logicalId}`));
          for (const v of targets)
            if (!auto.has(`${v.rule_id} ${v.resource}`)) expect(v.auto_fix_available).toBe(false);
        }),
        { numRuns: 4 },
      );
    },
  );

  it('withholds the encryption fixes of databases and file systems, which would replace them', () => {
    for (const id of ['rds-storage-encrypted', 'efs-encrypted']) {
      expect(FIXABLE_EXAMPLES[id], id).toBeDefined();
      expect(withheldForReplacement.has(id), id).toBe(true);
    }
  });
});

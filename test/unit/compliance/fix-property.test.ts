import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { parseTemplate } from '#shared/cfn/parse';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import type { Violation } from '#shared/compliance/violation';
import {
  FIXABLE_EXAMPLES,
  unresolvedReferences,
  variedExample,
} from '#test/fixtures/templates/fixable-templates';

const FIXABLE = ALL_RULES.filter((r) => typeof r.fix === 'function').map((r) => r.id);
const OPTIONS = { region: 'me-south-1' };
const RUNS = { numRuns: 5 };

const key = (v: Pick<Violation, 'rule_id' | 'resource'>) => `${v.rule_id} on ${v.resource}`;
const atLeastMedium = (v: Violation) => v.status === 'fail' && v.severity !== 'low';
const errorsOf = (text: string) =>
  getTemplateValidator()
    .validate(text, OPTIONS)
    .filter((d) => d.severity === 'ERROR')
    .map((d) => `${d.code} ${d.message}`);
const typesOf = (text: string) =>
  Object.fromEntries(
    Object.entries(parseTemplate(text).body.Resources as Record<string, { Type: string }>).map(([id, r]) => [
      id,
      r.Type,
    ]),
  );

/** Creating the WebAssembly engine takes seconds (far more on a busy machine): once, up front. */
beforeAll(() => {
  getTemplateValidator().validate('Resources: {}');
}, 180_000);

describe('every automatic fix on generated templates', { timeout: 300_000 }, () => {
  it('covers every fixable rule', () => {
    expect(FIXABLE.filter((id) => !FIXABLE_EXAMPLES[id])).toEqual([]);
  });

  it.each(FIXABLE)(
    '%s: clears its finding and adds no finding at medium or above, no unresolved reference, no validator ERROR',
    (ruleId) => {
      fc.assert(
        fc.property(variedExample(ruleId), (text) => {
          const before = scanTemplate(text, OPTIONS).violations;
          const targets = before.filter((v) => v.rule_id === ruleId && v.status === 'fail');
          fc.pre(targets.length > 0);
          const fixed = fixViolations(
            text,
            targets.map((v) => v.violation_id),
            OPTIONS,
          );
          const applied = new Set(
            fixed.changes.map((c) => key({ rule_id: c.ruleId, resource: c.logicalId })),
          );
          // auto_fix_available tells the truth, finding by finding.
          for (const v of targets) expect(v.auto_fix_available, key(v)).toBe(applied.has(key(v)));
          if (applied.size === 0) {
            expect(fixed.text).toBe(text);
            return;
          }
          const after = scanTemplate(fixed.text, OPTIONS).violations;
          const afterKeys = new Set(after.filter((v) => v.status === 'fail').map(key));
          expect(targets.filter((v) => applied.has(key(v)) && afterKeys.has(key(v))).map(key)).toEqual([]);
          const had = new Set(before.filter(atLeastMedium).map(key));
          expect(after.filter((v) => atLeastMedium(v) && !had.has(key(v))).map((v) => v.title)).toEqual([]);
          const unresolved = new Set(unresolvedReferences(text));
          expect(unresolvedReferences(fixed.text).filter((name) => !unresolved.has(name))).toEqual([]);
          // A fix adds what it needs; it never removes or retypes a resource the author wrote.
          expect(typesOf(fixed.text)).toMatchObject(typesOf(text));
          const newErrors = errorsOf(fixed.text);
          if (newErrors.length > 0) {
            const old = new Set(errorsOf(text));
            expect(newErrors.filter((e) => !old.has(e))).toEqual([]);
          }
        }),
        RUNS,
      );
    },
  );
});

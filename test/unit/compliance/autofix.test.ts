import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { isDeployable } from '#shared/cfn/diagnostic';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { examples as dataExamples } from '#test/fixtures/rule-examples/data';
import { examples as platformExamples } from '#test/fixtures/rule-examples/platform';

const examples: Record<string, string> = { ...dataExamples, ...platformExamples };
const fixable = ALL_RULES.filter((r) => typeof r.fix === 'function').map((r) => r.id);
const failures = (text: string, ruleId: string) =>
  scanTemplate(text).violations.filter((v) => v.rule_id === ruleId && v.status === 'fail');

/** Creating the WebAssembly engine takes seconds (far more on a busy machine): once, up front. */
const ENGINE_START_MS = 180_000;
beforeAll(() => {
  getTemplateValidator().validate('Resources: {}');
}, ENGINE_START_MS);

describe('auto-fixes', () => {
  it('every fixable rule has a failing example template', () => {
    expect(fixable.filter((id) => !examples[id])).toEqual([]);
  });

  it.each(fixable)('%s: the fix clears its finding and the template stays valid', (ruleId) => {
    // Arrange: the example fails the rule and is itself valid CloudFormation.
    const text = examples[ruleId];
    const before = failures(text, ruleId);
    expect(before.length).toBeGreaterThan(0);
    // Act
    const fixed = fixViolations(
      text,
      before.map((v) => v.violation_id),
    );
    // Assert: a fix that could break a working system is only suggested, and says why.
    if (fixed.suggestions.some((x) => x.ruleId === ruleId)) {
      expect(fixed.changes.map((c) => c.ruleId)).not.toContain(ruleId);
      expect(before.every((v) => !v.auto_fix_available)).toBe(true);
      return;
    }
    expect(fixed.changes.map((c) => c.ruleId)).toContain(ruleId);
    expect(failures(fixed.text, ruleId)).toEqual([]);
    const errors = getTemplateValidator()
      .validate(fixed.text)
      .filter((d) => d.severity === 'ERROR');
    expect(errors).toEqual([]);
    expect(isDeployable(getTemplateValidator().validate(fixed.text))).toBe(true);
  });
});

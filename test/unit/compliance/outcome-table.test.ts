import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OutcomeTable } from '#shared/compliance/outcome-table';
import { scoreOutcomes, scoreTable } from '#shared/compliance/score';
import type { Evaluation, RuleOutcome } from '#shared/compliance/types';
import { makeResource, makeRule } from '#test/fixtures/compliance';

const rules = ['s3-bucket-versioning', 'ec2-sg-no-open-admin-ports', 'rds-multi-az'].map((id) =>
  makeRule(id, ['AWS::S3::Bucket'], () => ({ status: 'pass' })),
);
const resources = ['A', 'B', 'C'].map((id) => makeResource(id, 'AWS::S3::Bucket'));
const evaluations = fc.constantFrom<Evaluation>(
  { status: 'pass' },
  { status: 'not_applicable' },
  { status: 'fail', message: 'Bucket A is open.' },
  { status: 'fail', message: 'Bucket B is open.', severity: 'medium' },
  { status: 'unknown', reason: 'its name is a parameter' },
);
const outcomes = fc.array(
  fc.record({
    rule: fc.constantFrom(...rules),
    resource: fc.constantFrom(...resources),
    evaluation: evaluations,
  }),
  { maxLength: 30 },
);

describe('OutcomeTable', () => {
  it('gives back the outcomes it was given, in order, with equal answers', () => {
    fc.assert(
      fc.property(outcomes, (list: RuleOutcome[]) => {
        // Arrange
        const table = OutcomeTable.of(list);
        // Act
        const back = table.toOutcomes();
        // Assert
        expect(back).toHaveLength(list.length);
        back.forEach((o, i) => {
          expect(o.rule).toBe(list[i].rule);
          expect(o.resource).toBe(list[i].resource);
          expect(JSON.stringify(o.evaluation)).toBe(JSON.stringify(list[i].evaluation));
        });
      }),
    );
  });

  it("keeps what a failure says, not the rule's answer object, and shares one passing answer", () => {
    // Arrange
    const failure: Evaluation = { status: 'fail', message: 'Bucket A is open.', severity: 'low' };
    const [rule] = rules;
    const [a, b] = resources;
    // Act
    const table = OutcomeTable.of([
      { rule, resource: a, evaluation: failure },
      { rule, resource: a, evaluation: { status: 'pass' } },
      { rule, resource: b, evaluation: { status: 'pass' } },
    ]);
    // Assert: the answer object dies once read (31,000 failures at 10,000 resources)
    expect(table.evaluation(0)).toEqual(failure);
    expect(table.evaluation(0)).not.toBe(failure);
    expect([table.text(0), table.cap(0)]).toEqual(['Bucket A is open.', 'low']);
    expect(table.evaluation(1)).toBe(table.evaluation(2));
    expect(Object.isFrozen(table.evaluation(1))).toBe(true);
  });

  it('scores without the checks the filter refuses as if they were never made', () => {
    fc.assert(
      fc.property(outcomes, (list: RuleOutcome[]) => {
        // Arrange: accept every check on resource B
        const kept = list.filter((o) => o.resource.logicalId !== 'B');
        const table = OutcomeTable.of(list);
        // Act
        const scores = scoreTable(table, (at) => table.subject(at).logicalId !== 'B');
        // Assert
        expect(scores).toEqual(scoreOutcomes(kept));
      }),
    );
  });
});

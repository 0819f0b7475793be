import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, isManual } from '#shared/compliance/frameworks/index';
import { frameworkSeverity } from '#shared/compliance/mapping';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { type ScoredCheck, SEVERITY_WEIGHT, scoreFramework, scoreOutcomes } from '#shared/compliance/score';
import { type Evaluation, FRAMEWORK_IDS } from '#shared/compliance/types';
import { makeResource } from '#test/fixtures/compliance';

const pass: Evaluation = { status: 'pass' };
const fail: Evaluation = { status: 'fail', message: 'Resource X fails.' };
const unknown: Evaluation = { status: 'unknown', reason: 'a value is unknown' };
const check = (ruleId: string, evaluation: Evaluation): ScoredCheck => ({ ruleId, evaluation });

// A critical and a low rule in NCA-ECC, taken from the framework data rather than assumed.
const critical = 'ec2-sg-no-open-admin-ports';
const low = 'elb-deletion-protection';

describe('scoreFramework', () => {
  it('uses the framework severities the test relies on', () => {
    expect(frameworkSeverity(critical, 'NCA-ECC')).toBe('critical');
    expect(frameworkSeverity(low, 'NCA-ECC')).toBe('low');
  });

  it('weights passed checks by severity over applicable checks', () => {
    // Arrange
    const checks = [check(critical, pass), check(low, fail)];
    // Act
    const result = scoreFramework('NCA-ECC', checks);
    // Assert
    const expected = Math.round(
      (100 * SEVERITY_WEIGHT.critical) / (SEVERITY_WEIGHT.critical + SEVERITY_WEIGHT.low),
    );
    expect(result.score).toBe(expected);
    expect(result).toMatchObject({ passed: 1, failed: 1, unknown: 0 });
  });

  it('a failed critical check costs more than a failed low one', () => {
    const criticalFails = scoreFramework('NCA-ECC', [check(critical, fail), check(low, pass)]).score;
    const lowFails = scoreFramework('NCA-ECC', [check(critical, pass), check(low, fail)]).score;
    expect(criticalFails).toBeLessThan(lowFails);
  });

  it('leaves unknown and not-applicable checks out of the score but reports unknowns', () => {
    const result = scoreFramework('NCA-ECC', [
      check(critical, pass),
      check(low, unknown),
      check(low, { status: 'not_applicable' }),
    ]);
    expect(result.score).toBe(100);
    expect(result.unknown).toBe(1);
  });

  it('ignores rules the framework does not cite and scores 100 with nothing applicable', () => {
    const result = scoreFramework('CITC', [check('no-such-rule', fail)]);
    expect(result.score).toBe(100);
    expect(result.failed).toBe(0);
  });

  it('reports manual controls without scoring them', () => {
    const result = scoreFramework('SAMA', [check(critical, fail)]);
    expect(result.manualControls).toBe(FRAMEWORKS.SAMA.controls.filter(isManual).length);
    expect(result.manualControls).toBeGreaterThan(0);
    expect(result.score).toBe(0);
  });
});

describe('scoreOutcomes', () => {
  it('scores every framework in one pass exactly as scoreFramework does', () => {
    // failures capped at each severity too: the one-pass count must weigh them as addCheck does
    const capped = (['critical', 'high', 'medium', 'low'] as const).map(
      (severity): Evaluation => ({ status: 'fail', message: 'x', severity }),
    );
    const statuses = fc.constantFrom<Evaluation>(
      pass,
      fail,
      unknown,
      { status: 'not_applicable' },
      ...capped,
    );
    const outcome = fc.record({ rule: fc.constantFrom(...ALL_RULES), evaluation: statuses });
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 40 }), (list) => {
        const outcomes = list.map((o) => ({ ...o, resource: makeResource('R', o.rule.resourceTypes[0]) }));
        const checks = list.map((o) => check(o.rule.id, o.evaluation));
        const expected = Object.fromEntries(FRAMEWORK_IDS.map((f) => [f, scoreFramework(f, checks)]));
        expect(scoreOutcomes(outcomes)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

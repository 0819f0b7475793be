import { describe, expect, it } from 'vitest';
import { controlRefs } from '#shared/compliance/mapping';
import { buildViolations } from '#shared/compliance/report';
import { nameOf } from '#shared/compliance/rules/_lib/nouns';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { type Evaluation, type Rule, type RuleOutcome, severityRank } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';
import { violationId } from '#shared/compliance/violation';
import { makeResource } from '#test/fixtures/compliance';

// A stand-in rule carrying the id of a real, framework-cited rule: the report is under test here.
const rule: Rule = {
  id: 'ec2-sg-no-open-admin-ports',
  service: 'ec2',
  severity: 'critical',
  title: 'Security groups keep admin ports closed to the internet',
  description: 'Open SSH and RDP invite brute-force attacks.',
  resourceTypes: ['AWS::EC2::SecurityGroup'],
  remediation: 'Restrict CidrIp to a known range.',
  evaluate: () => ({ status: 'pass' }),
};
const sg = makeResource('WebSg', 'AWS::EC2::SecurityGroup');
const outcome = (evaluation: Evaluation): RuleOutcome => ({ rule, resource: sg, evaluation });
const opts = { frameworks: ['SAMA', 'NCA-ECC', 'CITC'] as const, detectedAt: '2026-11-21T00:00:00.000Z' };

describe('buildViolations', () => {
  it('turns a failure into a violation with the most severe control', () => {
    const [v] = buildViolations(
      [outcome({ status: 'fail', message: "Security group 'WebSg' allows SSH." })],
      opts,
    );
    const refs = controlRefs(rule.id, opts.frameworks);
    expect(v).toMatchObject({
      violation_id: violationId(rule.id, 'WebSg'),
      title: "Security group 'WebSg' allows SSH.",
      severity: refs[0].severity,
      control_id: refs[0].controlId,
      resource: 'WebSg',
      rule_id: rule.id,
      status: 'fail',
      auto_fix_available: false,
      estimated_cost: null,
      location: { line: 1, column: 3 },
    });
    expect(v.frameworks.sort()).toEqual([...new Set(refs.map((r) => r.framework))].sort());
    expect(v.description).toContain(rule.description);
  });

  it('reports an undecidable check at low severity with the reason', () => {
    const [v] = buildViolations(
      [outcome({ status: 'unknown', reason: 'CidrIp comes from an import' })],
      opts,
    );
    expect(v.severity).toBe('low');
    expect(v.title).toMatch(/^Could not evaluate .* because CidrIp comes from an import\.$/);
    // Named the way every finding names a resource, not by its raw CloudFormation type.
    expect(v.title).toContain(` on ${nameOf(sg)} because`);
    expect(v.title).toContain("Security group 'WebSg'");
    expect(v.impact).toContain("Security group 'WebSg'");
  });

  it('skips passes, not-applicable checks and frameworks that do not cite the rule', () => {
    expect(
      buildViolations([outcome({ status: 'pass' }), outcome({ status: 'not_applicable' })], opts),
    ).toEqual([]);
    const uncited = buildViolations([outcome({ status: 'fail', message: 'x' })], {
      ...opts,
      frameworks: ['CITC'],
    });
    expect(controlRefs(rule.id, ['CITC'])).toEqual([]);
    expect(uncited).toEqual([]);
  });

  it('keeps violation ids stable per rule and resource', () => {
    expect(violationId('a', 'B')).toBe(violationId('a', 'B'));
    expect(violationId('a', 'B')).not.toBe(violationId('a', 'C'));
    expect(violationId('a', 'B')).toMatch(/^v-[0-9a-f]{16}$/);
  });
  it('orders findings most severe first, then by line and rule id, ties as they arrived', () => {
    // Rules of every severity on resources at scattered lines (some shared), in arrival order that
    // is not the report's: the result must be what a stable comparison sort gives.
    const rules = ALL_RULES.filter((r) => controlRefs(r.id, opts.frameworks).length > 0).slice(0, 40);
    const outcomes: RuleOutcome[] = [];
    for (let i = 0; i < 60; i++) {
      const resource = {
        ...makeResource(`R${i}`, 'AWS::S3::Bucket'),
        location: { line: (i * 37) % 23, column: 3 },
      };
      for (let j = 0; j < 5; j++) {
        const r = rules[(i * 7 + j * 11) % rules.length];
        outcomes.push({ rule: r, resource, evaluation: { status: 'fail', message: `${r.id} on R${i}` } });
      }
    }
    const violations = buildViolations(outcomes, opts);
    const line = (v: Violation) => v.location?.line ?? 0;
    const expected = [...violations]
      .sort(
        (a, b) =>
          outcomes.findIndex((o) => o.evaluation.status === 'fail' && o.evaluation.message === a.title) -
          outcomes.findIndex((o) => o.evaluation.status === 'fail' && o.evaluation.message === b.title),
      )
      .sort(
        (a, b) =>
          severityRank(a.severity) - severityRank(b.severity) ||
          line(a) - line(b) ||
          (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0),
      );
    expect(violations.length).toBe(outcomes.length);
    expect(new Set(violations.map((v) => v.severity)).size).toBeGreaterThan(1);
    expect(violations.map((v) => v.title)).toEqual(expected.map((v) => v.title));
  });
});

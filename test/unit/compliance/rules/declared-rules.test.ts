import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { FRAMEWORKS } from '#shared/compliance/frameworks/index';
import { CONTROL_THEMES } from '#shared/compliance/frameworks/themes';
import { PEER_ROWS } from '#shared/compliance/output/peer-checks';
import { DECLARED_SPECS } from '#shared/compliance/rules/declared/index';
import { scanTemplate } from '#shared/compliance/scan';
import { templateBody } from '#test/fixtures/compliance';
import { DECLARED_EXAMPLES } from '#test/fixtures/rule-examples/declared';

/** The resources that fail `rule`, through the product path (YAML text, parse, resolve, scan). */
function failing(rule: string, resources: Record<string, unknown>): string[] {
  const text = stringify(templateBody(resources));
  return scanTemplate(text, { region: 'me-south-1' })
    .violations.filter((v) => v.status === 'fail' && v.rule_id === rule)
    .map((v) => v.resource);
}

describe('declared rules (Prowler checks on CloudFormation types, issue 30)', () => {
  it('has a planted and a clean example for every declared rule, and none for a rule that does not exist', () => {
    const ids = DECLARED_SPECS.map((s) => s.id).sort();
    expect(Object.keys(DECLARED_EXAMPLES).sort()).toEqual(ids);
  });

  it.each(DECLARED_SPECS.map((s) => [s.id] as const))(
    '%s: the planted template fails on its resource, the clean one does not',
    (id) => {
      const { planted, clean } = DECLARED_EXAMPLES[id];
      expect(failing(id, planted)).toEqual(['Thing']);
      expect(failing(id, clean)).toEqual([]);
    },
  );

  it('names the security events a trail has no alarm on, and only those', () => {
    const { planted } = DECLARED_EXAMPLES['cloudwatch-security-event-alarms'];
    const finding = scanTemplate(stringify(templateBody(planted)), { region: 'me-south-1' }).violations.find(
      (v) => v.rule_id === 'cloudwatch-security-event-alarms',
    );
    expect(finding?.description).toContain('no metric filter and alarm on use of the root user.');
  });

  // A deployment role updates only the functions tagged as its own, and denies what it must never do:
  // neither is a grant on every resource. A condition on who acts (TLS) scopes nothing.
  it.each<[string, Record<string, unknown> | undefined, string | undefined, string[], boolean?]>([
    ['a resource-tag condition', { StringEquals: { 'aws:ResourceTag/managed-by': 'sahab' } }, undefined, []],
    [
      'a boundary condition',
      { StringEquals: { 'iam:PermissionsBoundary': 'arn:aws:iam::1:policy/b' } },
      undefined,
      [],
    ],
    ['an unconditional Deny beside it', undefined, 'lambda:Update*', []],
    ['a TLS condition only', { Bool: { 'aws:SecureTransport': 'true' } }, undefined, ['Thing']],
    ['a Deny with a condition', undefined, 'lambda:UpdateFunctionCode', ['Thing'], true],
  ])('iam-no-privilege-escalation with %s', (_name, Condition, denied, expected, denyConditioned = false) => {
    const Statement: Record<string, unknown>[] = [
      { Effect: 'Allow', Action: ['lambda:*'], Resource: '*', ...(Condition && { Condition }) },
    ];
    if (denied)
      Statement.push({
        Effect: 'Deny',
        Action: denied,
        Resource: '*',
        ...(denyConditioned && { Condition: { Bool: { 'aws:MultiFactorAuthPresent': 'false' } } }),
      });
    const resources = {
      Thing: {
        Type: 'AWS::IAM::ManagedPolicy',
        Properties: { PolicyDocument: { Version: '2012-10-17', Statement } },
      },
    };
    expect(failing('iam-no-privilege-escalation', resources)).toEqual(expected);
  });

  it('lists each declared rule under the controls its themes name, in every framework the theme maps', () => {
    for (const spec of DECLARED_SPECS) {
      for (const theme of spec.controls) {
        for (const [framework, ids] of Object.entries(CONTROL_THEMES[theme])) {
          for (const controlId of ids) {
            const control = FRAMEWORKS[framework as keyof typeof FRAMEWORKS].controls.find(
              (c) => c.id === controlId,
            );
            expect(
              control?.evidence.map((e) => e.ruleId),
              `${spec.id} in ${framework} ${controlId}`,
            ).toContain(spec.id);
          }
        }
      }
    }
  });

  it('pairs each declared rule with its Prowler checks for the coverage table', () => {
    for (const spec of DECLARED_SPECS) {
      expect(PEER_ROWS.find((r) => r.rule === spec.id)?.prowler).toEqual(spec.prowler);
    }
  });
});

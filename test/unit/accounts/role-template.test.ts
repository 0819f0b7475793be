import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { ACCESS_ROLE_NAME, EXECUTION_ROLE_NAME, ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { scanTemplate } from '#shared/compliance/scan';
import { FRAMEWORK_IDS } from '#shared/compliance/types';
import { resolvedRoleTemplate, roleTemplateParameters } from '#test/fixtures/accounts';

type Statement = Record<string, unknown>;
const statementsOf = (document: unknown) => (document as { Statement: Statement[] }).Statement;

// AWS's validator compiles its WebAssembly on first use: seconds, far more on a loaded machine
beforeAll(() => {
  getTemplateValidator().validate('Resources: {}');
}, 180_000);

describe('cross-account role template', () => {
  it('is the file the site serves', () => {
    const served = readFileSync('web/public/sahab-role.yaml', 'utf8');
    // If this fails, run `npx tsx bin/role-template.ts` to rewrite the served copy.
    expect(served).toBe(ROLE_TEMPLATE);
  });

  it('scores at least 95 on every framework in our own scanner', () => {
    const scan = scanTemplate(ROLE_TEMPLATE, {
      parameters: roleTemplateParameters(),
      region: 'me-central-1',
    });
    for (const framework of FRAMEWORK_IDS) {
      expect(scan.scores[framework].score, framework).toBeGreaterThanOrEqual(95);
      expect(scan.scores[framework].passed, framework).toBeGreaterThan(0);
    }
  });

  it("has no ERROR from AWS's offline validator", () => {
    const diagnostics = getTemplateValidator().validate(ROLE_TEMPLATE, {
      parameters: roleTemplateParameters(),
      region: 'me-central-1',
    });
    expect(diagnostics.filter((d) => d.severity === 'ERROR')).toEqual([]);
  }, 180_000);

  it('lets only the platform account assume the access role, and only with the external id', () => {
    const role = resolvedRoleTemplate(roleTemplateParameters('user-42', '999988887777')).get(
      'SahabAccessRole',
    );
    expect(role?.properties.RoleName).toBe(ACCESS_ROLE_NAME);
    const [trust, ...others] = statementsOf(role?.properties.AssumeRolePolicyDocument);
    expect(others).toEqual([]);
    expect(trust.Principal).toEqual({ AWS: 'arn:aws:iam::999988887777:root' });
    expect(trust.Condition).toEqual({ StringEquals: { 'sts:ExternalId': 'user-42' } });
  });

  it('lets the access role pass only the execution role, and only CloudFormation assume that', () => {
    const resources = resolvedRoleTemplate();
    const access = resources.get('SahabAccessRole');
    const execution = resources.get('SahabCloudFormationExecutionRole');
    expect(execution?.properties.RoleName).toBe(EXECUTION_ROLE_NAME);
    const policies = access?.properties.Policies as { PolicyDocument: unknown }[];
    const passing = policies
      .flatMap((p) => statementsOf(p.PolicyDocument))
      .filter((s) => [s.Action].flat().some((action) => String(action).startsWith('iam:')));
    expect(passing).toHaveLength(1);
    expect(passing[0].Action).toBe('iam:PassRole');
    expect(passing[0].Resource).toMatchObject({ refs: ['SahabCloudFormationExecutionRole'] });
    const [trust] = statementsOf(execution?.properties.AssumeRolePolicyDocument);
    expect(trust.Principal).toEqual({ Service: 'cloudformation.amazonaws.com' });
  });

  it("grants the scan's own reads explicitly: every enabled region, Cloud Control and WAF associations", () => {
    const access = resolvedRoleTemplate().get('SahabAccessRole');
    const policies = access?.properties.Policies as { PolicyDocument: unknown }[];
    const allowed = policies
      .flatMap((p) => statementsOf(p.PolicyDocument))
      .filter((s) => s.Effect === 'Allow')
      .flatMap((s) => [s.Action].flat());
    for (const action of [
      'ec2:DescribeRegions',
      'cloudcontrol:ListResources',
      'cloudcontrol:GetResource',
      'wafv2:ListWebACLs',
      'wafv2:ListResourcesForWebACL',
    ])
      expect(allowed).toContain(action);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { scanTemplate } from '#shared/compliance/scan';
import { compliantPlatformTemplate } from '#test/fixtures/rule-examples/platform-compliant';

/** The services the compliant platform template exercises (identity, keys, logging, edge...). */
const PLATFORM_SERVICES = new Set([
  'apigateway',
  'backup',
  'cloudfront',
  'cloudtrail',
  'ecr',
  'ecs',
  'elb',
  'iam',
  'kms',
  'lambda',
  'logs',
  'monitoring',
  'secretsmanager',
  'sns',
  'sqs',
  'stepfunctions',
  'waf',
]);
const ids = new Set(ALL_RULES.filter((r) => PLATFORM_SERVICES.has(r.service)).map((r) => r.id));
/**
 * Rules on resource types a compliant platform does not have: IAM users and their keys, a classic
 * load balancer and a Network Load Balancer (it uses an Application Load Balancer), WAF Classic
 * (it uses WAFv2) and IAM Roles Anywhere (its workloads run in AWS).
 */
const NO_COMPLIANT_RESOURCE = [
  'iam-no-iam-users',
  'iam-no-access-keys',
  'iam-user-no-inline-admin',
  'iam-user-no-policies',
  'elb-classic-acm-certificate',
  'waf-classic-rule-has-conditions',
  'elb-classic-access-logs',
  'elb-classic-connection-draining',
  'elb-classic-cross-zone',
  'elb-classic-multi-az',
  'elbv2-cross-zone',
  'elbv2-nlb-tls',
  'rolesanywhere-profile-scoped',
];

// AWS's validator compiles its WebAssembly on first use: seconds, far more on a loaded machine
beforeAll(() => {
  getTemplateValidator().validate('Resources: {}');
}, 180_000);

describe('platform rules on a compliant template with intrinsic functions', () => {
  // Act once: parse, resolve and evaluate the whole template through the real engine.
  const outcomes = scanTemplate(compliantPlatformTemplate).outcomes.filter((o) => ids.has(o.rule.id));

  it('is valid CloudFormation', () => {
    const errors = getTemplateValidator()
      .validate(compliantPlatformTemplate)
      .filter((d) => d.severity === 'ERROR');
    expect(errors).toEqual([]);
  });

  it('raises no failure and no unknown', () => {
    const findings = outcomes
      .filter((o) => o.evaluation.status === 'fail' || o.evaluation.status === 'unknown')
      .map((o) => `${o.rule.id} ${o.resource.logicalId}: ${JSON.stringify(o.evaluation)}`);
    expect(findings).toEqual([]);
  });

  it('passes every platform rule at least once', () => {
    const passed = new Set(outcomes.filter((o) => o.evaluation.status === 'pass').map((o) => o.rule.id));
    expect([...ids].filter((id) => !passed.has(id) && !NO_COMPLIANT_RESOURCE.includes(id))).toEqual([]);
  });
});

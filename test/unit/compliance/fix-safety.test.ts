import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import { fixTemplate } from '#shared/compliance/fix/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { makeRule } from '#test/fixtures/compliance';
import { readRealWorldTemplate } from '#test/fixtures/real-world';

const fixOf = (file: string) => fixViolations(readRealWorldTemplate(file), undefined, { file });
const finding = (text: string, ruleId: string, resource: string) =>
  scanTemplate(text).violations.find((v) => v.rule_id === ruleId && v.resource === resource);

describe('auto-fix safety', () => {
  it('a companion resource copies the Condition of the resource it protects', () => {
    const fixed = fixOf('static-site.yaml');
    const body = parseTemplate(fixed.text).body as { Resources: Record<string, Record<string, unknown>> };
    const policies = Object.values(body.Resources).filter(
      (r) => r.Type === 'AWS::S3::BucketPolicy' && JSON.stringify(r).includes('LogsBucket'),
    );
    expect(policies.length).toBe(1);
    expect(policies[0].Condition).toBe('IsProd');
  });

  const publicDbParameter = () =>
    readRealWorldTemplate('lamp-classic.yaml').replace(
      "AllowedValues: ['true', 'false']\n    Default: 'false'",
      "AllowedValues: ['true', 'false']\n    Default: 'true'",
    );

  it('never replaces a Ref to a parameter with a literal: it changes the Default the Ref reads', () => {
    const text = publicDbParameter();
    const v = finding(text, 'rds-not-publicly-accessible', 'MySQLDatabase');
    expect(v?.auto_fix_available).toBe(true);
    const fixed = fixViolations(text);
    expect(fixed.text).toContain('PubliclyAccessible: !Ref DBPublic');
    const parameters = parseTemplate(fixed.text).body.Parameters as Record<string, Record<string, unknown>>;
    expect(parameters.DBPublic).toEqual({
      Type: 'String',
      AllowedValues: ['true', 'false'],
      Default: 'false',
    });
    expect(finding(fixed.text, 'rds-not-publicly-accessible', 'MySQLDatabase')).toBeUndefined();
  });

  it('leaves a parameter given a value at deployment alone: the fix becomes a suggestion', () => {
    const text = publicDbParameter();
    const opts = { parameters: { DBPublic: 'true' } };
    const v = scanTemplate(text, opts).violations.find((x) => x.rule_id === 'rds-not-publicly-accessible');
    expect(v?.auto_fix_available).toBe(false);
    expect(v?.remediation).toContain('parameter DBPublic');
    const fixed = fixViolations(text, [v?.violation_id ?? ''], opts);
    expect(fixed.text).toBe(text);
    expect(fixed.suggestions.map((s) => s.ruleId)).toContain('rds-not-publicly-accessible');
  });

  it('leaves a parameter read elsewhere too alone: the fix becomes a suggestion', () => {
    const text = `${publicDbParameter()}Outputs:\n  DatabaseIsPublic:\n    Value: !Ref DBPublic\n`;
    const v = finding(text, 'rds-not-publicly-accessible', 'MySQLDatabase');
    expect(v?.auto_fix_available).toBe(false);
    expect(v?.remediation).toContain('other parts of the template read too');
    expect(fixViolations(text, [v?.violation_id ?? '']).text).toBe(text);
  });

  it.each([
    ['serverless-api.yaml', 'sns-encrypted', 'AlarmTopic', 'CloudWatch alarms'],
    ['container-service.json', 'ecs-readonly-root-fs', 'TaskDefinition', 'read-only root'],
    ['static-site.yaml', 'cloudfront-origin-https', 'Distribution', 'http-only'],
  ])('%s: the risky %s fix on %s is only suggested', (file, ruleId, resource, why) => {
    const text = readRealWorldTemplate(file);
    const v = finding(text, ruleId, resource);
    expect(v?.status).toBe('fail');
    expect(v?.auto_fix_available).toBe(false);
    expect(v?.remediation).toContain(why);
    const fixed = fixViolations(text);
    expect(fixed.changes.map((c) => c.ruleId)).not.toContain(ruleId);
    expect(fixed.suggestions.map((s) => s.ruleId)).toContain(ruleId);
  });

  it('two fixes writing LoadBalancerAttributes compose instead of the second dropping the first', () => {
    // Deletion protection is no longer applied (an owner's decision), so no sample template has two
    // applied fixes on one list: two rules that each append an attribute, as the ELB rules do.
    const text = readRealWorldTemplate('container-service.json');
    const appending = (key: string) =>
      makeRule(
        `elb-test-${key.split('.')[0]}`,
        ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
        () => ({ status: 'fail', message: `needs ${key}` }),
        (lb) => {
          const list = lb.properties.LoadBalancerAttributes;
          const at = Array.isArray(list) ? list.length : 0;
          const path = ['Resources', lb.logicalId, 'Properties', 'LoadBalancerAttributes', at];
          return [{ op: 'set', path, value: { Key: key, Value: 'true' } }];
        },
      );
    const rules = [
      appending('deletion_protection.enabled'),
      appending('routing.http.drop_invalid_header_fields.enabled'),
    ];
    const { resources, ctx } = loadTemplate(text);
    const fixed = fixTemplate(text, evaluateTemplate(resources, ctx, rules), ctx);
    expect(fixed.changes.map((c) => c.logicalId)).toEqual(['LoadBalancer', 'LoadBalancer']);
    const body = parseTemplate(fixed.text).body as {
      Resources: { LoadBalancer: { Properties: { LoadBalancerAttributes: { Key: string }[] } } };
    };
    const keys = body.Resources.LoadBalancer.Properties.LoadBalancerAttributes.map((a) => a.Key);
    expect(keys).toContain('idle_timeout.timeout_seconds');
    expect(keys).toEqual(
      expect.arrayContaining([
        'deletion_protection.enabled',
        'routing.http.drop_invalid_header_fields.enabled',
      ]),
    );
  });

  it('JSON keeps its 4-space indentation, so unchanged lines stay unchanged', () => {
    const original = readRealWorldTemplate('container-service.json');
    const fixed = fixOf('container-service.json').text;
    expect(fixed).not.toBe(original);
    expect(fixed.startsWith('{\n    "AWSTemplateFormatVersion"')).toBe(true);
    const before = new Set(original.split('\n'));
    const kept = fixed.split('\n').filter((line) => before.has(line)).length;
    expect(kept / original.split('\n').length).toBeGreaterThan(0.8);
  });

  it('claims an automatic fix only where the fix applies', () => {
    for (const file of [
      'static-site.yaml',
      'container-service.json',
      'serverless-api.yaml',
      'lamp-classic.yaml',
    ]) {
      const text = readRealWorldTemplate(file);
      const claimed = scanTemplate(text)
        .violations.filter((v) => v.auto_fix_available)
        .map((v) => v.violation_id);
      const applied = fixViolations(text).changes.map((c) => `${c.ruleId}:${c.logicalId}`);
      const claimedKeys = scanTemplate(text)
        .violations.filter((v) => v.auto_fix_available)
        .map((v) => `${v.rule_id}:${v.resource}`);
      expect(claimed.length).toBe(claimedKeys.length);
      expect(claimedKeys.filter((k) => !applied.includes(k))).toEqual([]);
    }
  });
});

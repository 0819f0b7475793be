// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { isUnknown } from '#shared/cfn/unknown';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import { fixOutlooks, fixTemplate } from '#shared/compliance/fix/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { makeRule, templateBody } from '#test/fixtures/compliance';

/**
 * A database whose backup retention may come from a parameter: an Aurora cluster, where the
 * service specification says changing it never replaces the cluster (on an instance it may, and
 * that fix is withheld), or an instance for the tests of other properties.
 */
const database = (retention: unknown, kind: 'cluster' | 'instance' = 'cluster') => ({
  Db:
    kind === 'cluster'
      ? {
          Type: 'AWS::RDS::DBCluster',
          Properties: {
            Engine: 'aurora-postgresql',
            MasterUsername: 'app',
            ManageMasterUserPassword: true,
            StorageEncrypted: true,
            BackupRetentionPeriod: retention,
          },
        }
      : {
          Type: 'AWS::RDS::DBInstance',
          Properties: {
            Engine: 'postgres',
            DBInstanceClass: 'db.t4g.micro',
            AllocatedStorage: '20',
            MasterUsername: 'app',
            ManageMasterUserPassword: true,
            StorageEncrypted: true,
            BackupRetentionPeriod: retention,
          },
        },
});
const versioned = (status: unknown) => ({
  Data: { Type: 'AWS::S3::Bucket', Properties: { VersioningConfiguration: { Status: status } } },
});
const asJson = (resources: Record<string, unknown>, parameters: Record<string, unknown>) =>
  JSON.stringify(templateBody(resources, { Parameters: parameters }), null, 2);

/** Fixes only `ruleId`'s findings and returns the finding before, the fix and the parameters after. */
function fixRule(text: string, ruleId: string) {
  const before = scanTemplate(text).violations.find((v) => v.rule_id === ruleId);
  if (!before) throw new Error(`${ruleId} does not fail`);
  const fixed = fixViolations(text, [before.violation_id]);
  const parameters = parseTemplate(fixed.text).body.Parameters as Record<string, Record<string, unknown>>;
  const after = scanTemplate(fixed.text).violations.find((v) => v.rule_id === ruleId);
  return { before, fixed, parameters, after };
}

/**
 * A number fix as the retention rules had before they became owner's decisions (only suggested):
 * BackupRetentionPeriod raised to 7, so the planner's Number handling is tested through a rule.
 */
const retentionRule = makeRule(
  'test-retention',
  ['AWS::RDS::DBCluster', 'AWS::RDS::DBInstance'],
  (db) => {
    const days = db.properties.BackupRetentionPeriod;
    if (isUnknown(days)) return { status: 'unknown', reason: 'unresolved' };
    return Number(days) >= 7 ? { status: 'pass' } : { status: 'fail', message: 'short' };
  },
  (db) => [{ op: 'set', path: ['Resources', db.logicalId, 'Properties', 'BackupRetentionPeriod'], value: 7 }],
);

/** The retention rule's fix on `text`: the outlook the finding shows, the fix, the parameters after. */
function fixRetention(text: string) {
  const { resources, ctx } = loadTemplate(text);
  const outcomes = evaluateTemplate(resources, ctx, [retentionRule]);
  const failing = outcomes.find((o) => o.evaluation.status === 'fail');
  if (!failing) throw new Error('the retention rule does not fail');
  const outlook = fixOutlooks(ctx, parseTemplate(text).body)(retentionRule, failing.resource);
  const fixed = fixTemplate(text, [failing], ctx);
  const parameters = parseTemplate(fixed.text).body.Parameters as Record<string, Record<string, unknown>>;
  const after = loadTemplate(fixed.text);
  const still = evaluateTemplate(after.resources, after.ctx, [retentionRule]).some(
    (o) => o.evaluation.status === 'fail',
  );
  return { outlook, fixed, parameters, still };
}

describe('a fix of a value read from a parameter', () => {
  it('moves a Number parameter Default and widens its MaxValue', () => {
    const text = asJson(database({ Ref: 'Retention' }), {
      Retention: { Type: 'Number', Default: 1, MinValue: 0, MaxValue: 5 },
    });
    const run = fixRetention(text);
    expect(run.outlook.auto).toBe(true);
    expect(run.parameters.Retention).toEqual({ Type: 'Number', Default: 7, MinValue: 0, MaxValue: 7 });
    expect(JSON.parse(run.fixed.text).Resources.Db.Properties.BackupRetentionPeriod).toEqual({
      Ref: 'Retention',
    });
    expect(run.fixed.changes[0].parameterDefaults).toEqual([{ parameter: 'Retention', from: 1, to: 7 }]);
    expect(run.still).toBe(false);
  });

  it('keeps a Default written as text as text, and adds the new value to AllowedValues', () => {
    const text = asJson(database({ Ref: 'Retention' }), {
      Retention: { Type: 'Number', Default: '1', AllowedValues: ['1', '3'] },
    });
    const run = fixRetention(text);
    expect(run.parameters.Retention).toEqual({
      Type: 'Number',
      Default: '7',
      AllowedValues: ['1', '3', '7'],
    });
    expect(run.still).toBe(false);
  });

  it.each([
    [
      'a type whose value the fix cannot choose',
      { Type: 'AWS::SSM::Parameter::Value<String>', Default: '/db/retention' },
      'type',
    ],
    ['NoEcho', { Type: 'Number', Default: 1, NoEcho: true }, 'NoEcho'],
  ])('is only suggested for a parameter with %s', (_what, declaration, why) => {
    const text = asJson(database({ Ref: 'Retention' }), { Retention: declaration });
    // An SSM parameter resolves to an unknown value: nothing fails, so nothing is fixed either.
    if (declaration.Type !== 'Number') return expect(() => fixRetention(text)).toThrow('does not fail');
    const run = fixRetention(text);
    expect(run.outlook.auto).toBe(false);
    expect(run.outlook.withheld).toContain(why);
    expect(run.fixed.text).toBe(text);
  });

  it('is only suggested for a String parameter whose AllowedPattern the new value does not match', () => {
    const resources = database(7, 'instance') as { Db: { Properties: Record<string, unknown> } };
    resources.Db.Properties.PubliclyAccessible = { Ref: 'Public' };
    const text = asJson(resources, {
      Public: { Type: 'String', Default: 'true', AllowedPattern: 'true|yes' },
    });
    const v = scanTemplate(text).violations.find((x) => x.rule_id === 'rds-not-publicly-accessible');
    expect(v?.status).toBe('fail');
    expect(v?.auto_fix_available).toBe(false);
    expect(v?.remediation).toContain('constraints');
    const withoutPattern = asJson(resources, { Public: { Type: 'String', Default: 'true' } });
    const run = fixRule(withoutPattern, 'rds-not-publicly-accessible');
    expect(run.parameters.Public).toEqual({ Type: 'String', Default: 'false' });
    expect(run.after).toBeUndefined();
  });

  it('is only suggested when the fix would replace the container holding the Ref', () => {
    const text = asJson(versioned({ Ref: 'Versioning' }), {
      Versioning: { Type: 'String', Default: 'Suspended', AllowedValues: ['Enabled', 'Suspended'] },
    });
    const v = scanTemplate(text).violations.find((x) => x.rule_id === 's3-bucket-versioning');
    expect(v?.status).toBe('fail');
    expect(v?.auto_fix_available).toBe(false);
    expect(v?.remediation).toContain('parameter Versioning');
    const fixed = fixViolations(text, [v?.violation_id ?? '']);
    expect(fixed.text).toBe(text);
    expect(fixed.suggestions.map((s) => s.ruleId)).toEqual(['s3-bucket-versioning']);
  });

  it('counts ${Name} in Fn::Sub as a second reader of the parameter', () => {
    const resources = {
      ...database({ Ref: 'Retention' }),
      Note: {
        Type: 'AWS::SSM::Parameter',
        Properties: { Type: 'String', Value: { 'Fn::Sub': 'kept ${Retention} days' } },
      },
    };
    const text = asJson(resources, { Retention: { Type: 'Number', Default: 1 } });
    const run = fixRetention(text);
    expect(run.outlook.auto).toBe(false);
    expect(run.outlook.withheld).toContain('other parts of the template read too');
  });
});

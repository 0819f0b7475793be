import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { scanTemplate } from '#shared/compliance/scan';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { readRealWorldTemplate } from '#test/fixtures/real-world';

const rule = (id: string) => {
  const found = ALL_RULES.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};
const findings = (file: string, region?: string) =>
  scanTemplate(readRealWorldTemplate(file), { region, file }).violations;
const on = (file: string, resource: string) => findings(file).filter((v) => v.resource === resource);

describe('severity calibration', () => {
  it('a missing DataClassification tag is low, not high', () => {
    const tag = findings('serverless-api.yaml').filter((v) => v.rule_id === 'tagging-data-classification');
    expect(tag.length).toBeGreaterThan(0);
    expect(new Set(tag.map((v) => v.severity))).toEqual(new Set(['low']));
  });

  it('an attached AdministratorAccess is as critical as an inline *:* policy', () => {
    const [admin] = on('vpc-network.yaml', 'AdminRole').filter(
      (v) => v.rule_id === 'iam-role-no-admin-managed-policy',
    );
    const [inline] = on('vpc-network.yaml', 'Operator');
    expect([admin.severity, inline.severity]).toEqual(['critical', 'critical']);
  });

  it('Multi-AZ is availability: medium', () => {
    const [multiAz] = on('lamp-classic.yaml', 'MySQLDatabase').filter((v) => v.rule_id === 'rds-multi-az');
    expect(multiAz.severity).toBe('medium');
  });

  it.each([
    [
      'an RDS instance keeping 7 days of backups',
      makeResource('Db', 'AWS::RDS::DBInstance', { BackupRetentionPeriod: 7 }),
    ],
    [
      'an Aurora cluster keeping 14 days',
      makeResource('Cl', 'AWS::RDS::DBCluster', { BackupRetentionPeriod: 14 }),
    ],
    ['a read replica', makeResource('Rr', 'AWS::RDS::DBInstance', { SourceDBInstanceIdentifier: 'primary' })],
    [
      'a DynamoDB table with PITR',
      makeResource('T', 'AWS::DynamoDB::Table', {
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    ],
    [
      'an EFS file system with its backup policy',
      makeResource('F', 'AWS::EFS::FileSystem', { BackupPolicy: { Status: 'ENABLED' } }),
    ],
  ])('no Backup-plan finding on %s', (_name, store) => {
    expect(evaluate(rule('backup-plan-exists'), store).status).toBe('not_applicable');
  });

  it('residency without in-Kingdom regions: one low note per template, no critical', () => {
    const residency = findings('serverless-api.yaml', 'me-central-1').filter(
      (v) => v.rule_id === 'residency-region-in-kingdom',
    );
    expect(residency.map((v) => [v.severity, v.status])).toEqual([['low', 'unknown']]);
  });
});

describe('one problem, one finding', () => {
  it('an all-traffic security group gets one critical finding citing the admin, database and open-ingress controls', () => {
    const group = on('vpc-network.yaml', 'AllTrafficGroup');
    expect(group.map((v) => v.rule_id)).toEqual(['ec2-sg-no-open-admin-ports']);
    const cited = new Set(group[0].controls.map((c) => `${c.framework} ${c.control_id}`));
    const { controls: dbControls } = scanTemplate(
      readRealWorldTemplate('vpc-network.yaml'),
      {},
    ).violations.find((v) => v.rule_id === 'ec2-sg-no-open-admin-ports') ?? { controls: [] };
    expect(dbControls.length).toBeGreaterThan(0);
    expect(cited.size).toBeGreaterThan(
      new Set(
        scanTemplate(readRealWorldTemplate('vpc-network.yaml'))
          .violations.filter((v) => v.resource === 'BastionGroup')
          .flatMap((v) => v.controls.map((c) => `${c.framework} ${c.control_id}`)),
      ).size - 1,
    );
  });

  it('a user inline *:* policy is reported once, by the user rule', () => {
    const rules = on('vpc-network.yaml', 'Operator').map((v) => v.rule_id);
    expect(rules).toContain('iam-user-no-inline-admin');
    expect(rules).not.toContain('iam-no-admin-policy');
  });

  it('a table without PITR gets the PITR finding, not also a Backup-plan finding', () => {
    const table = makeResource('T', 'AWS::DynamoDB::Table', {});
    expect(evaluate(rule('dynamodb-pitr'), table).status).toBe('fail');
    const text = JSON.stringify({
      Resources: { T: { Type: 'AWS::DynamoDB::Table', Properties: { KeySchema: [] } } },
    });
    expect(scanTemplate(text).violations.map((v) => v.rule_id)).not.toContain('backup-plan-exists');
  });
});

describe('coverage gaps closed', () => {
  it.each([
    ['LaunchConfig', 'ec2-launch-template-no-public-ip'],
    ['LaunchConfig', 'ec2-launch-template-ebs-encrypted'],
    ['ElasticLoadBalancer', 'elb-listener-https'],
  ])('lamp-classic: %s fails %s', (resource, ruleId) => {
    expect(on('lamp-classic.yaml', resource).map((v) => v.rule_id)).toContain(ruleId);
  });

  it('finds literal passwords and secret-looking Lambda variables, not NoEcho parameters', () => {
    expect(on('aurora-cluster.yaml', 'Cluster').map((v) => v.rule_id)).toContain('secrets-no-hardcoded');
    const [fn] = on('serverless-api.yaml', 'OrdersFunction').filter(
      (v) => v.rule_id === 'secrets-no-hardcoded',
    );
    expect(fn.title).toContain('Environment.Variables.STRIPE_SECRET_KEY');
    expect(fn.title).not.toContain('TABLE');
    // A password from a NoEcho parameter is the right way (issue 19): not flagged, default or not.
    expect(on('lamp-classic.yaml', 'MySQLDatabase').map((v) => v.rule_id)).not.toContain(
      'secrets-no-hardcoded',
    );
    const fromParameter = makeResource('Db', 'AWS::RDS::DBInstance', {
      MasterUserPassword: unknownValue('a Ref to parameter DBPassword, which has no default'),
    });
    expect(evaluate(rule('secrets-no-hardcoded'), fromParameter).status).toBe('pass');
    const pointer = makeResource('Fn', 'AWS::Lambda::Function', {
      Environment: {
        Variables: { DB_PASSWORD_SECRET_ARN: 'arn:aws:secretsmanager:me-central-1:1:secret:x' },
      },
    });
    expect(evaluate(rule('secrets-no-hardcoded'), pointer).status).toBe('pass');
  });

  it('an OpenSearch domain on a public endpoint allowing Principal * is critical; inside a VPC it is not judged', () => {
    const [open] = on('search-domain.yaml', 'SearchDomain').filter(
      (v) => v.rule_id === 'opensearch-policy-no-public',
    );
    expect(open.severity).toBe('critical');
    const inVpc = makeResource('D', 'AWS::OpenSearchService::Domain', {
      VPCOptions: { SubnetIds: ['subnet-1'] },
      AccessPolicies: { Statement: [{ Effect: 'Allow', Principal: '*', Action: 'es:*' }] },
    });
    expect(evaluate(rule('opensearch-policy-no-public'), inVpc).status).toBe('not_applicable');
  });
});

import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { backupPlanExists } from '#shared/compliance/rules/backup/backup-plan-exists';
import { backupPlanRetention } from '#shared/compliance/rules/backup/backup-plan-retention';
import { backupVaultEncrypted } from '#shared/compliance/rules/backup/backup-vault-encrypted';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const selection = (spec: Record<string, unknown>) =>
  makeResource('Selection', 'AWS::Backup::BackupSelection', {
    BackupPlanId: ref('Plan'),
    BackupSelection: { SelectionName: 'all', IamRoleArn: 'arn:aws:iam::1:role/backup', ...spec },
  });
const table = (props: Record<string, unknown> = {}) =>
  makeResource('Orders', 'AWS::DynamoDB::Table', { KeySchema: [], ...props });

describe(backupVaultEncrypted.id, () => {
  it('Noncompliance 1: no EncryptionKeyArn', () => {
    const vault = makeResource('Vault', 'AWS::Backup::BackupVault', { BackupVaultName: 'v' });
    expect(evaluate(backupVaultEncrypted, vault).status).toBe('fail');
  });

  it('Compliance', () => {
    const vault = makeResource('Vault', 'AWS::Backup::BackupVault', { EncryptionKeyArn: ref('BackupKey') });
    expect(evaluate(backupVaultEncrypted, vault).status).toBe('pass');
  });

  it('Unknown: EncryptionKeyArn is set by a condition', () => {
    const vault = makeResource('Vault', 'AWS::Backup::BackupVault', { EncryptionKeyArn: CONDITION });
    expect(evaluate(backupVaultEncrypted, vault).status).toBe('unknown');
  });
});

describe(backupPlanRetention.id, () => {
  const plan = (...rules: unknown[]) =>
    makeResource('Plan', 'AWS::Backup::BackupPlan', {
      BackupPlan: { BackupPlanName: 'p', BackupPlanRule: rules },
    });
  const rule = (DeleteAfterDays: unknown) => ({
    RuleName: 'daily',
    TargetBackupVault: 'v',
    Lifecycle: { DeleteAfterDays },
  });

  it('Noncompliance 1: a rule keeps recovery points for 7 days', () => {
    const result = evaluate(backupPlanRetention, plan(rule(35), rule(7)));
    expect(result.status === 'fail' && result.message).toContain("rule 'daily' after 7 days");
  });

  it('Compliance', () => {
    expect(
      evaluate(backupPlanRetention, plan(rule(35), { RuleName: 'forever', TargetBackupVault: 'v' })).status,
    ).toBe('pass');
  });

  it('Unknown: DeleteAfterDays comes from a parameter without a default', () => {
    expect(
      evaluate(backupPlanRetention, plan(rule(unknownValue('parameter Days, which has no default')))).status,
    ).toBe('unknown');
  });
});

describe(backupPlanExists.id, () => {
  it('Noncompliance 1: the template has no backup selection', () => {
    expect(evaluate(backupPlanExists, table())).toEqual({
      status: 'fail',
      message: "DynamoDB table 'Orders' is not covered by any AWS Backup selection.",
    });
  });

  it('Noncompliance 2: the selection picks another resource type and another tag', () => {
    const sel = selection({
      Resources: ['arn:aws:rds:*:*:db:*'],
      ListOfTags: [{ ConditionType: 'STRINGEQUALS', ConditionKey: 'backup', ConditionValue: 'daily' }],
    });
    expect(
      evaluate(backupPlanExists, table({ Tags: [{ Key: 'backup', Value: 'none' }] }), [sel]).status,
    ).toBe('fail');
  });

  it('Noncompliance 3: the store is excluded by NotResources', () => {
    const sel = selection({ Resources: ['*'], NotResources: [ref('Orders')] });
    expect(evaluate(backupPlanExists, table(), [sel]).status).toBe('fail');
  });

  it('Compliance: by reference, by wildcard ARN, by tag', () => {
    expect(evaluate(backupPlanExists, table(), [selection({ Resources: [ref('Orders')] })]).status).toBe(
      'pass',
    );
    expect(
      evaluate(backupPlanExists, table(), [selection({ Resources: ['arn:aws:dynamodb:*:*:table/*'] })])
        .status,
    ).toBe('pass');
    const byTag = selection({
      ListOfTags: [{ ConditionType: 'STRINGEQUALS', ConditionKey: 'backup', ConditionValue: 'daily' }],
    });
    expect(
      evaluate(backupPlanExists, table({ Tags: [{ Key: 'backup', Value: 'daily' }] }), [byTag]).status,
    ).toBe('pass');
  });

  it('Compliance: Conditions must all hold', () => {
    const sel = selection({
      Resources: ['*'],
      Conditions: { StringLike: [{ ConditionKey: 'aws:ResourceTag/env', ConditionValue: 'prod*' }] },
    });
    expect(
      evaluate(backupPlanExists, table({ Tags: [{ Key: 'env', Value: 'production' }] }), [sel]).status,
    ).toBe('pass');
    expect(evaluate(backupPlanExists, table({ Tags: [{ Key: 'env', Value: 'dev' }] }), [sel]).status).toBe(
      'fail',
    );
  });

  it('Not applicable: an Aurora instance is backed up through its cluster', () => {
    const instance = makeResource('Writer', 'AWS::RDS::DBInstance', {
      DBClusterIdentifier: ref('Cluster'),
      DBInstanceClass: 'db.r6g.large',
    });
    expect(evaluate(backupPlanExists, instance).status).toBe('not_applicable');
  });

  it('Unknown: a specific ARN of the same kind cannot be matched to a generated name', () => {
    const sel = selection({ Resources: ['arn:aws:dynamodb:me-south-1:1:table/orders-prod'] });
    expect(evaluate(backupPlanExists, table(), [sel]).status).toBe('unknown');
  });

  it('Unknown: the store tag is set by a condition', () => {
    const byTag = selection({
      ListOfTags: [{ ConditionType: 'STRINGEQUALS', ConditionKey: 'backup', ConditionValue: 'daily' }],
    });
    expect(
      evaluate(backupPlanExists, table({ Tags: [{ Key: 'backup', Value: CONDITION }] }), [byTag]).status,
    ).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { OWNERS_DECISION } from '#shared/compliance/fix/fix-template';
import { rdsAutoMinorUpgrade } from '#shared/compliance/rules/rds/rds-auto-minor-upgrade';
import { rdsBackupRetention } from '#shared/compliance/rules/rds/rds-backup-retention';
import { rdsDeletionProtection } from '#shared/compliance/rules/rds/rds-deletion-protection';
import { rdsIamAuthentication } from '#shared/compliance/rules/rds/rds-iam-authentication';
import { rdsLogExports } from '#shared/compliance/rules/rds/rds-log-exports';
import { rdsMultiAz } from '#shared/compliance/rules/rds/rds-multi-az';
import { rdsNotPubliclyAccessible } from '#shared/compliance/rules/rds/rds-not-publicly-accessible';
import { rdsStorageEncrypted } from '#shared/compliance/rules/rds/rds-storage-encrypted';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const BASE = {
  Engine: 'postgres',
  DBInstanceClass: 'db.t4g.micro',
  AllocatedStorage: '20',
  MasterUsername: 'app',
  ManageMasterUserPassword: true,
};
const db = (props: Record<string, unknown> = {}) =>
  makeResource('Db', 'AWS::RDS::DBInstance', { ...BASE, ...props });
const cluster = (props: Record<string, unknown> = {}) =>
  makeResource('Cluster', 'AWS::RDS::DBCluster', {
    Engine: 'aurora-postgresql',
    MasterUsername: 'app',
    ...props,
  });
const member = db({ Engine: 'aurora-postgresql', DBClusterIdentifier: ref('Cluster') });
/** The product path: the instance written as a template, fixed and scanned again. */
const fixDb = (rule: Parameters<typeof fixAndRescan>[0], props: Record<string, unknown>) =>
  fixAndRescan(rule, { Db: { Type: 'AWS::RDS::DBInstance', Properties: { ...BASE, ...props } } }, 'Db');

describe(rdsStorageEncrypted.id, () => {
  it('Noncompliance 1: StorageEncrypted absent on an instance', () => {
    const result = evaluate(rdsStorageEncrypted, db());
    expect(result.status === 'fail' && result.message).toBe(
      "RDS DB instance 'Db' does not encrypt its storage: StorageEncrypted is not true.",
    );
  });

  it('Noncompliance 2: an Aurora cluster with StorageEncrypted false', () => {
    expect(evaluate(rdsStorageEncrypted, cluster({ StorageEncrypted: false })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(rdsStorageEncrypted, db({ StorageEncrypted: true })).status).toBe('pass');
  });

  it('Not applicable: an Aurora cluster member', () => {
    expect(evaluate(rdsStorageEncrypted, member).status).toBe('not_applicable');
  });

  it('Unknown: StorageEncrypted set by a condition', () => {
    expect(evaluate(rdsStorageEncrypted, db({ StorageEncrypted: CONDITION })).status).toBe('unknown');
  });

  it('Fix: withheld, because StorageEncrypted replaces the database with an empty one', () => {
    const run = fixDb(rdsStorageEncrypted, {});
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions[0]).toMatch(/StorageEncrypted.*replace RDS DB instance 'Db'.*snapshot/);
  });
});

describe(rdsNotPubliclyAccessible.id, () => {
  it('Noncompliance 1: PubliclyAccessible true', () => {
    const result = evaluate(rdsNotPubliclyAccessible, db({ PubliclyAccessible: true }));
    expect(result.status === 'fail' && result.message).toContain('is publicly accessible');
  });

  it('Noncompliance 2: absent, so public whenever the VPC has an internet gateway', () => {
    const result = evaluate(rdsNotPubliclyAccessible, db());
    expect(result.status === 'fail' && result.message).toContain('internet gateway');
  });

  it('Compliance', () => {
    expect(evaluate(rdsNotPubliclyAccessible, db({ PubliclyAccessible: 'false' })).status).toBe('pass');
  });

  it('Unknown: set by a condition', () => {
    expect(evaluate(rdsNotPubliclyAccessible, db({ PubliclyAccessible: CONDITION })).status).toBe('unknown');
  });

  it('Fix', () => {
    const run = fixDb(rdsNotPubliclyAccessible, { PubliclyAccessible: true });
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(rdsBackupRetention.id, () => {
  it('Noncompliance 1: default retention of one day', () => {
    const result = evaluate(rdsBackupRetention, db());
    expect(result.status === 'fail' && result.message).toContain('kept for 1 day');
  });

  it('Noncompliance 2: backups off on a cluster', () => {
    const result = evaluate(rdsBackupRetention, cluster({ BackupRetentionPeriod: 0 }));
    expect(result.status === 'fail' && result.message).toContain('automated backups are off');
  });

  it('Compliance', () => {
    expect(evaluate(rdsBackupRetention, db({ BackupRetentionPeriod: '14' })).status).toBe('pass');
  });

  it('Not applicable: a read replica', () => {
    expect(evaluate(rdsBackupRetention, db({ SourceDBInstanceIdentifier: ref('Primary') })).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: retention from an unresolvable value', () => {
    expect(evaluate(rdsBackupRetention, db({ BackupRetentionPeriod: CONDITION })).status).toBe('unknown');
  });

  it('Fix: withheld on an instance, where the spec says BackupRetentionPeriod may replace it', () => {
    const run = fixDb(rdsBackupRetention, { BackupRetentionPeriod: 1 });
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions[0]).toMatch(/may replace.*BackupRetentionPeriod/);
  });
});

describe(rdsMultiAz.id, () => {
  it('Noncompliance 1: single-AZ', () => {
    expect(evaluate(rdsMultiAz, db({ MultiAZ: false })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(rdsMultiAz, db({ MultiAZ: true })).status).toBe('pass');
  });

  it('Not applicable: Aurora member and SQL Server Express', () => {
    expect(evaluate(rdsMultiAz, member).status).toBe('not_applicable');
    expect(evaluate(rdsMultiAz, db({ Engine: 'sqlserver-ex' })).status).toBe('not_applicable');
  });

  it('Unknown: MultiAZ set by a condition', () => {
    expect(evaluate(rdsMultiAz, db({ MultiAZ: CONDITION })).status).toBe('unknown');
  });

  it('Fix: withheld, since MultiAZ and AvailabilityZone may replace the instance', () => {
    const run = fixDb(rdsMultiAz, { AvailabilityZone: 'me-south-1a' });
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.template.Resources.Db.Properties).toHaveProperty('AvailabilityZone');
    expect(run.suggestions[0]).toMatch(/may replace/);
  });
});

describe(rdsDeletionProtection.id, () => {
  it('Noncompliance 1: instance without DeletionProtection', () => {
    expect(evaluate(rdsDeletionProtection, db()).status).toBe('fail');
  });

  it('Noncompliance 2: cluster with DeletionProtection false', () => {
    expect(evaluate(rdsDeletionProtection, cluster({ DeletionProtection: false })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(rdsDeletionProtection, cluster({ DeletionProtection: true })).status).toBe('pass');
  });

  it('Not applicable: an Aurora member (protection lives on the cluster)', () => {
    expect(evaluate(rdsDeletionProtection, member).status).toBe('not_applicable');
  });

  it('Unknown: set by a condition', () => {
    expect(evaluate(rdsDeletionProtection, db({ DeletionProtection: CONDITION })).status).toBe('unknown');
  });

  it("Fix: only suggested, an owner's decision", () => {
    const run = fixDb(rdsDeletionProtection, {});
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions).toEqual([OWNERS_DECISION]);
  });
});

describe(rdsLogExports.id, () => {
  it('Noncompliance 1: no exports', () => {
    expect(evaluate(rdsLogExports, db({ EnableCloudwatchLogsExports: [] })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(rdsLogExports, cluster({ EnableCloudwatchLogsExports: ['postgresql'] })).status).toBe(
      'pass',
    );
  });

  it('Not applicable: an Aurora member', () => {
    expect(evaluate(rdsLogExports, member).status).toBe('not_applicable');
  });

  it('Unknown: the export list is set by a condition', () => {
    expect(evaluate(rdsLogExports, db({ EnableCloudwatchLogsExports: CONDITION })).status).toBe('unknown');
  });
});

describe(rdsAutoMinorUpgrade.id, () => {
  it('Noncompliance 1: AutoMinorVersionUpgrade false', () => {
    expect(evaluate(rdsAutoMinorUpgrade, db({ AutoMinorVersionUpgrade: 'false' })).status).toBe('fail');
  });

  it('Compliance: absent (defaults to true)', () => {
    expect(evaluate(rdsAutoMinorUpgrade, db()).status).toBe('pass');
  });

  it('Unknown: set by a condition', () => {
    expect(evaluate(rdsAutoMinorUpgrade, db({ AutoMinorVersionUpgrade: CONDITION })).status).toBe('unknown');
  });

  it('Fix: withheld, since AutoMinorVersionUpgrade may replace the instance', () => {
    const run = fixDb(rdsAutoMinorUpgrade, { AutoMinorVersionUpgrade: false });
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions[0]).toMatch(/may replace.*AutoMinorVersionUpgrade/);
  });
});

describe(rdsIamAuthentication.id, () => {
  it('Noncompliance 1: PostgreSQL without IAM authentication', () => {
    expect(evaluate(rdsIamAuthentication, db()).status).toBe('fail');
  });

  it('Noncompliance 2: an Aurora MySQL cluster without it', () => {
    expect(evaluate(rdsIamAuthentication, cluster({ Engine: 'aurora-mysql' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(rdsIamAuthentication, db({ EnableIAMDatabaseAuthentication: true })).status).toBe('pass');
  });

  it('Not applicable: SQL Server does not support it', () => {
    expect(evaluate(rdsIamAuthentication, db({ Engine: 'sqlserver-se' })).status).toBe('not_applicable');
  });

  it('Unknown: the engine is a parameter without value', () => {
    expect(evaluate(rdsIamAuthentication, db({ Engine: CONDITION })).status).toBe('unknown');
  });
});

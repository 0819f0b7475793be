import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { residencyClassifiedDataCmk } from '#shared/compliance/rules/residency/residency-classified-data-cmk';
import { residencyRegionInKingdom } from '#shared/compliance/rules/residency/residency-region-in-kingdom';
import { residencyReplicationInKingdom } from '#shared/compliance/rules/residency/residency-replication-in-kingdom';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const KINGDOM = { settings: { inKingdomRegions: ['sa-example-1'] } };
const bucket = (props: Record<string, unknown> = {}) => makeResource('Data', 'AWS::S3::Bucket', props);
const confidential = [{ Key: 'DataClassification', Value: 'confidential' }];

describe(residencyRegionInKingdom.id, () => {
  it('Noncompliance 1: a region outside the configured list, named in the finding', () => {
    const result = evaluate(residencyRegionInKingdom, bucket(), [], { region: 'me-south-1', ...KINGDOM });
    const message = result.status === 'fail' ? result.message : '';
    expect(message).toContain(
      "S3 bucket 'Data' stores data in me-south-1: me-south-1 is in Bahrain, outside the in-Kingdom regions you configured.",
    );
    // each framework's residency control and what it asks for, in plain words
    expect(message).toContain('SAMA 3.4.3 needs SAMA’s prior written approval');
    expect(message).toContain(
      'NCA-ECC 4-2-3-3 asks that the information be hosted and stored inside the Kingdom',
    );
    expect(message).toContain('CITC 3-3-2 does not allow classified government data outside the Kingdom');
  });

  it('Not applicable: a store classified at a level the setting lets leave (Public); untagged ones are held to it', () => {
    const publicData = bucket({ Tags: [{ Key: 'DataClassification', Value: 'Public' }] });
    expect(evaluate(residencyRegionInKingdom, publicData, [], { region: 'me-south-1', ...KINGDOM })).toEqual({
      status: 'not_applicable',
    });
    const secret = bucket({ Tags: [{ Key: 'DataClassification', Value: 'secret' }] });
    expect(evaluate(residencyRegionInKingdom, secret, [], { region: 'me-south-1', ...KINGDOM }).status).toBe(
      'fail',
    );
    // a user who holds Public data to the list too gets the failure
    const strict = { settings: { ...KINGDOM.settings, residentClassifications: ['Public', 'Secret'] } };
    expect(
      evaluate(residencyRegionInKingdom, publicData, [], { region: 'me-south-1', ...strict }).status,
    ).toBe('fail');
  });

  it('Unknown once per template: with no in-Kingdom regions configured, only the first data store says so', () => {
    const queue = makeResource('Jobs', 'AWS::SQS::Queue', {});
    const role = makeResource('Role', 'AWS::IAM::Role', {});
    const ctx = makeContext([role, bucket(), queue], { region: 'me-south-1' });
    expect(residencyRegionInKingdom.evaluate(bucket(), ctx).status).toBe('not_applicable');
    const [first, second] = ctx.resources.filter((r) => r.type !== 'AWS::IAM::Role');
    expect(residencyRegionInKingdom.evaluate(first, ctx)).toEqual({
      status: 'unknown',
      reason:
        'no in-Kingdom regions are configured (Settings, Data residency; --in-kingdom-regions on the command line), so data residency cannot be judged for this template until they are',
    });
    expect(residencyRegionInKingdom.evaluate(second, ctx)).toEqual({ status: 'not_applicable' });
  });

  it('Noncompliance 2: a region outside a configured list', () => {
    const queue = makeResource('Jobs', 'AWS::SQS::Queue', {});
    expect(evaluate(residencyRegionInKingdom, queue, [], { region: 'eu-west-1', ...KINGDOM }).status).toBe(
      'fail',
    );
  });

  it('Compliance: the stack region is on the list', () => {
    expect(evaluate(residencyRegionInKingdom, bucket(), [], { region: 'sa-example-1', ...KINGDOM })).toEqual({
      status: 'pass',
    });
  });

  it('Unknown: the deployment region is not known', () => {
    const result = evaluate(residencyRegionInKingdom, bucket(), [], {
      region: unknownValue('chosen at deployment'),
      ...KINGDOM,
    });
    expect(result).toEqual({
      status: 'unknown',
      reason: 'the deployment region (AWS::Region) is chosen at deployment',
    });
  });
});

describe(residencyReplicationInKingdom.id, () => {
  const globalTable = (...Replicas: unknown[]) =>
    makeResource('Orders', 'AWS::DynamoDB::GlobalTable', { Replicas });
  const plan = (vault: unknown) =>
    makeResource('Plan', 'AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'daily',
        BackupPlanRule: [
          { RuleName: 'r', TargetBackupVault: 'v', CopyActions: [{ DestinationBackupVaultArn: vault }] },
        ],
      },
    });

  it('Noncompliance 1: a global table replica in another region', () => {
    const result = evaluate(
      residencyReplicationInKingdom,
      globalTable({ Region: 'me-south-1' }, { Region: 'eu-west-1' }),
      [],
      KINGDOM,
    );
    expect(result.status === 'fail' && result.message).toContain(
      "DynamoDB global table 'Orders' keeps a replica in eu-west-1: region eu-west-1 is not on the in-Kingdom list",
    );
  });

  it('Noncompliance 2: a backup copy to a vault ARN in another region', () => {
    const vault = 'arn:aws:backup:eu-central-1:111122223333:backup-vault:dr';
    expect(evaluate(residencyReplicationInKingdom, plan(vault), [], KINGDOM).status).toBe('fail');
  });

  it('Noncompliance 3: a cross-region read replica', () => {
    const replica = makeResource('Replica', 'AWS::RDS::DBInstance', {
      SourceDBInstanceIdentifier: 'arn:aws:rds:us-east-1:111122223333:db:primary',
      DBInstanceClass: 'db.t4g.micro',
    });
    expect(evaluate(residencyReplicationInKingdom, replica, [], KINGDOM).status).toBe('fail');
  });

  it('Noncompliance 4: automated backups of a database or files of EFS copied to another region', () => {
    const database = makeResource('Db', 'AWS::RDS::DBInstance', {
      DBInstanceClass: 'db.t4g.small',
      AutomaticBackupReplicationRegion: 'eu-west-1',
    });
    const result = evaluate(residencyReplicationInKingdom, database, [], {
      ...KINGDOM,
      region: 'me-south-1',
    });
    expect(result.status === 'fail' && result.message).toContain(
      'copies its automated backups in eu-west-1: region eu-west-1 is not on the in-Kingdom list',
    );
    const files = makeResource('Files', 'AWS::EFS::FileSystem', {
      ReplicationConfiguration: { Destinations: [{ Region: 'eu-west-1' }] },
    });
    expect(
      evaluate(residencyReplicationInKingdom, files, [], { ...KINGDOM, region: 'me-south-1' }).status,
    ).toBe('fail');
    const inKingdom = makeResource('Files', 'AWS::EFS::FileSystem', {
      ReplicationConfiguration: { Destinations: [{ Region: 'sa-example-1' }] },
    });
    expect(evaluate(residencyReplicationInKingdom, inKingdom, [], KINGDOM).status).toBe('pass');
  });

  it('Unknown, not a failure, while no in-Kingdom regions are configured: where the Kingdom ends is not known', () => {
    const result = evaluate(
      residencyReplicationInKingdom,
      globalTable({ Region: 'me-south-1' }, { Region: 'eu-west-1' }),
      [],
      { region: 'me-south-1' },
    );
    expect(result).toMatchObject({ status: 'unknown' });
    expect(result.status === 'unknown' && result.reason).toContain(
      'keeps a replica in eu-west-1; no in-Kingdom regions are configured',
    );
  });

  it('Compliance: replicas in the stack region and on the list; a copy to a vault in this template', () => {
    const table = globalTable({ Region: 'me-south-1' }, { Region: 'sa-example-1' });
    expect(evaluate(residencyReplicationInKingdom, table, [], KINGDOM).status).toBe('pass');
    expect(evaluate(residencyReplicationInKingdom, plan(ref('DrVault'))).status).toBe('pass');
  });

  it('Not applicable: a bucket without replication, a same-region replica by identifier', () => {
    expect(evaluate(residencyReplicationInKingdom, bucket()).status).toBe('not_applicable');
    const files = makeResource('Files', 'AWS::EFS::FileSystem', { Encrypted: true });
    expect(evaluate(residencyReplicationInKingdom, files).status).toBe('not_applicable');
    const replica = makeResource('Replica', 'AWS::RDS::DBInstance', {
      SourceDBInstanceIdentifier: 'primary',
    });
    expect(evaluate(residencyReplicationInKingdom, replica).status).toBe('not_applicable');
  });

  it('Unknown: a replica region set by a condition; an S3 destination outside the template', () => {
    expect(evaluate(residencyReplicationInKingdom, globalTable({ Region: CONDITION })).status).toBe(
      'unknown',
    );
    const replicated = bucket({
      ReplicationConfiguration: {
        Role: 'r',
        Rules: [{ Status: 'Enabled', Destination: { Bucket: 'arn:aws:s3:::dr' } }],
      },
    });
    expect(evaluate(residencyReplicationInKingdom, replicated).status).toBe('unknown');
  });
});

describe(residencyClassifiedDataCmk.id, () => {
  const key = makeResource('DataKey', 'AWS::KMS::Key', {});

  it('Noncompliance 1: a confidential queue on the AWS managed SQS key', () => {
    const queue = makeResource('Jobs', 'AWS::SQS::Queue', {
      Tags: confidential,
      KmsMasterKeyId: 'alias/aws/sqs',
    });
    const result = evaluate(residencyClassifiedDataCmk, queue);
    expect(result.status === 'fail' && result.message).toBe(
      "SQS queue 'Jobs' is classified sensitive but is not encrypted with a customer managed KMS key: KmsMasterKeyId does not name one.",
    );
  });

  it('Noncompliance 2: a confidential EFS file system (FileSystemTags) without a key', () => {
    const share = makeResource('Share', 'AWS::EFS::FileSystem', {
      Encrypted: true,
      FileSystemTags: confidential,
    });
    expect(evaluate(residencyClassifiedDataCmk, share).status).toBe('fail');
  });

  it('Compliance: customer keys by Ref and by ARN', () => {
    const logs = makeResource('Audit', 'AWS::Logs::LogGroup', {
      Tags: confidential,
      KmsKeyId: ref('DataKey'),
    });
    expect(evaluate(residencyClassifiedDataCmk, logs, [key]).status).toBe('pass');
    const arn = 'arn:aws:kms:me-south-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    const sse = { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: arn };
    const props = {
      Tags: confidential,
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: sse }] },
    };
    expect(evaluate(residencyClassifiedDataCmk, bucket(props)).status).toBe('pass');
  });

  it('Not applicable: unclassified data, an Aurora member', () => {
    expect(evaluate(residencyClassifiedDataCmk, bucket()).status).toBe('not_applicable');
    const member = makeResource('Db1', 'AWS::RDS::DBInstance', {
      Tags: confidential,
      DBClusterIdentifier: ref('Cluster'),
    });
    expect(evaluate(residencyClassifiedDataCmk, member).status).toBe('not_applicable');
  });

  it('Unknown: the key is a value that cannot be resolved', () => {
    const topic = makeResource('Alerts', 'AWS::SNS::Topic', {
      Tags: confidential,
      KmsMasterKeyId: CONDITION,
    });
    expect(evaluate(residencyClassifiedDataCmk, topic).status).toBe('unknown');
  });
});

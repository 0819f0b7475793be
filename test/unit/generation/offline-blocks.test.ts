import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { readRecovery } from '#functions/lib/simulators/offline-planner/recovery';
import { parseTemplate } from '#shared/cfn/index';
import { synthesize } from '#shared/generation/synthesis/index';

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: unknown };

/** The offline planner's design for a brief, synthesized and read back as data. */
function design(prompt: string) {
  const req = requirementsFromBrief({ prompt });
  const plan = planFromRequirements(req);
  const text = synthesize(plan, req).text;
  const body = parseTemplate(text).body as {
    Resources: Record<string, Resource>;
    Parameters?: Record<string, unknown>;
  };
  const ofType = (type: string) => Object.entries(body.Resources).filter(([, r]) => r.Type === type);
  return { req, plan, text, body, ofType };
}

describe('shared file system block', () => {
  it('is mounted by containers over TLS with IAM, after its mount targets exist, and admits NFS only from them', () => {
    const { body, ofType } = design('Containers on Fargate sharing an EFS file system');
    const [[, fs] = []] = ofType('AWS::EFS::FileSystem');
    expect(fs?.Properties).toMatchObject({
      Encrypted: true,
      KmsKeyId: { 'Fn::GetAtt': ['DataKey', 'Arn'] },
      BackupPolicy: { Status: 'ENABLED' },
    });
    const task = body.Resources.AppTaskDefinition?.Properties as { Volumes: unknown[] };
    expect(task.Volumes).toContainEqual({
      Name: 'shared1',
      EFSVolumeConfiguration: {
        FilesystemId: { Ref: 'SharedFileSystem' },
        TransitEncryption: 'ENABLED',
        AuthorizationConfig: { AccessPointId: { Ref: 'SharedAccessPoint' }, IAM: 'ENABLED' },
      },
    });
    expect(body.Resources.AppService?.DependsOn).toEqual(
      expect.arrayContaining(['SharedMountTarget1', 'SharedMountTarget2']),
    );
    const ingress = ofType('AWS::EC2::SecurityGroupIngress')
      .map(([, r]) => r.Properties)
      .filter((p) => JSON.stringify(p.GroupId) === '{"Ref":"SharedSecurityGroup"}');
    expect(ingress).toEqual([expect.objectContaining({ FromPort: 2049, ToPort: 2049 })]);
    expect(ingress[0]?.SourceSecurityGroupId).toEqual({ Ref: 'AppTargetSecurityGroup' });
  });

  it('is mounted at boot by instances, through the access point', () => {
    const { text } = design('Web servers that share files over NFS');
    expect(text).toContain(`efs _netdev,noresvport,tls,iam,accesspoint=\${SharedAccessPoint}`);
  });
});

describe('search block', () => {
  it('names the compute roles in its access policy, never everyone, and spreads over zones when highly available', () => {
    const { body } = design('Highly available online store with product search');
    const domain = body.Resources.SearchDomain?.Properties as Record<string, Record<string, unknown>>;
    const statements = (domain.AccessPolicies?.Statement ?? []) as { Principal: { AWS: unknown[] } }[];
    const statement = statements[0];
    expect(statement?.Principal.AWS).toEqual([{ 'Fn::GetAtt': ['WebInstanceRole', 'Arn'] }]);
    expect(JSON.stringify(domain.AccessPolicies)).not.toContain('"*"');
    expect(domain.ClusterConfig).toMatchObject({
      ZoneAwarenessEnabled: true,
      ZoneAwarenessConfig: { AvailabilityZoneCount: 2 },
      DedicatedMasterEnabled: false,
    });
    expect(domain.DomainEndpointOptions).toEqual({
      EnforceHTTPS: true,
      TLSSecurityPolicy: 'Policy-Min-TLS-1-2-PFS-2023-10',
    });
    expect(domain.EncryptionAtRestOptions).toEqual({ Enabled: true, KmsKeyId: { Ref: 'DataKey' } });
  });

  it('adds dedicated masters only at large scale, and a client role when no compute exists', () => {
    const large = design('OpenSearch log analytics cluster at massive scale, highly available');
    const cluster = (large.body.Resources.SearchDomain?.Properties.ClusterConfig ?? {}) as Record<
      string,
      unknown
    >;
    expect(cluster).toMatchObject({ DedicatedMasterEnabled: true, DedicatedMasterCount: 3 });
    expect((cluster.InstanceCount as number) % 3).toBe(0);
    expect(large.body.Resources.SearchClientRole?.Type).toBe('AWS::IAM::Role');
    const small = design('cheap dev OpenSearch cluster for log analytics');
    expect(small.body.Resources.SearchDomain?.Properties.ClusterConfig).toMatchObject({
      InstanceCount: 1,
      ZoneAwarenessEnabled: false,
      DedicatedMasterEnabled: false,
    });
  });
});

describe('disaster recovery', () => {
  it('copies each data store to the second region the brief names, with that region in the template', () => {
    const { req, body } = design(
      'Containers with PostgreSQL, a DynamoDB table, uploads and shared storage in Frankfurt, DR in Ireland, domain app.example.com',
    );
    expect(req.disaster_recovery).toEqual({ secondary_region: 'eu-west-1', domain_name: 'app.example.com' });
    const r = body.Resources;
    expect(r.ItemsTable?.Type).toBe('AWS::DynamoDB::GlobalTable');
    const replicas = (r.ItemsTable?.Properties.Replicas ?? []) as { Region: unknown }[];
    expect(replicas.map((x) => x.Region)).toEqual([{ Ref: 'AWS::Region' }, 'eu-west-1']);
    expect(r.DatabaseInstance?.Properties.AutomaticBackupReplicationRegion).toBe('eu-west-1');
    expect(r.SharedFileSystem?.Properties.ReplicationConfiguration).toEqual({
      Destinations: [{ Region: 'eu-west-1', KmsKeyId: { Ref: 'SecondaryKeyArn' } }],
    });
    expect(JSON.stringify(r.FilesBucket?.Properties.ReplicationConfiguration)).toContain(
      'SecondaryFilesBucketArn',
    );
    expect(r.RecoveryPrimaryRecord?.Properties).toMatchObject({
      Failover: 'PRIMARY',
      Name: 'app.example.com.',
    });
    expect(r.RecoverySecondaryRecord?.Properties).toMatchObject({ Failover: 'SECONDARY' });
  });

  it('refuses a copy out of the Kingdom for a Saudi-regulated brief and says why', () => {
    const { req, plan, text } = design('SAMA regulated wallet API with DynamoDB, DR in Frankfurt');
    expect(req.disaster_recovery).toBeUndefined();
    expect(plan.blocks.map((b) => b.kind)).not.toContain('disaster-recovery');
    expect(text).not.toContain('eu-central-1');
    expect(req.assumptions.join(' ')).toMatch(/No second region .* the brief names SAMA/);
  });

  it('lets a Saudi-regulated brief copy only to a region on the in-Kingdom list', () => {
    const regions = { region: 'sa-example-1', secondary: { region: 'sa-example-2', named: true } };
    const notes: string[] = [];
    expect(readRecovery('dr', regions, 'it is a financial workload', notes, ['sa-example-2'])).toEqual({
      secondary_region: 'sa-example-2',
    });
    const outside = { ...regions, secondary: { region: 'eu-west-1', named: true } };
    expect(
      readRecovery('dr', outside, 'it is a financial workload', notes, ['sa-example-2']),
    ).toBeUndefined();
    expect(notes.join(' ')).toContain('eu-west-1 is not one of the in-Kingdom regions (sa-example-2)');
  });

  it('picks the nearest partner region when none is named, and none at all without a recovery request', () => {
    expect(design('API on DynamoDB in Ohio with disaster recovery').req.disaster_recovery).toEqual({
      secondary_region: 'us-west-2',
    });
    expect(design('API on DynamoDB in Ohio').req.disaster_recovery).toBeUndefined();
  });
});

describe('commercial database engines', () => {
  it('reads Oracle and SQL Server as PostgreSQL and says why', () => {
    for (const [brief, words] of [
      ['our Oracle database for the ERP', /Oracle was read as PostgreSQL/],
      ['an app on MS SQL for invoices', /Babelfish/],
    ] as const) {
      const { req, plan } = design(brief);
      expect(req.database_engine).toBe('postgres');
      expect(plan.blocks.find((b) => b.kind === 'relational-database')?.options).toMatchObject({
        engine: 'postgres',
      });
      expect(req.assumptions.join(' ')).toMatch(words);
    }
  });
});

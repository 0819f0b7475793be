import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, resourcesOfBrief, warmValidator } from '#test/fixtures/generation';

beforeAll(warmValidator, 60_000);

describe('a brief that says Aurora gets an Aurora cluster', () => {
  it('a writer and the stated readers, the engine, class, backups and deletion protection stated, and no RDS instance of its own', () => {
    const resources = resourcesOfBrief(
      'Aurora MySQL with 3 read replicas on db.r6g.xlarge, backups kept 10 days, deletion protection on.',
    );
    expect(resources.find((r) => r.type === 'AWS::RDS::DBCluster')?.props).toMatchObject({
      Engine: 'aurora-mysql',
      BackupRetentionPeriod: 10,
      DeletionProtection: true,
      StorageEncrypted: true,
    });
    const instances = resources.filter((r) => r.type === 'AWS::RDS::DBInstance');
    expect(instances).toHaveLength(4);
    for (const i of instances)
      expect(i.props).toMatchObject({ DBInstanceClass: 'db.r6g.xlarge', PubliclyAccessible: false });
    expect(instances.every((i) => i.props.DBClusterIdentifier !== undefined)).toBe(true);
  });

  it('Serverless v2 at the stated capacity, in Arabic too', () => {
    const serverless = resourcesOfBrief('Aurora Serverless v2 PostgreSQL scaling from 1 ACU to 12 ACUs.');
    expect(serverless.find((r) => r.type === 'AWS::RDS::DBCluster')?.props).toMatchObject({
      Engine: 'aurora-postgresql',
      ServerlessV2ScalingConfiguration: { MinCapacity: 1, MaxCapacity: 12 },
    });
    const arabic = resourcesOfBrief('قاعدة بيانات أورورا ماي اس كيو ال مع نسختين للقراءة');
    expect(arabic.find((r) => r.type === 'AWS::RDS::DBCluster')?.props.Engine).toBe('aurora-mysql');
    expect(arabic.filter((r) => r.type === 'AWS::RDS::DBInstance')).toHaveLength(3);
  });

  it('the design stays valid and scored', async () => {
    const result = await generateOffline(
      'An Aurora PostgreSQL cluster with one reader for our orders service.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  }, 60_000);
});

describe('an Aurora cluster with no stated size is sized to the design', () => {
  const classes = (brief: string) =>
    resourcesOfBrief(brief)
      .filter((r) => r.type === 'AWS::RDS::DBInstance')
      .map((r) => r.props.DBInstanceClass);

  it.each([
    'Daily reconciliation at 01:00 Asia/Riyadh: a Lambda compares the bank statement with our ledger in Aurora PostgreSQL.',
    'نحتاج قاعدة بيانات أورورا بوستجرس لتطبيق حجوزات صغير',
    'small clinic booking app, aurora mysql db behind a lambda',
  ])(
    'a small design gets Serverless v2, which costs what it uses, not a memory-optimised instance: %s',
    (brief) => {
      // a db.r6g.large writer costs about 250 USD a month before the first query
      expect(classes(brief)).toEqual(['db.serverless']);
    },
  );

  it('a stated class is kept', () => {
    expect(classes('Aurora PostgreSQL on db.r6g.2xlarge for the ledger')).toEqual(['db.r6g.2xlarge']);
  });

  it('a large design gets provisioned instances', () => {
    const brief = 'Aurora PostgreSQL for a trading platform with millions of users and heavy traffic';
    expect(classes(brief).every((c) => c !== 'db.serverless')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { refineBasis } from '#shared/generation/refine/compose';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief, resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A service entry says "met" only when the template builds the service as the brief states it:
 * the count, the size and the access written with its name are part of the entry's assertion,
 * and a service the brief refuses (in any of its languages) is an entry for its absence.
 */

const ofType = <R extends { type: string }>(resources: R[], type: string) =>
  resources.filter((r) => r.type === type);

const docdb = (instances: number, instanceClass: string) => ({
  // the backups one brief keeps 7 days are a stated setting of the cluster, met here
  Cluster: { Type: 'AWS::DocDB::DBCluster', Properties: { BackupRetentionPeriod: 7 } },
  ...Object.fromEntries(
    Array.from({ length: instances }, (_, i) => [
      `Instance${i}`,
      {
        Type: 'AWS::DocDB::DBInstance',
        Properties: { DBClusterIdentifier: { Ref: 'Cluster' }, DBInstanceClass: instanceClass },
      },
    ]),
  ),
});

describe('a service entry holds the count written with its name', () => {
  const briefs: [string, number, string][] = [
    [
      'Move our MongoDB to Amazon DocumentDB: a cluster of two db.t4g.medium instances, backups kept 7 days.',
      2,
      'db.t4g.medium',
    ],
    ['عندنا MongoDB ونبي ننقله لـ DocumentDB: كلستر فيه ٣ انستانسز نوعها db.r6g.large.', 3, 'db.r6g.large'],
    ['نريد قاعدة DocumentDB في عنقود من ثلاثة مثيلات من نوع db.r6g.large للكتالوج.', 3, 'db.r6g.large'],
    ['documentdb clustr with 3 db.r6g.large nodes for the catalog pls', 3, 'db.r6g.large'],
  ];

  it.each(briefs)('is not met with fewer instances than stated: %s', (brief, n, instanceClass) => {
    // arrange: a template with one instance fewer than the brief states
    const short = checklistFor(brief, docdb(n - 1, instanceClass));
    const enough = checklistFor(brief, docdb(n, instanceClass));
    // assert
    expect(itemOf(short, 'service', /DocumentDB/).status).not.toBe('met');
    expect(itemOf(enough, 'service', /DocumentDB/).status).toBe('met');
  });

  // (the MSA brief's "ثلاثة مثيلات" was built already; its entry was not honest)
  it.each(briefs.filter(([brief]) => !brief.startsWith('نريد')))(
    'builds the stated number of instances: %s',
    (brief, n) => {
      expect(ofType(resourcesOfBrief(brief), 'AWS::DocDB::DBInstance')).toHaveLength(n);
    },
  );
});

describe('a count is read past the size written before what it counts', () => {
  it.each([
    ['An Aurora PostgreSQL cluster of 3 db.r6g.large instances for billing.', 'AWS::RDS::DBInstance', 3],
    ['Clickstream into an MSK cluster of 6 kafka.m5.large brokers.', 'AWS::MSK::Cluster', 1],
  ])('%s', (brief, type, n) => {
    const built = ofType(resourcesOfBrief(brief), type);
    expect(built).toHaveLength(n);
    if (type === 'AWS::MSK::Cluster') expect(built[0]?.props.NumberOfBrokerNodes).toBe(6);
  });

  it('is part of the database entry: one instance of three is not met', () => {
    const brief = 'An Aurora PostgreSQL cluster of 3 db.r6g.large instances for billing.';
    const checklist = checklistFor(brief, {
      Cluster: { Type: 'AWS::RDS::DBCluster', Properties: { Engine: 'aurora-postgresql' } },
      Writer: { Type: 'AWS::RDS::DBInstance', Properties: { DBInstanceClass: 'db.r6g.large' } },
    });
    expect(itemOf(checklist, 'service', /Amazon RDS/).status).not.toBe('met');
  });
});

describe('a service entry holds the access written in its clause', () => {
  const brief =
    'Core ledger on Aurora MySQL: a writer and a reader, both db.r6g.large, and nothing publicly accessible.';
  const aurora = (publicly: boolean) => ({
    Cluster: { Type: 'AWS::RDS::DBCluster', Properties: { Engine: 'aurora-mysql' } },
    Writer: {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        DBClusterIdentifier: { Ref: 'Cluster' },
        DBInstanceClass: 'db.r6g.large',
        PubliclyAccessible: publicly,
      },
    },
  });

  it('is not met when the database is public', () => {
    expect(itemOf(checklistFor(brief, aurora(true)), 'service', /Amazon RDS/).status).not.toBe('met');
    expect(itemOf(checklistFor(brief, aurora(false)), 'service', /Amazon RDS/).status).toBe('met');
  });

  it.each([
    brief,
    "An RDS PostgreSQL database for payroll that shouldn't be publicly accessible.",
    "An RDS MySQL database; it mustn't be publicly accessible.",
  ])('builds no publicly accessible instance: %s', (said) => {
    const instances = ofType(resourcesOfBrief(said), 'AWS::RDS::DBInstance');
    expect(instances.length).toBeGreaterThan(0);
    for (const instance of instances) expect(instance.props.PubliclyAccessible).not.toBe(true);
  });
});

describe('a refused service is an entry for its absence, in any language', () => {
  const cases: [string, RegExp, string][] = [
    [
      'salam, ebghi CodeBuild project y3mal build kil ma nsawi push 3la GitHub. ma nebi CodePipeline abadan.',
      /CodePipeline/,
      'AWS::CodePipeline::',
    ],
    ['ebghi ECR repo w CodeBuild project bas, bdoon ECS.', /ECS/, 'AWS::ECS::'],
    [
      'الموقع شغال عندنا على ECS من قبل، لا تسوون كلستر ولا سيرفس جديد. نبي بس Redis للسشنز.',
      /ECS/,
      'AWS::ECS::',
    ],
  ];

  it.each(cases)('is never met while the template builds it: %s', (brief, name, prefix) => {
    // arrange: a template that builds the refused service
    const built = checklistFor(brief, {
      Thing: { Type: `${prefix}${prefix.includes('ECS') ? 'Cluster' : 'Pipeline'}` },
    });
    // assert
    expect(itemOf(built, 'service', name).status).not.toBe('met');
  });

  it.each(cases)('is not built: %s', (brief, _name, prefix) => {
    expect(resourcesOfBrief(brief).filter((r) => r.type.startsWith(prefix))).toEqual([]);
  });
});

describe('a negation is read in the words briefs use, and a double negation is none', () => {
  const entry = (brief: string, name: RegExp) => itemOf(checklistFor(brief, {}), 'service', name).requirement;

  it.each([
    ['Lambda and DynamoDB, forget about Kinesis.', /Kinesis/],
    ['lambda w dynamo, mabi ecs', /ECS/],
    ['ebghi lambda w dynamodb, ma nbgha rds', /RDS/],
    ['Lambda and DynamoDB. ECS is not allowed.', /ECS/],
    ['Lambda and DynamoDB, Kinesis is out of the question.', /Kinesis/],
    ['Lambda and DynamoDB, but SQS is forbidden by policy.', /SQS/],
  ])('refuses: %s', (brief, name) => {
    expect(entry(brief, name)).toMatch(/^No /);
  });

  it.each([
    ['Lambda and DynamoDB, and do not forget about Kinesis.', /Kinesis/],
    ["Lambda, DynamoDB, and don't forget the SQS queue.", /SQS/],
    // a restriction on what a service does is no refusal of it
    ['A Lambda writes orders to DynamoDB; the reporting Lambda is not allowed to delete items.', /Lambda/],
  ])('asks for: %s', (brief, name) => {
    expect(entry(brief, name)).not.toMatch(/^No /);
  });
});

describe('a refined size replaces the one it restates', () => {
  const before = 'A Fargate service of 2 tasks (0.5 vCPU, 1 GB each) behind an ALB on port 80.';

  it.each(['كبّرها: خلها 4 tasks، كل وحدة 1 vCPU و 2 GB.', 'Scale it up: 4 tasks, each 1 vCPU and 2 GB.'])(
    'keeps no earlier vCPU or task count: %s',
    (instruction) => {
      const { prompt } = refineBasis({ prompt: before, options: {} }, { instruction });
      expect(prompt).not.toMatch(/0\.5 vCPU/);
      expect(prompt).not.toMatch(/\b2 tasks/);
    },
  );

  it('is part of the service entry: a task of another size is not met', () => {
    const brief = 'A Fargate service of 4 tasks, each 1 vCPU and 2 GB of memory, behind an ALB.';
    const fargate = (cpu: string) => ({
      Task: {
        Type: 'AWS::ECS::TaskDefinition',
        Properties: { Cpu: cpu, Memory: '2048', ContainerDefinitions: [{ Name: 'app', Memory: 2048 }] },
      },
      Service: { Type: 'AWS::ECS::Service', Properties: { DesiredCount: 4, LaunchType: 'FARGATE' } },
    });
    expect(itemOf(checklistFor(brief, fargate('512')), 'service', /ECS/).status).not.toBe('met');
    expect(itemOf(checklistFor(brief, fargate('1024')), 'service', /ECS/).status).toBe('met');
  });
});

describe('a retention entry holds every period its clause states', () => {
  const plan = (days: number[], coldAfter?: number) => ({
    Vault: { Type: 'AWS::Backup::BackupVault' },
    Plan: {
      Type: 'AWS::Backup::BackupPlan',
      Properties: {
        BackupPlan: {
          BackupPlanName: 'p',
          BackupPlanRule: days.map((d, i) => ({
            RuleName: `r${d}`,
            Lifecycle: {
              DeleteAfterDays: d,
              ...(i > 0 && coldAfter && { MoveToColdStorageAfterDays: coldAfter }),
            },
          })),
        },
      },
    },
  });
  it.each([
    'AWS Backup for our existing servers: daily at 2 am, keep each backup 35 days, and a monthly copy that moves to cold storage after 90 days and is deleted after one year.',
    'Back up the tables every day and keep each backup 35 days; a monthly backup is kept for 1 year.',
  ])('is not met when only one is kept: %s', (brief) => {
    const one = checklistFor(brief, plan([35]));
    expect(one.items.filter((i) => i.kind === 'retention').map((i) => i.status)).not.toContain('met');
    // the monthly copy moves to cold storage where the brief says so: that is part of the entry too
    const both = checklistFor(brief, plan([35, 365], 90));
    expect(both.items.filter((i) => i.kind === 'retention').map((i) => i.status)).toContain('met');
  });
});

describe('a further backup period becomes a rule of its own', () => {
  it.each([
    ['keep each backup 35 days, and a monthly copy that is deleted after one year', 'cron(0 2 1 * ? *)'],
    ['keep each backup 35 days and a yearly copy kept for 1 year', 'cron(0 2 1 1 ? *)'],
  ])('daily backups of the orders database: %s', async (words, cron) => {
    // act
    const { resources } = await architectDesignOfBrief(
      `A PostgreSQL database for orders; back it up daily, ${words}.`,
    );
    // assert: the daily rule keeps 35 days, a second rule at its cadence keeps 365
    const rules = ofType(resources, 'AWS::Backup::BackupPlan').flatMap(
      (plan) =>
        (plan.props.BackupPlan as { BackupPlanRule: { ScheduleExpression: string; Lifecycle: object }[] })
          .BackupPlanRule,
    );
    expect(rules.map((r) => r.Lifecycle)).toEqual([{ DeleteAfterDays: 35 }, { DeleteAfterDays: 365 }]);
    expect(rules[1]?.ScheduleExpression).toBe(cron);
  });
});

describe('what joins a service entry is what the brief states of it, read in its own clause', () => {
  it('reads no setting from words a negation reaches ("not accessible from the internet")', () => {
    const brief = 'An EC2 web server for the intranet, not accessible from the internet.';
    const checklist = checklistFor(brief, { Server: { Type: 'AWS::EC2::Instance' } });
    expect(checklist.items.map((i) => i.requirement).join('\n')).not.toMatch(/0\.0\.0\.0\/0/);
  });
});

describe('an off word and a refused part reach only what they govern', () => {
  it.each([
    'RDS PostgreSQL for the HR app, not publicly accessible, Multi-AZ.',
    'An RDS MySQL database, no public access, multi-AZ, encrypted.',
  ])('reads "not" as turning off only the setting of its own clause: %s', (brief) => {
    const instances = ofType(resourcesOfBrief(brief), 'AWS::RDS::DBInstance');
    expect(instances.map((i) => [i.props.MultiAZ, i.props.PubliclyAccessible])).toEqual([[true, false]]);
  });

  it('reads "no NAT gateway" as refusing the gateway, not the VPC it is a word of', () => {
    const brief = 'A Lambda function inside a VPC with no NAT gateway, reading from DynamoDB.';
    const checklist = checklistFor(brief, { Vpc: { Type: 'AWS::EC2::VPC' } });
    expect(itemOf(checklist, 'service', /VPC/)).toMatchObject({ requirement: 'Amazon VPC', status: 'met' });
  });
});

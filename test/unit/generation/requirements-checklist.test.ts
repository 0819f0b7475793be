import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

const CLINIC =
  'Patient records for a clinic, kept for 10 years, every access audited, in a PostgreSQL database.';
const TEN_YEARS = 3650;

const database = (props: Record<string, unknown> = {}) => ({
  Type: 'AWS::RDS::DBInstance',
  Properties: { Engine: 'postgres', MultiAZ: true, ...props },
});
const backupPlan = (days: number) => ({
  Type: 'AWS::Backup::BackupPlan',
  Properties: {
    BackupPlan: {
      BackupPlanName: 'p',
      BackupPlanRule: [{ RuleName: 'daily', Lifecycle: { DeleteAfterDays: days } }],
    },
  },
});
const logGroup = (days: number) => ({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: days } });
/** a bucket kept `years`: its objects locked that long, and deleted once they have passed */
const lockedBucket = (years: number) => ({
  Type: 'AWS::S3::Bucket',
  Properties: {
    LifecycleConfiguration: { Rules: [{ Id: 'kept', Status: 'Enabled', ExpirationInDays: years * 365 }] },
    ObjectLockEnabled: true,
    ObjectLockConfiguration: {
      ObjectLockEnabled: 'Enabled',
      Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Years: years } },
    },
  },
});
const trail = (props: Record<string, unknown> = {}) => ({
  Type: 'AWS::CloudTrail::Trail',
  Properties: { IsLogging: true, S3BucketName: 'b', ...props },
});
const dataEvents = {
  AdvancedEventSelectors: [
    {
      FieldSelectors: [
        { Field: 'eventCategory', Equals: ['Data'] },
        { Field: 'resources.type', Equals: ['AWS::S3::Object'] },
      ],
    },
  ],
};
const rule = (expression: string) => ({
  Type: 'AWS::Events::Rule',
  Properties: { ScheduleExpression: expression, State: 'ENABLED' },
});

describe('the requirements checklist', () => {
  it('holds "kept for 10 years" to backups, logs and object lock, naming what falls short', () => {
    const short = checklistFor(CLINIC, {
      Db: database(),
      Backups: backupPlan(90),
      Logs: logGroup(365),
      Files: { Type: 'AWS::S3::Bucket' },
    });
    const shortItem = itemOf(short, 'retention');
    expect(shortItem).toMatchObject({ status: 'not-met', requirement: 'Data kept for 10 years' });
    expect(shortItem.detail).toContain('Backups keeps backups 90 days');
    expect(shortItem.detail).toContain('Logs keeps logs 365 days');

    const some = itemOf(
      checklistFor(CLINIC, {
        Db: database(),
        Backups: backupPlan(TEN_YEARS),
        Logs: logGroup(365),
        Files: lockedBucket(10),
      }),
      'retention',
    );
    expect(some.status).toBe('partly');
    expect(some.resources.sort()).toEqual(['Backups', 'Files']);

    // CloudWatch Logs takes no 3,650 days: the nearest it takes is said as clamped, never as met
    const clamped = itemOf(
      checklistFor(CLINIC, {
        Db: database(),
        Backups: backupPlan(TEN_YEARS),
        Logs: logGroup(3653),
        Files: lockedBucket(10),
      }),
      'retention',
    );
    expect(clamped.status).toBe('partly');
    expect(clamped.detail).toContain('log groups are clamped to 3653 days');

    const year = 'Orders kept for 1 year in a PostgreSQL database.';
    const kept = itemOf(
      checklistFor(year, {
        Db: database(),
        Backups: backupPlan(365),
        Logs: logGroup(365),
        Files: lockedBucket(1),
      }),
      'retention',
    );
    expect(kept.status).toBe('met');
    expect(kept.resources.sort()).toEqual(['Backups', 'Files', 'Logs']);
  });

  it('holds "kept N days" to the stated days exactly: a longer log retention is not "kept 90 days"', () => {
    const brief = 'A function whose logs are kept for 90 days.';
    const longer = itemOf(checklistFor(brief, { Logs: logGroup(365) }), 'retention');
    expect(longer.status).toBe('not-met');
    expect(longer.detail).toContain('Logs keeps logs 365 days');
    expect(itemOf(checklistFor(brief, { Logs: logGroup(90) }), 'retention').status).toBe('met');
  });

  it('holds object lock to the data buckets: long enough, in a lock mode, with no earlier lifecycle deletion', () => {
    const kept = (bucket: { Type: string; Properties?: Record<string, unknown> }) =>
      itemOf(checklistFor(CLINIC, { Backups: backupPlan(TEN_YEARS), Files: bucket }), 'retention');
    const expiring = (rule: Record<string, unknown>) => ({
      ...lockedBucket(10),
      Properties: {
        ...lockedBucket(10).Properties,
        LifecycleConfiguration: { Rules: [{ Id: 'r', Status: 'Enabled', ...rule }] },
      },
    });
    expect(kept(lockedBucket(10)).status).toBe('met');
    const olderVersions = kept(expiring({ NoncurrentVersionExpiration: { NoncurrentDays: 90 } }));
    expect(olderVersions.status).toBe('partly');
    expect(olderVersions.detail).toContain('Files has a lifecycle rule deleting objects after 90 days');
    expect(kept(expiring({ ExpirationInDays: 2555 })).status).toBe('partly');
    expect(kept(expiring({ ExpirationInDays: TEN_YEARS + 5 })).status).toBe('partly');
    expect(kept(expiring({ ExpirationInDays: TEN_YEARS })).status).toBe('met');
    // a retention without a lock mode is not a lock
    const modeless = lockedBucket(10);
    (modeless.Properties.ObjectLockConfiguration.Rule.DefaultRetention as { Mode?: string }).Mode = undefined;
    expect(kept(modeless).status).toBe('partly');
    // scratch data deleted within days by design (query results) is not held to the retention
    const results = itemOf(
      checklistFor(CLINIC, {
        Backups: backupPlan(TEN_YEARS),
        Files: lockedBucket(10),
        QueryResults: {
          Type: 'AWS::S3::Bucket',
          Properties: { LifecycleConfiguration: { Rules: [{ Status: 'Enabled', ExpirationInDays: 30 }] } },
        },
      }),
      'retention',
    );
    expect(results).toMatchObject({ status: 'met', resources: ['Backups', 'Files'] });
  });

  it('holds "every access audited" to data events and the database audit log', () => {
    expect(itemOf(checklistFor(CLINIC, { Db: database(), Trail: trail() }), 'audit')).toMatchObject({
      status: 'not-met',
      resources: [],
    });
    const trailOnly = itemOf(checklistFor(CLINIC, { Db: database(), Trail: trail(dataEvents) }), 'audit');
    expect(trailOnly.status).toBe('partly');
    expect(trailOnly.detail).toContain('Db has no audit log');
    const pgaudit = {
      Type: 'AWS::RDS::DBParameterGroup',
      Properties: {
        Family: 'postgres17',
        Parameters: { shared_preload_libraries: 'pgaudit', 'pgaudit.log': 'all' },
      },
    };
    // pgAudit loaded but its records never leave the instance: not yet an audit log anyone keeps
    const unexported = checklistFor(CLINIC, {
      Db: database({ DBParameterGroupName: { Ref: 'Params' } }),
      Params: pgaudit,
      Trail: trail(dataEvents),
    });
    expect(itemOf(unexported, 'audit')).toMatchObject({ status: 'partly', resources: ['Trail'] });
    const audited = checklistFor(CLINIC, {
      Db: database({
        DBInstanceIdentifier: { 'Fn::Sub': `\${AWS::StackName}-db` },
        DBParameterGroupName: { Ref: 'Params' },
        EnableCloudwatchLogsExports: ['postgresql'],
      }),
      Params: pgaudit,
      DbLogs: {
        Type: 'AWS::Logs::LogGroup',
        Properties: { LogGroupName: { 'Fn::Sub': `/aws/rds/instance/\${AWS::StackName}-db/postgresql` } },
      },
      Trail: trail(dataEvents),
    });
    // everything a template can do is there; pgAudit's event triggers still wait for CREATE EXTENSION
    const pending = itemOf(audited, 'audit');
    expect(pending).toMatchObject({ status: 'partly', resources: ['Trail', 'Db', 'Params', 'DbLogs'] });
    expect(pending.after_deploy).toHaveLength(1);
    expect(pending.after_deploy?.[0]).toMatch(/^Connect to Db once .*CREATE EXTENSION pgaudit/);
    // the same step, mid-sentence, in the row the studio shows
    expect(pending.detail.toLowerCase()).toContain(
      pending.after_deploy?.[0]?.replace(/\.$/, '').toLowerCase(),
    );
  });

  it('holds a MySQL database to the audit plugin, not only an "audit" log export', () => {
    const mysql = (props: Record<string, unknown>) =>
      database({ Engine: 'mysql', EnableCloudwatchLogsExports: ['audit'], ...props });
    const exportOnly = checklistFor(CLINIC, { Db: mysql({}), Trail: trail(dataEvents) });
    expect(itemOf(exportOnly, 'audit')).toMatchObject({ status: 'partly', resources: ['Trail'] });
    const plugin = checklistFor(CLINIC, {
      Db: mysql({ OptionGroupName: { Ref: 'Options' } }),
      Options: {
        Type: 'AWS::RDS::OptionGroup',
        Properties: {
          EngineName: 'mysql',
          MajorEngineVersion: '8.4',
          OptionConfigurations: [{ OptionName: 'MARIADB_AUDIT_PLUGIN' }],
        },
      },
      Trail: trail(dataEvents),
    });
    const mysqlAudited = itemOf(plugin, 'audit');
    expect(mysqlAudited).toMatchObject({ status: 'met', resources: ['Trail', 'Db', 'Options'] });
    // the MariaDB Audit Plugin works from the option group alone: nothing is left to do
    expect(mysqlAudited.after_deploy).toBeUndefined();
    const aurora = (logging: string) =>
      checklistFor(CLINIC, {
        Cluster: {
          Type: 'AWS::RDS::DBCluster',
          Properties: {
            Engine: 'aurora-mysql',
            EnableCloudwatchLogsExports: ['audit'],
            DBClusterParameterGroupName: { Ref: 'ClusterParams' },
          },
        },
        ClusterParams: {
          Type: 'AWS::RDS::DBClusterParameterGroup',
          Properties: { Family: 'aurora-mysql8.0', Parameters: { server_audit_logging: logging } },
        },
        Member: database({ Engine: 'aurora-mysql', DBClusterIdentifier: { Ref: 'Cluster' } }),
        Trail: trail(dataEvents),
      });
    expect(itemOf(aurora('1'), 'audit')).toMatchObject({
      status: 'met',
      resources: ['Trail', 'Cluster', 'ClusterParams'],
    });
    expect(itemOf(aurora('0'), 'audit').status).toBe('partly');
  });

  it('orders a schedule after a stated time, and before a deadline', () => {
    const brief = 'Partners drop CSV files at 02:00; load them into the warehouse every night.';
    expect(itemOf(checklistFor(brief, { Job: rule('cron(0 1 * * ? *)') }), 'schedule')).toMatchObject({
      status: 'not-met',
      requirement: 'Scheduled work runs at or after 02:00',
    });
    expect(itemOf(checklistFor(brief, { Job: rule('cron(30 2 * * ? *)') }), 'schedule')).toMatchObject({
      status: 'met',
      resources: ['Job'],
    });
    expect(itemOf(checklistFor(brief, {}), 'schedule').status).toBe('not-met');
    const deadline = 'The daily report must be ready by 6 am.';
    expect(itemOf(checklistFor(deadline, { Report: rule('cron(0 4 * * ? *)') }), 'schedule')).toMatchObject({
      status: 'met',
      requirement: 'Scheduled work runs every day by 06:00',
    });
  });

  it('lists each named service as met by the resources that build it, or not met', () => {
    const checklist = checklistFor('Orders arrive on an SQS queue and are streamed to Kafka for analytics.', {
      OrdersQueue: { Type: 'AWS::SQS::Queue' },
      Stream: { Type: 'AWS::Kinesis::Stream' },
    });
    expect(itemOf(checklist, 'service', /SQS/)).toMatchObject({ status: 'met', resources: ['OrdersQueue'] });
    expect(itemOf(checklist, 'service', /Kafka/)).toMatchObject({
      status: 'not-met',
      resources: [],
      quote: 'Kafka',
    });
  });

  it('reports "in the Kingdom" met only when the residency setting counts the region as in-Kingdom', () => {
    const brief = 'An orders API with a database; keep everything in the Kingdom.';
    const unknown = itemOf(checklistFor(brief, {}, { options: { region: 'me-west-9' } }), 'region');
    expect(unknown.status).not.toBe('met');
    expect(unknown.detail).toMatch(/unknown until in-Kingdom regions are set/);
    const inside = checklistFor(
      brief,
      {},
      { options: { region: 'me-west-9' }, inKingdomRegions: ['me-west-9'] },
    );
    expect(itemOf(inside, 'region').status).toBe('met');
    const outside = checklistFor(
      brief,
      {},
      { options: { region: 'me-south-1' }, inKingdomRegions: ['me-west-9'] },
    );
    expect(itemOf(outside, 'region').status).toBe('not-met');
  });

  it('reads zones, budget, region and frameworks as stated or assumed', () => {
    const subnet = (index: number) => ({
      Type: 'AWS::EC2::Subnet',
      Properties: { AvailabilityZone: { 'Fn::Select': [index, { 'Fn::GetAZs': '' }] } },
    });
    const stated = checklistFor(
      'A VPC across three availability zones in me-south-1 for a SAMA-regulated bank, budget $300 a month.',
      { A: subnet(0), B: subnet(1) },
      { cost: { min: 100, max: 400 }, scores: { SAMA: 96 } },
    );
    expect(itemOf(stated, 'availability')).toMatchObject({
      status: 'partly',
      requirement: 'Runs across 3 availability zones',
    });
    expect(itemOf(stated, 'budget')).toMatchObject({
      status: 'partly',
      requirement: 'At most $300 a month',
      quote: 'budget $300 a month',
    });
    expect(itemOf(stated, 'region')).toMatchObject({ status: 'met', quote: 'me-south-1' });
    expect(itemOf(stated, 'framework', /SAMA/)).toMatchObject({ status: 'met', quote: 'SAMA' });

    const silent = checklistFor('An internal wiki for our team.', {}, { cost: { min: 5, max: 9 } });
    expect(itemOf(silent, 'budget').status).toBe('assumed');
    expect(itemOf(silent, 'region').status).toBe('assumed');
    expect(
      silent.items.filter((item) => item.kind === 'framework').every((item) => item.status === 'assumed'),
    ).toBe(true);
  });

  it('reads a budget written in Arabic, in dollars or riyals', () => {
    const dollars = checklistFor(
      'نظام حجوزات لعيادة بميزانية 400 دولار شهريا',
      {},
      { cost: { min: 100, max: 350 } },
    );
    expect(itemOf(dollars, 'budget')).toMatchObject({
      requirement: 'بحد أقصى $400 شهريًا',
      status: 'met',
    });
    const riyals = checklistFor(
      'متجر إلكتروني بميزانية 1500 ريال شهريا',
      {},
      { cost: { min: 100, max: 600 } },
    );
    expect(itemOf(riyals, 'budget')).toMatchObject({
      requirement: 'بحد أقصى $400 شهريًا',
      status: 'partly',
    });
  });

  it.each([
    ['Arabic-Indic digits', 'نظام سجلات لعيادة مع الاحتفاظ بالسجلات لمدة ١٠ سنوات'],
    ['a number word', 'نظام سجلات لعيادة نحفظ فيه السجلات عشر سنوات'],
  ])('reads the retention of an Arabic brief written with %s', (_, brief) => {
    const met = checklistFor(brief, { Backups: backupPlan(TEN_YEARS) });
    expect(itemOf(met, 'retention').status).toBe('met');
    const short = checklistFor(brief, { Backups: backupPlan(90) });
    expect(itemOf(short, 'retention').status).toBe('not-met');
  });

  it.each([
    'A Windows file server with daily backups kept 7 days',
    'سيرفر ويندوز مع باك اب يومي يحتفظ ٧ ايام',
    'back up the database nightly and retain 7 days',
  ])('reads the backups as the subject of the period just before it: %s', (brief) => {
    const logs = { Logs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 365 } } };
    const met = checklistFor(brief, { Backups: backupPlan(7), ...logs });
    expect(itemOf(met, 'retention').status).toBe('met');
    expect(itemOf(checklistFor(brief, { Backups: backupPlan(30), ...logs }), 'retention').status).toBe(
      'not-met',
    );
  });

  it("holds a database's own automated backups to the backups' stated days", () => {
    const brief = 'A DocumentDB cluster for the fleet data, daily backups kept 7 days';
    const cluster = (days: number) => ({
      Docs: { Type: 'AWS::DocDB::DBCluster', Properties: { BackupRetentionPeriod: days } },
    });
    expect(itemOf(checklistFor(brief, { Backups: backupPlan(7), ...cluster(7) }), 'retention').status).toBe(
      'met',
    );
    const own35 = itemOf(checklistFor(brief, { Backups: backupPlan(7), ...cluster(35) }), 'retention');
    expect(own35.status).toBe('partly');
    expect(own35.detail).toContain('Docs keeps its own automated backups 35 days');
  });

  it.each(['One EC2 server of type t3.large for the accountant', 'خادم EC2 نوعه t3.large'])(
    'lists a setting said once as one entry, however many readers read it: %s',
    (brief) => {
      const server = { Server: { Type: 'AWS::EC2::Instance', Properties: { InstanceType: 't3.large' } } };
      const settings = checklistFor(brief, server).items.filter((i) => i.kind === 'setting');
      expect(settings.filter((i) => i.requirement.includes('t3.large'))).toHaveLength(1);
    },
  );

  it("reads a word inside what a family's setting read as that setting's, not a second ask", () => {
    const pool = { Pool: { Type: 'AWS::Cognito::UserPool', Properties: { MfaConfiguration: 'ON' } } };
    const settings = checklistFor(
      'A Cognito user pool for our customers with MFA required',
      pool,
    ).items.filter((i) => i.kind === 'setting');
    expect(settings.map((i) => i.status)).toEqual(['met']);
  });

  it('reads an Arabic brief: retention in years', () => {
    const checklist = checklistFor('نظام سجلات لعيادة مع الاحتفاظ بالسجلات لمدة 10 سنوات', {
      Backups: backupPlan(TEN_YEARS),
    });
    expect(itemOf(checklist, 'retention')).toMatchObject({
      requirement: 'تُحفظ البيانات 10 سنوات',
      status: 'met',
    });
  });
});

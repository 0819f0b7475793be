import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { architectDesignOfBrief, resourcesOfBrief } from '#test/fixtures/generation';

const SERVERS = [
  'AWS::AutoScaling::AutoScalingGroup',
  'AWS::EC2::Instance',
  'AWS::ECS::Service',
  'AWS::Lambda::Function',
];
const RELATIONAL = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'];
const typesOf = (brief: string) => resourcesOfBrief(brief).map((r) => r.type);

/**
 * Something people use in a browser needs something to serve it, even when the brief names only
 * the services around it (its database, its notifications): those cannot run the pages. English,
 * Gulf and standard Arabic, mixed and misspelt.
 */
describe('a web workload named beside services that cannot run it', () => {
  it.each([
    'Patients book appointments through a web page; bookings are stored in PostgreSQL and we text them with SNS.',
    'A small web portal for our suppliers, backed by a MySQL database on RDS.',
    'we need a websit for the school where parents see grades, data in postgres',
    'نبي صفحة ويب يحجز منها العملاء مواعيدهم والبيانات تنحفظ في PostgreSQL',
    'بوابة إلكترونية للموردين مع قاعدة بيانات MySQL على RDS',
    'a web page للموظفين يسجلون فيها الحضور, with an RDS postgres database',
  ])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types.some((t) => SERVERS.includes(t))).toBe(true);
    expect(types.some((t) => RELATIONAL.includes(t))).toBe(true);
  });
});

/**
 * What an application keeps ("orders", "bookings") names a relational database only when the brief
 * names no database: beside a DynamoDB table it is that table's data.
 */
describe('the data a brief speaks of is kept where the brief says', () => {
  it.each([
    'Nightly export of orders from DynamoDB to S3',
    'Every night copy the bookings in our DynamoDB table to a bucket as CSV',
    'تصدير الطلبات من جدول DynamoDB إلى S3 كل ليلة',
    'كل ليله انسخ الحجوزات من داينمو الى باكت',
    // a plain "database" qualifying the table named is that table, not a second database
    'Keep backups 90 days for our DynamoDB database',
    'نبي نحفظ النسخ الاحتياطية ٩٠ يوم لقاعدة بيانات DynamoDB',
    'قاعده بيانات داينمو للطلبات مع لامدا',
    'a dynamo db databse for player scores behind an API',
  ])('%s', (brief) => {
    const kinds = requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind);
    expect(kinds).not.toContain('relational-database');
    expect(typesOf(brief).filter((t) => RELATIONAL.includes(t))).toEqual([]);
  });
});

/**
 * A Windows (SMB) file share is FSx for Windows, whatever else the brief's words suggest: not a
 * shared EFS file system, an S3 bucket for "files", or a web application for a "site-to-site" VPN.
 * Backups the brief asks for cover it, kept as long as the brief says.
 */
describe('a Windows file share', () => {
  it.each([
    'A Windows file share for 40 staff in the office, connected over site-to-site VPN, with daily backups kept 30 days.',
    'SMB share for the accounting team, daily backups kept 30 days',
    'نبي مشاركة ملفات ويندوز لموظفين المكتب مع نسخ احتياطي يومي نحتفظ فيه 30 يوم',
    'windows file server for the office staff, backups daily kept for 30 days, no database',
  ])('%s', async (brief) => {
    const { resources } = await architectDesignOfBrief(brief);
    const types = resources.map((r) => r.type);
    expect(types).toContain('AWS::FSx::FileSystem');
    expect(types).not.toContain('AWS::EFS::FileSystem');
    expect(types).not.toContain('AWS::S3::Bucket');
    expect(types.filter((t) => SERVERS.includes(t) || RELATIONAL.includes(t))).toEqual([]);
    const plan = resources.find((r) => r.type === 'AWS::Backup::BackupPlan');
    const rules = (
      plan?.props as { BackupPlan?: { BackupPlanRule?: { Lifecycle?: { DeleteAfterDays?: number } }[] } }
    )?.BackupPlan?.BackupPlanRule;
    expect(rules?.map((r) => r.Lifecycle?.DeleteAfterDays)).toContain(30);
  });
});

/** A newsletter is e-mail sent out, on the schedule the brief gives it (English and Arabic). */
describe('a newsletter', () => {
  it.each([
    'Send a weekly newsletter to 20k subscribers from a list we keep in a database.',
    'نرسل نشرة إخبارية كل أسبوع لعملائنا، القائمة محفوظة في DynamoDB',
    'weekly newsleter to our customers (mailing list in dynamo), no servers',
  ])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types).toContain('AWS::SES::EmailIdentity');
    expect(types.some((t) => t === 'AWS::Scheduler::Schedule' || t === 'AWS::Events::Rule')).toBe(true);
  });
});

/** Alerts the brief sends to an address it gives reach that address: the alarm topic subscribes it. */
describe('alerts to a stated address', () => {
  it.each([
    [
      'Alert oncall@northwind-example.net when the payment queue backs up beyond 1,000 messages.',
      'oncall@northwind-example.net',
    ],
    ['نبي تنبيه على ops@clinic.sa إذا تأخرت الرسائل في الطابور', 'ops@clinic.sa'],
    ['monitoring and alerts for our orders queue, send them to noc@shop.example', 'noc@shop.example'],
  ])('%s', (brief, address) => {
    const subscriptions = resourcesOfBrief(brief).filter((r) => r.type === 'AWS::SNS::Subscription');
    expect(subscriptions.map((s) => [s.props.Protocol, s.props.Endpoint])).toContainEqual(['email', address]);
  });
});

/**
 * How long logs are kept is the logs' retention, not a request to build a data lake for them;
 * logs gathered in one place to be queried are one.
 */
describe('logs kept for a time are retention, not a data lake', () => {
  it.each([
    'Keep logs 400 days and backups 90 days for our DynamoDB table',
    'A Lambda function that resizes images; store the logs for 6 months',
    'نبي لامدا تعالج الصور ونحفظ السجلات ٦ شهور',
  ])('%s', (brief) => {
    expect(requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind)).not.toContain('data-lake');
  });

  it.each([
    'Collect the logs of all our accounts in one place and query them with SQL',
    'centralise logs from 30 servers so the team can search and analyse them',
  ])('%s', (brief) => {
    expect(requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind)).toContain('data-lake');
  });
});

/** Signing in, said with the verb in Arabic as much as with the noun, is users signing in. */
describe('users signing in, in any form of the words', () => {
  it.each([
    'نبي رمز تحقق يوصل برسالة SMS لما المستخدم يسجل دخول',
    'العملاء يسجلون الدخول بالإيميل وكلمة مرور',
    'تطبيق للطلاب، كل طالب يسجل الدخول ويشوف درجاته',
  ])('%s', (brief) => {
    expect(requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind)).toContain('user-sign-in');
  });
});

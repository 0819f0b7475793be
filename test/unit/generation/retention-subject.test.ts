import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A stated period is judged on what its words keep: "logs kept 30 days" on the log groups, "snapshots
 * kept 14 days" on the backups, "a Kinesis stream keeping records 7 days" on the stream. A store the
 * words do not name never meets it because it happens to keep that long.
 */
const backupPlan = (days: number) => ({
  Type: 'AWS::Backup::BackupPlan',
  Properties: {
    BackupPlan: {
      BackupPlanName: 'daily',
      BackupPlanRule: [{ RuleName: 'daily', Lifecycle: { DeleteAfterDays: days } }],
    },
  },
});
const logGroup = (days: number) => ({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: days } });
const retentionOf = (brief: string, resources: Parameters<typeof checklistFor>[1]) =>
  // arrange / act
  itemOf(checklistFor(brief, resources), 'retention');

describe('the logs a period names are kept by log groups, not by backups', () => {
  it.each([
    ['English', 'A Lambda function that resizes images; keep its logs 30 days.'],
    ['Gulf', 'نبي لامدا تصغر الصور، واللوقات تنحفظ 30 يوم بس.'],
    ['MSA', 'دالة لامدا لمعالجة الصور، وتُحفظ سجلاتها في CloudWatch Logs مدة 30 يوماً.'],
    ['Arabizi', 'abi lambda t9aghir el suwar, w el logs tab2a ma7fotha 30 days bas.'],
  ])('%s: a backup plan of 30 days with the logs at 365 is not met', (_, brief) => {
    const wrong = retentionOf(brief, { Plan: backupPlan(30), Logs: logGroup(365) });
    const right = retentionOf(brief, { Plan: backupPlan(7), Logs: logGroup(30) });
    // assert
    expect(wrong.status).not.toBe('met');
    expect(right.status).toBe('met');
  });

  it('logs named with no log group in the template are not met by a backup plan', () => {
    const item = retentionOf('Keep the logs for 30 days.', { Plan: backupPlan(30) });
    // assert
    expect(item.status).toBe('not-met');
  });
});

describe('snapshots a period names are backups: the stores keep them, logs do not', () => {
  it.each([
    ['English', 'Redis on ElastiCache for sessions, and keep daily snapshots for 5 days.'],
    ['MSA', 'مستودع بيانات Redshift مع الاحتفاظ باللقطات الآلية 5 أيام.'],
  ])('%s: a log group keeping 5 days does not meet it', (_, brief) => {
    const item = retentionOf(brief, {
      Logs: logGroup(5),
      Cache: { Type: 'AWS::ElastiCache::ReplicationGroup', Properties: { SnapshotRetentionLimit: 0 } },
      Warehouse: { Type: 'AWS::Redshift::Cluster', Properties: { AutomatedSnapshotRetentionPeriod: 1 } },
    });
    // assert
    expect(item.status).not.toBe('met');
  });
});

describe('a store the period names keeps it by its own setting', () => {
  it.each([
    ['English', 'A Kinesis stream for clicks that keeps records 7 days, read by a Lambda.'],
    ['MSA', 'نريد Kinesis stream يحتفظ بالسجلات لمدة 7 أيام وتقرأ منه دالة لامدا.'],
  ])('%s: log groups of 7 days do not meet a stream keeping 24 hours', (_, brief) => {
    const stream = (hours: number) => ({
      Type: 'AWS::Kinesis::Stream',
      Properties: { RetentionPeriodHours: hours },
    });
    const wrong = retentionOf(brief, { Clicks: stream(24), Logs: logGroup(7) });
    const right = retentionOf(brief, { Clicks: stream(168), Logs: logGroup(365) });
    // assert
    expect(wrong.status).not.toBe('met');
    expect(right.status).toBe('met');
  });
});

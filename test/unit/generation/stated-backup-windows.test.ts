import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * A store's own backup window (RDS, Aurora, DocumentDB, ElastiCache): a daily range in UTC
 * ("hh:mm-hh:mm", at least 30 minutes) that the brief states as a clock or a range in its own
 * zone, in English, Gulf or Standard Arabic, with digits, Arabic-Indic digits or a property's own
 * name. These briefs are this test's own wording.
 */

type Resources = Awaited<ReturnType<typeof architectDesignOfBrief>>['resources'];

/** The windows of the template's stores of a type, as written. */
const windowsOf = (resources: Resources, type: string, key: string) =>
  resources.filter((r) => r.type === type).map((r) => (r.props as Record<string, unknown>)[key]);

describe("a store's own backup window, at the stated time in UTC", () => {
  it('reads a range in a zone as the same range in UTC', async () => {
    const { resources } = await architectDesignOfBrief(
      'PostgreSQL on RDS, db.t4g.medium; automated backups kept 14 days, taken between 01:00 and 02:00 Riyadh time.',
    );
    expect(windowsOf(resources, 'AWS::RDS::DBInstance', 'PreferredBackupWindow')).toEqual(['22:00-23:00']);
  });

  it('reads a range whose first hour takes the half of the day written after the second', async () => {
    for (const [brief, window] of [
      ['A MySQL RDS instance db.t4g.medium, backup window between 1 and 2 AM Riyadh time.', '22:00-23:00'],
      ['MySQL on RDS, db.t4g.medium, backups every night from 4 to 5 am Dubai time.', '00:00-01:00'],
    ] as const) {
      const { resources } = await architectDesignOfBrief(brief);
      expect(windowsOf(resources, 'AWS::RDS::DBInstance', 'PreferredBackupWindow'), brief).toEqual([window]);
    }
  });

  it('opens a half-hour window at a clock stated alone, in Arabic with Arabic-Indic digits', async () => {
    for (const brief of [
      'Aurora MySQL cluster for the shop; take its backups every night at 2 am Riyadh time.',
      'نبي قاعدة بيانات Aurora MySQL، والنسخ الاحتياطي كل ليلة الساعة ٢ الفجر بتوقيت الرياض',
      'نريد عنقود Aurora MySQL تؤخذ نسخه الاحتياطية يوميًا عند الساعة الثانية فجرًا بتوقيت الرياض',
    ]) {
      const { resources } = await architectDesignOfBrief(brief);
      expect(windowsOf(resources, 'AWS::RDS::DBCluster', 'PreferredBackupWindow'), brief).toEqual([
        '23:00-23:30',
      ]);
    }
  });

  it('takes a window written by the property name as written, in UTC', async () => {
    const { resources } = await architectDesignOfBrief(
      'DocumentDB cluster, 2 instances db.r6g.large, BackupRetentionPeriod 7, PreferredBackupWindow 03:00-03:45 (UTC).',
    );
    expect(windowsOf(resources, 'AWS::DocDB::DBCluster', 'PreferredBackupWindow')).toEqual(['03:00-03:45']);
  });

  it('sets the snapshot window of a cache the same way', async () => {
    const { resources } = await architectDesignOfBrief(
      'ElastiCache Redis replication group for sessions, its backups taken daily at 4 am UTC.',
    );
    expect(windowsOf(resources, 'AWS::ElastiCache::ReplicationGroup', 'SnapshotWindow')).toEqual([
      '04:00-04:30',
    ]);
  });
});

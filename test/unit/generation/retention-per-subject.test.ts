import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief, valuesOfType } from '#test/fixtures/generation';

/**
 * Periods a brief states for different things keep each its own thing: the logs their period, the
 * backups theirs, the data its own; one period alone keeps everything as before. This test's own wording.
 */
describe('each stated period keeps what its clause names', () => {
  it.each([
    [
      'A Lambda API with DynamoDB. Keep the function logs for 3 months and the table backups for 35 days.',
      90,
      35,
    ],
    ['تطبيق Lambda مع DynamoDB، نحتفظ باللوقات ٣ شهور والنسخ الاحتياطية ٣٥ يوم', 90, 35],
  ])('%s', async (brief, logDays, backupDays) => {
    const { resources } = await architectDesignOfBrief(brief);
    const logs = valuesOfType(resources, 'AWS::Logs::LogGroup', 'RetentionInDays');
    expect(logs.length).toBeGreaterThan(0);
    expect(new Set(logs)).toEqual(new Set([logDays]));
    expect(
      valuesOfType(
        resources,
        'AWS::Backup::BackupPlan',
        'BackupPlan.BackupPlanRule.Lifecycle.DeleteAfterDays',
      ),
    ).toEqual([backupDays]);
  });

  it('one period keeps the backups at least as long as the data', async () => {
    const { resources } = await architectDesignOfBrief(
      'Patient records in PostgreSQL on RDS are kept for 6 years.',
    );
    const kept = valuesOfType(
      resources,
      'AWS::Backup::BackupPlan',
      'BackupPlan.BackupPlanRule.Lifecycle.DeleteAfterDays',
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const days of kept) expect(Number(days)).toBeGreaterThanOrEqual(6 * 365);
  });
});

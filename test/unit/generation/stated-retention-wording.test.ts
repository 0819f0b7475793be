import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, valuesInDesign, valuesOfType, warmValidator } from '#test/fixtures/generation';
import { viewOf } from '#test/fixtures/studio-requests';

/** The values at a dotted path of every resource of a type in the template a whole offline run gives. */
async function valuesGenerated(brief: string, type: string, path: string): Promise<unknown[]> {
  return valuesOfType(viewOf((await generateOffline(brief)).security.template).resources, type, path);
}

beforeAll(warmValidator, 60_000);

/**
 * A period data is kept or deleted after, however the brief words it: a verb of deleting or keeping
 * in English or Arabic (its person letters and passive forms), a unit in words ("a fortnight"),
 * Arabic-Indic digits. It reaches the property of the thing that keeps the data: a bucket's
 * expiration, a backup rule's deletion, a database's backup retention.
 */
describe('a stated period reaches the property that keeps or deletes the data', () => {
  it.each([
    ['Gulf, wiping verb', 'ابي بكت S3 للنسخ الاحتياطيه، يمسح الملفات بعد ٩٠ يوم', 90],
    ['Gulf, passive wiping verb', 'نبي باكت S3 للتقارير والملفات تنمسح بعد 60 يوم', 60],
    [
      'MSA, deleting verb with the period after a comma',
      'دلو S3 للواجبات، تُحذف الملفات بعد نهاية الفصل، أي بعد ١٢٠ يوماً من رفعها',
      120,
    ],
    ['English, wiped', 'An S3 bucket for uploads; uploads are wiped after 45 days.', 45],
  ])('%s: the bucket expires its objects', (_, brief, days) => {
    expect(
      valuesInDesign(brief, 'AWS::S3::Bucket', 'LifecycleConfiguration.Rules.ExpirationInDays'),
    ).toContain(days);
  });

  it.each([
    [
      'English',
      'A web server on EC2, its uploads on EFS and a MySQL database on RDS with automated backups kept 5 days. We also want AWS Backup to take a daily backup of the EFS and keep it 21 days.',
    ],
    [
      'Gulf',
      'سيرفر EC2 وملفاته على EFS، وقاعدة MySQL على RDS الباك اب حقها ينحفظ ٥ أيام. ونبي خطة AWS Backup للـ EFS: نسخة يومية تنحفظ ٢١ يوم',
    ],
  ])(
    "%s: a second period, said of AWS Backup, is its rule's and the first the database's",
    async (_, brief) => {
      const [rules, database] = await Promise.all([
        valuesGenerated(
          brief,
          'AWS::Backup::BackupPlan',
          'BackupPlan.BackupPlanRule.Lifecycle.DeleteAfterDays',
        ),
        valuesGenerated(brief, 'AWS::RDS::DBInstance', 'BackupRetentionPeriod'),
      ]);
      expect(rules).toContain(21);
      expect(database).toEqual([5]);
    },
    60_000,
  );

  it.each([
    ['mixed with a typo in the unit', 'Aurora Serverless v2 Postgres, والـbackups تنحفظ a fortnigth', 14],
    ['English, a fortnight', 'An Aurora PostgreSQL cluster; keep automated backups for a fortnight.', 14],
  ])('%s: the database keeps its backups', (_, brief, days) => {
    expect(valuesInDesign(brief, 'AWS::RDS::DBCluster', 'BackupRetentionPeriod')).toContain(days);
  });
});

describe('a period shorter than the backup plan keeps', () => {
  it('is clamped with a decision saying so, never a failed run', async () => {
    // arrange
    const brief =
      'A MySQL database on RDS and its files on EFS; we want AWS Backup too, backups kept 3 days.';
    // act
    const result = await generateOffline(brief);
    // assert
    const kept = viewOf(result.security.template)
      .resources.filter((r) => r.type === 'AWS::Backup::BackupPlan')
      .flatMap(
        (r) =>
          (r.props.BackupPlan as { BackupPlanRule: { Lifecycle?: { DeleteAfterDays?: number } }[] })
            .BackupPlanRule,
      )
      .map((rule) => rule.Lifecycle?.DeleteAfterDays);
    expect(kept).toContain(7);
    expect(result.plan.decisions.join(' ')).toMatch(
      /7 days, the least this design sets, though the brief says 3/,
    );
  }, 60_000);
});

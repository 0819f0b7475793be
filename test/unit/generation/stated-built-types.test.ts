import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * Probes of settings stated on resource types a family builds that the property vocabulary
 * (schema-data.json) once lacked (DocumentDB, CodeBuild, budgets, Glue crawlers, Transfer users, a Redshift cluster).
 * A value stated for them reaches the template through the one mechanism of stated settings.
 */
const propsOf = async (prompt: string, type: string) =>
  (await architectDesignOfBrief(prompt)).resources.filter((r) => r.type === type).map((r) => r.props);

describe('settings stated on types the vocabulary once lacked reach the template', () => {
  it.each([
    // English, with a word of the family's own ("snapshots retained")
    [
      'Mongo-compatible document store on Amazon DocumentDB, two db.r6g.large nodes, snapshots retained for 10 days.',
      10,
    ],
    // Gulf, in Arabic-Indic digits
    ['نبي DocumentDB فيه انستانسين db.t4g.medium، والباك اب ينحفظ ٢١ يوم', 21],
    // MSA, a number in words
    ['نحتاج قاعدة مستندات DocumentDB بمثيل واحد، ويُحتفظ بالنسخ الاحتياطية عشرة أيام.', 10],
  ])('keeps a DocumentDB cluster’s backups for the days stated: %s', async (brief, days) => {
    const [cluster] = await propsOf(brief, 'AWS::DocDB::DBCluster');
    expect(cluster).toMatchObject({ BackupRetentionPeriod: days });
  });

  it.each([
    'A Redshift cluster of two ra3.xlplus nodes; automated snapshots kept for twenty days.',
    'عنقود Redshift من عقدتين ra3.xlplus، مع الاحتفاظ باللقطات الآلية عشرين يومًا.',
  ])('keeps a Redshift cluster’s automated snapshots for the days stated: %s', async (brief) => {
    const [cluster] = await propsOf(brief, 'AWS::Redshift::Cluster');
    expect(cluster).toMatchObject({ AutomatedSnapshotRetentionPeriod: 20 });
  });

  it('builds a CodeBuild project with the timeout in minutes a brief states', async () => {
    const [project] = await propsOf(
      'A CodeBuild project that compiles our Go service from GitHub, with a 45 minute timeout.',
      'AWS::CodeBuild::Project',
    );
    expect(project).toMatchObject({ TimeoutInMinutes: 45 });
  });
});

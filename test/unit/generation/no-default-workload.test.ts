import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { questionsForThinBrief } from '#shared/generation/clarify/thin-brief';
import { resourcesOfBrief } from '#test/fixtures/generation';

const COMPUTE = ['AWS::Lambda::Function', 'AWS::AutoScaling::AutoScalingGroup', 'AWS::ECS::Service'];
const DATABASES = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster', 'AWS::DynamoDB::Table'];
const typesOf = (brief: string) => resourcesOfBrief(brief).map((r) => r.type);

/**
 * No workload is added that the brief did not ask for: a brief the reader finds nothing to build
 * in is asked what it is for (whatever its length), never given a web application and a database;
 * the applications a brief watches are not built; and a refused database is never added back as
 * the store an application or API "needs". English, Gulf and standard Arabic, mixed and misspelt.
 */
describe('no default workload', () => {
  it.each([
    'We need something that helps our field engineers with their work across the whole region, please.',
    'نبغى شي يساعد المهندسين الميدانيين في شغلهم في كل المنطقة لو سمحتوا',
    'نحتاج حلًا يساعد مهندسي الميدان في أعمالهم في جميع أنحاء المنطقة من فضلكم',
  ])('a brief naming nothing to build is asked, not given a web application: %s', (brief) => {
    const requirements = requirementsFromBrief({ prompt: brief });
    expect(requirements.workloads.map((w) => w.kind)).toEqual([]);
    expect(questionsForThinBrief(brief, requirements).map((q) => q.id)).toContain('purpose');
  });

  it.each([
    'centralised logging for our applications',
    'alarms on the errors of our existing apps, emailed to the team',
    'مراقبة وتنبيهات لتطبيقاتنا الحالية',
    'monitring and alerts for our platform',
  ])('what a brief watches is not built: %s', (brief) => {
    const kinds = requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind);
    expect(kinds).not.toContain('web-app');
    expect(kinds).not.toContain('relational-database');
  });

  it.each([
    'A stateless image-resizing API: no database, just a function and a bucket.',
    'an api that converts currencies, no db needed',
    'ابي API يحول العملات بدون قاعدة بيانات',
    'واجهة برمجية لتحويل الصور دون أي قاعدة بيانات',
  ])('a refused database is never the store an API needs: %s', (brief) => {
    const types = typesOf(brief);
    expect(types.filter((t) => DATABASES.includes(t))).toEqual([]);
    expect(types.some((t) => COMPUTE.includes(t))).toBe(true);
  });
});

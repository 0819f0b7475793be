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

/**
 * A part the brief names without joining it to anything (a static site, a search domain) is not
 * given an edge from a function that no template could carry ("Handler reaches Site").
 */
describe('no invented edge to what a function cannot reach', () => {
  it.each([
    'A static website showing the products and an API with a Lambda function that keeps the orders in a DynamoDB table',
    'موقع ثابت يعرض المنتجات وواجهة برمجية بدالة لامدا تحفظ الطلبات في جدول داينامو',
    'An OpenSearch domain for the catalogue, and a Lambda behind API Gateway that saves orders in DynamoDB.',
    'ابي static site و API فيها lambda تكتب في dynamodb',
  ])('%s', (brief) => {
    const requirements = requirementsFromBrief({ prompt: brief });
    const into = (requirements.connections ?? []).map((c) => c.to);
    expect(into).not.toContain('Site');
    expect(into).not.toContain('Search');
  });
});

/** Servers the brief names get no database it did not ask for; a bucket it names is built. */
describe('what the brief names, and only that', () => {
  it.each([
    'Two EC2 instances running a batch scheduler, without any load balancer in front.',
    '3 EC2 instances for our build agents, no load balancer',
    'نبي 2 ec2 instances تشغل أدوات المراقبة حقتنا بدون load balancer',
  ])('no database for named servers: %s', (brief) => {
    const types = typesOf(brief);
    expect(types.filter((t) => DATABASES.includes(t))).toEqual([]);
    expect(types).not.toContain('AWS::ElasticLoadBalancingV2::LoadBalancer');
  });

  it.each([
    'A stateless image-resizing API: no database, just a function and a bucket.',
    'an API for thumbnails with one Lambda and a bucket for the pictures',
    'واجهة API لتصغير الصور بدون قاعدة بيانات، فقط دالة وباكت',
  ])('a bucket named is built: %s', (brief) => {
    expect(typesOf(brief)).toContain('AWS::S3::Bucket');
  });
});

import { describe, expect, it } from 'vitest';
import { questionRefusals } from '#shared/generation/reading/questions';
import { architectDesignOfBrief, typesOfBrief, valuesInDesign } from '#test/fixtures/generation';

/** The types a generation run builds, with the chief architect's stated facts (a refused NAT gateway). */
const builtTypes = async (brief: string) =>
  new Set((await architectDesignOfBrief(brief)).resources.map((r) => r.type));

/** The words each question of need in a brief refuses. */
const refusedWords = (brief: string) =>
  questionRefusals(brief.toLowerCase()).map((r) => brief.toLowerCase().slice(r.start, r.end).trim());

/**
 * A question of need takes the answer the brief gives after it: "no" or "something else is
 * enough" refuses what it asks about; "yes" keeps it; a question that doubts the thing ("even",
 * "why would we") refuses it unanswered; any other question is an ask, read as a statement.
 */
describe('a question of need takes its answer', () => {
  it.each([
    [
      "Why would we need a load balancer for an internal tool used by five people? We don't. Just one t3.small EC2 instance with an Elastic IP.",
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
      'AWS::EC2::Instance',
    ],
    [
      'Do we even need Aurora, or is a small Postgres instance enough? A small one is enough: db.t4g.small with 20 GB.',
      'AWS::RDS::DBCluster',
      'AWS::RDS::DBInstance',
    ],
    [
      'هل نحتاج Aurora فعلاً أم تكفي قاعدة PostgreSQL صغيرة؟ تكفي الصغيرة: db.t4g.micro بسعة ٢٠ جيجابايت.',
      'AWS::RDS::DBCluster',
      'AWS::RDS::DBInstance',
    ],
    [
      'Should we put a Redis cache in front of the orders DynamoDB table? No, not needed. One Lambda function reads the table.',
      'AWS::ElastiCache::ReplicationGroup',
      'AWS::DynamoDB::Table',
    ],
  ])('%s', (brief, refused, kept) => {
    const types = typesOfBrief(brief);
    expect(types.has(refused)).toBe(false);
    expect(types.has(kept)).toBe(true);
  });

  it('a question answered yes keeps what it asks about', () => {
    const types = typesOfBrief(
      'Should we put a Redis cache in front of the orders DynamoDB table? Yes, please. One Lambda function reads the table.',
    );
    expect(
      [
        'AWS::ElastiCache::ReplicationGroup',
        'AWS::ElastiCache::CacheCluster',
        'AWS::ElastiCache::ServerlessCache',
      ].some((t) => types.has(t)),
    ).toBe(true);
  });

  it('a question that asks for a thing, or asks without doubting it, is an ask', () => {
    expect(refusedWords('Could you put a WAF in front of our CloudFront distribution?')).toEqual([]);
    expect(refusedWords('Should we add an SQS queue between the API and the worker Lambda?')).toEqual([]);
    expect(refusedWords('Is it possible to delete the files after 90 days?')).toEqual([]);
  });

  it('refuses the first choice of an alternative, up to the alternative', () => {
    expect(refusedWords('Do we need Aurora or is a small RDS instance enough?')).toEqual(['aurora']);
    expect(refusedWords('Do we really need a NAT gateway? The functions only call DynamoDB.')).toEqual([
      'a nat gateway',
    ]);
    expect(refusedWords('Do we need a NAT gateway? Yes, the function calls a partner API.')).toEqual([]);
  });

  it.each([
    'Do we really need a NAT gateway? The Lambda functions in our VPC only write to a DynamoDB table.',
    'Can we do away with the NAT gateway? The Lambda functions in our VPC only write to a DynamoDB table.',
    'هل ممكن نستغني عن NAT gateway؟ دوال Lambda اللي داخل الـ VPC تكتب في جدول DynamoDB بس',
    'momken nestaghni 3n el NAT gateway? el lambda f el vpc bs tktb f dynamodb table esmaha events.',
  ])('a NAT gateway the brief doubts or does without is not built: %s', async (brief) => {
    const types = await builtTypes(brief);
    expect(types.has('AWS::EC2::NatGateway')).toBe(false);
    expect(types.has('AWS::Lambda::Function')).toBe(true);
  });
});

/** "ما" is "what" too: before a verb of wanting ("ما بدنا", "ما نبي") it turns the setting after it off. */
describe('a setting after "not" and a verb of wanting is off', () => {
  it.each([
    'بدنا S3 bucket اسمه reports-eu للتقارير. وما بدنا versioning.',
    'نبي S3 bucket اسمه reports-eu للتقارير، وما نبي versioning.',
  ])('%s', (brief) => {
    expect(valuesInDesign(brief, 'AWS::S3::Bucket', 'VersioningConfiguration.Status')).not.toContain(
      'Enabled',
    );
  });

  it('the verb of wanting alone keeps the setting on', () => {
    expect(
      valuesInDesign(
        'بدنا S3 bucket اسمه reports-eu للتقارير، وبدنا versioning.',
        'AWS::S3::Bucket',
        'VersioningConfiguration.Status',
      ),
    ).toContain('Enabled');
  });
});

/** Egyptian words around a hedged ask: "دلوقتي" (now) holds no bucket, and the passive "تتمسح" deletes. */
describe('an Egyptian brief that defers one thing and asks about another', () => {
  const brief =
    'عايزين bucket للصور ولامدا تعمل thumbnails لما صورة جديدة تترفع. مش محتاجين CloudFront دلوقتي. وممكن الصور تتمسح بعد ٦٠ يوم؟';

  it('refuses the distribution and keeps the bucket', () => {
    const types = typesOfBrief(brief);
    expect(types.has('AWS::CloudFront::Distribution')).toBe(false);
    expect(types.has('AWS::S3::Bucket')).toBe(true);
  });

  it('deletes the pictures after the days the question asks for', () => {
    expect(
      valuesInDesign(brief, 'AWS::S3::Bucket', 'LifecycleConfiguration.Rules.ExpirationInDays'),
    ).toContain(60);
  });
});

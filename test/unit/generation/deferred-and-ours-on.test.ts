import { describe, expect, it } from 'vitest';
import { privateOnly } from '#shared/generation/reading/negation';
import { refineBasis } from '#shared/generation/refine/compose';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief, designOfBrief, typesOfBrief } from '#test/fixtures/generation';

/**
 * Reading errors that built what the customer has or refuses, with their ledger entries "met":
 * a thing put off ("Athena later, not now", "الكاش مو الحين، بعدين"), a thing placed on something
 * of the customer's ("our Postgres on a VM in our Riyadh data center", "الـ workers عندنا على ECS"),
 * and a refusal of exposure over a class of things ("ما نبي أي شي مكشوف للإنترنت").
 */

describe('a thing put off until later is not built now', () => {
  it.each([
    [
      'English, "later, not now"',
      'A Lambda reading a Kinesis stream, and Firehose to S3. Nothing queries the data yet; Athena later, not now.',
      ['AWS::Athena::WorkGroup'],
    ],
    [
      'English, "maybe next year, not for now"',
      'Lambda + SQS + a DynamoDB table for the orders. OpenSearch maybe next year, not for now.',
      ['AWS::OpenSearchService::Domain'],
    ],
    [
      'Gulf, "مو الحين، بعدين"',
      'ابي لامدا وطابور SQS يستقبل الطلبات. الكاش ElastiCache مو الحين، بعدين.',
      [
        'AWS::ElastiCache::ReplicationGroup',
        'AWS::ElastiCache::CacheCluster',
        'AWS::ElastiCache::ServerlessCache',
      ],
    ],
    [
      'MSA, "ليس الآن"',
      'نريد دالة Lambda تكتب في جدول DynamoDB. أما OpenSearch فليس الآن.',
      ['AWS::OpenSearchService::Domain'],
    ],
    [
      'Arabizi with a typo, "mo el7een"',
      'abi lambda w SQS queue. opensearch mo el7een, ba3dain.',
      ['AWS::OpenSearchService::Domain'],
    ],
  ])('%s', (_, brief, types) => {
    // arrange / act
    const built = typesOfBrief(brief);
    // assert
    expect(built).toContain('AWS::Lambda::Function');
    for (const type of types) expect(built).not.toContain(type);
  });

  it('is not a "met" service entry when the template builds it anyway', () => {
    // arrange
    const brief = 'A Lambda and an S3 bucket for the raw files. Athena maybe next quarter, not now.';
    // act
    const entry = itemOf(
      checklistFor(brief, {
        Fn: { Type: 'AWS::Lambda::Function' },
        Raw: { Type: 'AWS::S3::Bucket' },
        Wg: { Type: 'AWS::Athena::WorkGroup' },
      }),
      'service',
      /Athena/,
    );
    // assert
    expect(entry.status).not.toBe('met');
  });

  it.each([
    'Not now: the team is busy. Build a Lambda with an S3 bucket.',
    'We do not now use any queue; build a Lambda that writes to a DynamoDB table.',
  ])('leaves alone what is asked: %s', (brief) => {
    const built = typesOfBrief(brief);
    expect(built).toContain('AWS::Lambda::Function');
  });
});

describe("a thing placed on something of the customer's is theirs", () => {
  it.each([
    [
      'English, a place named inside "our ... data center"',
      'Our Postgres sits on a VM in our Riyadh data center. We want a Lambda that reads an SQS queue and writes the results to S3.',
      ['AWS::EC2::Instance', 'AWS::AutoScaling::AutoScalingGroup'],
    ],
    [
      'Gulf, "عندنا على ECS"',
      'نبي طابور SQS ولامدا تكتب في DynamoDB، والـ workers عندنا على ECS.',
      ['AWS::ECS::Service', 'AWS::ECS::Cluster'],
    ],
    [
      'Gulf with a typo, "عندنا على RDS"',
      'نحتاج bucket S3 للملفات ولامدا تعالجها، وقاعدة البيانات عندنا على RDS.',
      ['AWS::RDS::DBInstance'],
    ],
    [
      'MSA, "لدينا على EC2"',
      'نريد دالة Lambda تقرأ من طابور SQS، والخادم الحالي لدينا على EC2 يرسل الرسائل إليه.',
      ['AWS::EC2::Instance', 'AWS::AutoScaling::AutoScalingGroup'],
    ],
  ])('%s', (_, brief, types) => {
    // arrange / act
    const built = typesOfBrief(brief);
    // assert
    expect(built).toContain('AWS::Lambda::Function');
    for (const type of types) expect(built).not.toContain(type);
  });
});

describe('"nothing" that does not refuse exposure', () => {
  it.each([
    'We need nothing but a public website on S3 and CloudFront.',
    'Nothing reads the bucket yet; a public website on CloudFront serves it.',
  ])('keeps the public site: %s', (brief) => {
    expect(privateOnly(brief.toLowerCase())).toBeUndefined();
  });
});

describe('a setting said in the clause of a thing the customer has, and again past it', () => {
  it.each([
    'Our RabbitMQ sits on a VM in our Dammam data center. Move the broker to Amazon MQ for RabbitMQ on mq.m5.large.',
    'الـ RabbitMQ حقنا شغال على VM في الداتا سنتر، ونبي ننقل الوسيط إلى Amazon MQ for RabbitMQ بحجم mq.m5.large.',
  ])('is stated: %s', (brief) => {
    // arrange / act
    const { resources } = designOfBrief(brief);
    const engines = resources
      .filter((r) => r.type === 'AWS::AmazonMQ::Broker')
      .map((r) => r.props.EngineType);
    // assert
    expect(engines).toEqual(['RABBITMQ']);
    expect(resources.some((r) => r.type === 'AWS::EC2::Instance')).toBe(false);
  });
});

describe('a refusal of exposure over a class of things', () => {
  it.each([
    'ما نبي أي شي مكشوف للإنترنت. نبي API على Lambda وجدول DynamoDB.',
    'لا نريد أي شيء متاح للانترنت؛ واجهة API مع دالة Lambda وجدول DynamoDB.',
    'An internal API on Lambda with a DynamoDB table. Nothing should be public.',
    'Lambda API and a DynamoDB table; nothing in this design may face the internet.',
  ])('leaves nothing public: %s', async (brief) => {
    // arrange / act
    const { resources } = await architectDesignOfBrief(brief);
    const endpoints = resources.filter((r) => r.type === 'AWS::ApiGateway::RestApi');
    // assert
    expect(privateOnly(brief.toLowerCase())).toBeDefined();
    expect(resources.some((r) => r.type === 'AWS::ApiGatewayV2::Api')).toBe(false);
    for (const api of endpoints)
      expect(api.props.EndpointConfiguration).toMatchObject({ Types: ['PRIVATE'] });
  });
});

describe('a removal written with its short vowels', () => {
  it.each([
    [
      'MSA, "ألغِ"',
      'نريد قاعدة بيانات RDS PostgreSQL متعددة مناطق التوفر (Multi-AZ).',
      'اجعلها أرخص: ألغِ Multi-AZ',
    ],
    ['MSA, "أزِلْ"', 'قاعدة RDS MySQL من الفئة db.t4g.large مع Multi-AZ.', 'أزِلْ Multi-AZ.'],
  ])('%s: the new version is in one zone', async (_, brief, instruction) => {
    // arrange
    const { prompt } = refineBasis({ prompt: brief, options: {} }, { instruction });
    // act
    const { resources } = await architectDesignOfBrief(prompt);
    const databases = resources.filter((r) => r.type === 'AWS::RDS::DBInstance');
    // assert
    expect(databases.length).toBeGreaterThan(0);
    for (const db of databases) expect(db.props.MultiAZ).not.toBe(true);
  });
});

describe("a setting's constant restated in a refinement", () => {
  it.each([
    [
      'English',
      'A CodeBuild project api-build on BUILD_GENERAL1_MEDIUM with privileged mode, pushing to an ECR repository.',
      'Make the build cheaper: use BUILD_GENERAL1_SMALL instead.',
    ],
    [
      'Gulf',
      'نبي مشروع CodeBuild اسمه api-build على BUILD_GENERAL1_LARGE يدفع الصور لمستودع ECR.',
      'خله BUILD_GENERAL1_SMALL عشان التكلفة',
    ],
  ])(
    '%s: replaces its sibling, so the build and its entry take the new one',
    async (_, brief, instruction) => {
      // arrange
      const { prompt } = refineBasis({ prompt: brief, options: {} }, { instruction });
      // act
      const { resources } = await architectDesignOfBrief(prompt);
      const types = resources
        .filter((r) => r.type === 'AWS::CodeBuild::Project')
        .map((r) => (r.props.Environment as { ComputeType?: string }).ComputeType);
      // assert
      expect(types).toEqual(['BUILD_GENERAL1_SMALL']);
    },
  );
});

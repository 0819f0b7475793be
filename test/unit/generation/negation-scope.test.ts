import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { architectDesignOfBrief, typesOfBrief } from '#test/fixtures/generation';

/** The types a generation run builds: the chief architect's stated facts (refused parts, backups) included. */
const builtTypes = async (brief: string) =>
  new Set((await architectDesignOfBrief(brief)).resources.map((r) => r.type));
const kindsOf = (brief: string) => requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind);
const ALWAYS_ON = [
  'AWS::EC2::Instance',
  'AWS::AutoScaling::AutoScalingGroup',
  'AWS::ECS::Service',
  'AWS::RDS::DBInstance',
  'AWS::RDS::DBCluster',
];
const present = (types: Set<string>, of: readonly string[]) => of.filter((t) => types.has(t));

/**
 * Idioms are vocabulary, not service words (grammar-words.ts IDIOMS): "off the table" refuses the
 * thing before it, with or without its verb, and builds no DynamoDB table.
 */
describe('an idiom names nothing and refuses what it says', () => {
  it.each([
    ['EKS off the table, run the containers on ECS Fargate.', 'AWS::EKS::Cluster'],
    [
      'Taking Kafka off the table, we use SQS between the order service and the billing Lambda.',
      'AWS::MSK::ServerlessCluster',
    ],
    [
      'Kubernetes is a non-starter for us. Put the workers on Lambda reading an SQS queue.',
      'AWS::EKS::Cluster',
    ],
    ['Kafka خارج الحسابات، نبي Kinesis stream ودالة Lambda تقرأ منه', 'AWS::MSK::ServerlessCluster'],
  ])('%s', (brief, refused) => {
    const types = typesOfBrief(brief);
    expect(types.has(refused)).toBe(false);
    expect(types.has('AWS::DynamoDB::Table')).toBe(false);
  });

  it('a table the brief asks for beside the idiom is still built', () => {
    const types = typesOfBrief('Store the orders in a DynamoDB table; Kafka is off the table.');
    expect(types.has('AWS::DynamoDB::Table')).toBe(true);
    expect(types.has('AWS::MSK::ServerlessCluster')).toBe(false);
  });
});

/** "No internet gateway" refuses the network's way out, not the network: isolated subnets and endpoints. */
describe('a refused internet gateway keeps the VPC, isolated', () => {
  it.each([
    'A VPC with no internet gateways for Lambda batch jobs that read from S3; use VPC endpoints.',
    'شبكة VPC بدون internet gateway فيها دالة Lambda تقرأ من S3',
    'No internet gateway anywhere: an RDS Postgres database and a Lambda function in isolated subnets.',
  ])('%s', async (brief) => {
    const types = await builtTypes(brief);
    expect(types.has('AWS::EC2::VPC')).toBe(true);
    expect(types.has('AWS::EC2::VPCEndpoint')).toBe(true);
    expect(types.has('AWS::EC2::InternetGateway')).toBe(false);
    expect(types.has('AWS::EC2::NatGateway')).toBe(false);
    expect(types.has('AWS::ApiGateway::RestApi')).toBe(false);
  });

  it('a network nobody refuses keeps its internet gateway', async () => {
    const types = await builtTypes('A VPC for our ECS service behind a load balancer.');
    expect(types.has('AWS::EC2::InternetGateway')).toBe(true);
  });
});

/** Words that describe a thing are refused through the noun they describe ("a service that runs all the time"). */
describe('a refusal of what runs all the time is a serverless design', () => {
  it.each([
    "A small API for our mobile app that saves orders; we don't want a service that runs all the time.",
    "A booking backend with a database, but we don't want anything that runs around the clock.",
    'ما نبي شي شغال طول الوقت، نبي API يحفظ الحجوزات في قاعدة بيانات',
  ])('%s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types.has('AWS::Lambda::Function')).toBe(true);
    expect(present(types, ALWAYS_ON)).toEqual([]);
    expect(kindsOf(brief)).not.toContain('relational-database');
  });

  it('running all the time that nobody refuses is built', () => {
    expect(kindsOf('A web app with user sign-in that runs all the time on two servers.')).toContain(
      'web-app',
    );
  });
});

/** Named compute runs an application's shape ("microservices"); a site served from S3 and CloudFront is static. */
describe('named services win over words for an application', () => {
  it.each([
    'A microservices backend using Lambda, API Gateway, DynamoDB and SQS between services.',
    'منصة خدمات مصغرة (microservices) مبنية على Lambda و API Gateway و DynamoDB',
  ])('%s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types.has('AWS::Lambda::Function')).toBe(true);
    expect(present(types, [...ALWAYS_ON, 'AWS::ElasticLoadBalancingV2::LoadBalancer'])).toEqual([]);
  });

  it.each([
    'website حق المطعم: S3 و CloudFront بس',
    'A website for the restaurant on S3 and CloudFront only.',
  ])('%s', (brief) => {
    expect(kindsOf(brief)).toEqual(expect.arrayContaining(['static-site']));
    expect(present(typesOfBrief(brief), ALWAYS_ON)).toEqual([]);
  });

  it('words for an application with nothing named to run them still build it', () => {
    expect(kindsOf('A microservices platform for our 12 product teams.')).toContain('containers');
    expect(kindsOf('An online shop with a product catalogue and checkout, behind CloudFront.')).toContain(
      'web-app',
    );
  });
});

/** "Nothing else", a name given in one word and what a store is for add nothing beside what is named. */
describe('only what is named is built', () => {
  it('"ولا شي غيره" refuses nothing: the bucket named is built', () => {
    const types = typesOfBrief('بس S3 bucket للتقارير، ولا شي غيره');
    expect(types.has('AWS::S3::Bucket')).toBe(true);
    expect(
      present(types, ['AWS::CloudFront::Distribution', 'AWS::Lambda::Function', 'AWS::DynamoDB::Table']),
    ).toEqual([]);
  });

  it('a name given in one word is no workload ("a queue named invoices")', () => {
    const types = typesOfBrief('Only an SQS queue named invoices.');
    expect(types.has('AWS::SQS::Queue')).toBe(true);
    expect(types.has('AWS::S3::Bucket')).toBe(false);
  });

  it('what a bucket is for is no backup plan; backups asked of a database are', async () => {
    const bucket = await builtTypes('Just an S3 bucket for backups, nothing more.');
    const database = await builtTypes('An RDS Postgres database with daily backups kept 35 days.');
    expect(bucket.has('AWS::Backup::BackupPlan')).toBe(false);
    expect(database.has('AWS::Backup::BackupPlan')).toBe(true);
  });
});

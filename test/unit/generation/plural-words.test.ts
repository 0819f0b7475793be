import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** A brief's expected resources: types that must be built, and types that must not. */
interface Expected {
  has?: readonly string[];
  no?: readonly string[];
  /** at least this many of a type */
  count?: readonly [string, number];
}

const RELATIONAL = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'];
const LOAD_BALANCER = 'AWS::ElasticLoadBalancingV2::LoadBalancer';

function check(brief: string, expected: Expected): void {
  const types = resourcesOfBrief(brief).map((r) => r.type);
  for (const type of expected.has ?? []) expect(types, `${type} built`).toContain(type);
  for (const type of expected.no ?? []) expect(types, `${type} not built`).not.toContain(type);
  if (expected.count) {
    const [type, n] = expected.count;
    expect(types.filter((t) => t === type).length, `${n} of ${type}`).toBeGreaterThanOrEqual(n);
  }
}

/**
 * A vocabulary word is read in its plural as in its singular, whatever form its family's pattern
 * was written in ("databases", "caches", "container registries", "Lambdas"): a refusal's list
 * goes on through a plural it did not know ("no databases, caches or load balancers"), and a
 * family named only in the plural is built. English and mixed Arabic/English, new wording.
 */
describe('vocabulary words in the plural', () => {
  it.each<[string, Expected]>([
    [
      "Please don't build any servers, databases or functions: only an S3 bucket for our exports.",
      { has: ['AWS::S3::Bucket'], no: ['AWS::Lambda::Function', ...RELATIONAL] },
    ],
    [
      'No caches, databases or queues: a single Lambda function behind an HTTP API.',
      { has: ['AWS::Lambda::Function'], no: ['AWS::Lambda::EventSourceMapping', ...RELATIONAL] },
    ],
    [
      "We don't want any caches, load balancers or queues - one Lambda behind API Gateway.",
      { has: ['AWS::Lambda::Function'], no: [LOAD_BALANCER, 'AWS::Lambda::EventSourceMapping'] },
    ],
    [
      'Keep it simple: no databases, caches or load balancers, and a single EC2 instance for the app.',
      { has: ['AWS::EC2::Instance'], no: [LOAD_BALANCER, ...RELATIONAL] },
    ],
    [
      'No databases, load balancers or functions: just an SNS topic that e-mails ops@tamr.sa.',
      { has: ['AWS::SNS::Topic'], no: [LOAD_BALANCER, 'AWS::Lambda::Function'] },
    ],
    ['A staff portal with a login, and no databases or caches of any kind.', { no: RELATIONAL }],
    ['A web portal for our employees, no databases at all.', { no: RELATIONAL }],
    [
      'ما نبي caches ولا databases ولا load balancers، سيرفر EC2 واحد يكفي.',
      { has: ['AWS::EC2::Instance'], no: [LOAD_BALANCER, ...RELATIONAL] },
    ],
  ])('a refusal reaches every plural of its list: %s', check);

  it.each<[string, Expected]>([
    ['Two container registries for our Docker images, scanned on push.', { has: ['AWS::ECR::Repository'] }],
    [
      'Four container registries, one for each team, with images scanned on push.',
      { has: ['AWS::ECR::Repository'] },
    ],
    [
      'Two Lambdas read from one SQS queue and write into a DynamoDB table.',
      { has: ['AWS::SQS::Queue', 'AWS::DynamoDB::Table'], count: ['AWS::Lambda::Function', 1] },
    ],
    [
      'Three Lambdas behind one HTTP API, each with 512 MB of memory.',
      { has: ['AWS::ApiGatewayV2::Api'], count: ['AWS::Lambda::Function', 3] },
    ],
  ])('a family named in the plural is built: %s', check);

  it.each<[string, Expected]>([
    [
      'Neither databases nor queues: an S3 bucket and a Lambda that resizes the images put in it.',
      { has: ['AWS::S3::Bucket', 'AWS::Lambda::Function'], no: RELATIONAL },
    ],
    [
      'The intranet needs no databases - it is a handful of static pages behind CloudFront.',
      { has: ['AWS::CloudFront::Distribution'], no: RELATIONAL },
    ],
    [
      'بدون databases أو servers، بس موقع ثابت على S3 و CloudFront.',
      { has: ['AWS::CloudFront::Distribution'], no: ['AWS::EC2::Instance', ...RELATIONAL] },
    ],
    [
      'Store invoices in a bucket; no databases, no queues, no caches.',
      { has: ['AWS::S3::Bucket'], no: ['AWS::SQS::Queue', ...RELATIONAL] },
    ],
  ])('what already read right stays so: %s', check);
});

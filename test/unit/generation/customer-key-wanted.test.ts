import { beforeAll, describe, expect, it } from 'vitest';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';

/** The design's customer managed key (its description) and what refers to it. */
function keyOf(brief: string) {
  const { resources } = designOfBrief(brief);
  const key = resources.find((r) => r.type === 'AWS::KMS::Key');
  const users = resources
    .filter((r) => r.type !== 'AWS::IAM::Role' && JSON.stringify(r.props).includes('"DataKey"'))
    .map((r) => r.type);
  return { key, users, resources };
}

describe('a customer managed key only where a control of the frameworks asks for one, saying which', () => {
  beforeAll(warmValidator);

  it('a static site of internal data: nothing asks for a key, none is built', () => {
    const { key } = keyOf('A static website on S3 behind CloudFront for our school events page.');
    expect(key).toBeUndefined();
  });

  it('a function, a queue and a table: the key stays on what NCA-ECC asks, the queue uses SQS-managed keys', () => {
    const { key, users, resources } = keyOf(
      'Partners send transaction events to an SQS queue; a Lambda function processes them and writes to a DynamoDB table.',
    );
    expect(String(key?.props.Description)).toMatch(/NCA-ECC 2-8-3-3 asks for one on .*logs-kms-encryption/);
    expect(users).toContain('AWS::Logs::LogGroup');
    expect(users).not.toContain('AWS::SQS::Queue');
    const queues = resources.filter((r) => r.type === 'AWS::SQS::Queue');
    expect(queues.length).toBeGreaterThan(0);
    for (const queue of queues) expect(queue.props.SqsManagedSseEnabled).toBe(true);
  });

  it('the review says why the key is there and what it costs', async () => {
    const result = await generateOffline(
      'An EventBridge Scheduler schedule runs a Lambda function every night at 2am Riyadh time.',
    );
    const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
    expect(review).toMatch(
      /\*\*DataKey\*\*: about \$1 a month when idle: the design's one customer managed key: NCA-ECC/,
    );
  });

  it('English: a brief that refuses the key gets none', () => {
    const { key } = keyOf(
      'A Lambda function behind an HTTP API writes to DynamoDB. No customer managed KMS key, the default encryption is fine.',
    );
    expect(key).toBeUndefined();
  });

  it('Gulf Arabic: بدون مفتاح KMS خاص', () => {
    const { key } = keyOf(
      'نبي Lambda خلف HTTP API تكتب في DynamoDB، والتشفير الافتراضي يكفي بدون مفتاح KMS خاص.',
    );
    expect(key).toBeUndefined();
  });

  it('data classified sensitive keeps its store on the key (a healthcare bucket)', () => {
    const { users } = keyOf('A clinic keeps patient lab reports in an S3 bucket for 7 years.');
    expect(users).toContain('AWS::S3::Bucket');
  });

  it('guard: the key the brief asks for encrypts what it names', () => {
    const { key, users } = keyOf(
      'A Lambda function writes orders to an SQS queue encrypted with our own KMS key with alias alias/orders.',
    );
    expect(key).toBeDefined();
    expect(users).toContain('AWS::SQS::Queue');
  });
});

describe('a template is never left empty', () => {
  it('a plan that builds nothing keeps its one resource, the key', async () => {
    const { synthesize } = await import('#shared/generation/synthesis/index');
    const { sampleRequirements } = await import('#test/fixtures/generation');
    const requirements = await sampleRequirements('Nothing to build');
    const built = synthesize(
      { summary: 'nothing', blocks: [], connections: [], extra_resources: [] } as never,
      requirements,
    );
    expect(built.resource_count).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { connectionItems } from '#shared/generation/checklist/connections';
import type { TemplateResource } from '#shared/generation/checklist/template-facts';
import { designOfBrief } from '#test/fixtures/generation';

/** A brief through the offline reader and planner to synthesis: the template and its edges. */
const built = designOfBrief;

const statusOf = (edges: ReturnType<typeof built>['edges'], resources: TemplateResource[]) =>
  Object.fromEntries(connectionItems(edges, resources).map((i) => [i.requirement, i.status]));

describe('every edge of a design is wired on both of its sides', () => {
  it('a report function reads its database (IAM sign-in, endpoint, security group) and reaches SES through a NAT gateway', () => {
    const { edges, resources } = built(
      'A weekly report Lambda queries our MySQL RDS database and e-mails the summary through SES.',
    );
    const items = connectionItems(edges, resources);
    expect(items.map((i) => i.requirement)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/reaches Database$/),
        expect.stringMatching(/reaches Email$/),
      ]),
    );
    expect(items.filter((i) => i.status !== 'met')).toEqual([]);
    expect(resources.some((r) => r.type === 'AWS::EC2::NatGateway')).toBe(true);
  });

  it('a Kafka consumer may write the table it fills, on that table', () => {
    const { edges, resources } = built(
      'An MSK cluster with three brokers; a Lambda consumes the orders and writes each one to a DynamoDB table.',
    );
    const write = edges.find((e) => e.to === 'Items');
    expect(write?.assertions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'grants', actions: expect.arrayContaining(['dynamodb:PutItem']) }),
      ]),
    );
    expect(statusOf(edges, resources)[`${write?.from} reaches Items`]).toBe('met');
  });

  it('is judged on the template: without the grant, the endpoint or the way out, the edge is not met and says what is missing', () => {
    const { edges, resources } = built(
      'A weekly report Lambda queries our MySQL RDS database and e-mails the summary through SES.',
    );
    const toEmail = edges.find((e) => e.to === 'Email');
    const toDatabase = edges.find((e) => e.to === 'Database');
    if (!toEmail || !toDatabase) throw new Error('the design has no edge to the e-mail or the database');
    // the same template with no NAT gateway, and the function's role without its policies
    const broken = resources
      .filter((r) => r.type !== 'AWS::EC2::NatGateway')
      .map((r) =>
        r.type === 'AWS::IAM::Role' && r.id.startsWith(toDatabase.from) ? { ...r, props: {} } : r,
      );
    const items = connectionItems([toEmail, toDatabase], broken);
    expect(items.map((i) => i.status)).toEqual(['not-met', 'not-met']);
    expect(items[0]?.detail).toMatch(/NatGateway/);
    expect(items[1]?.detail).toMatch(/rds-db:connect/);
  });

  it('a function a stream starts may write its bucket: the grant on the bucket and on its objects is met', () => {
    const { edges, resources } = built('kinesis stream -> lambda -> s3 bucket that keeps the archive');
    const write = edges.find((e) => e.to === 'Files');
    expect(write?.assertions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'grants', actions: expect.arrayContaining(['s3:PutObject']) }),
      ]),
    );
    expect(statusOf(edges, resources)[`${write?.from} reaches Files`]).toBe('met');
    // granted on the bucket alone, not on its objects, the write does not work
    const bucketOnly = resources.map((r) =>
      r.type === 'AWS::IAM::Role' && r.id === 'HandlerRole'
        ? JSON.parse(
            JSON.stringify(r).replace(
              /\{"Fn::Sub":"\$\{FilesBucket\.Arn\}\/\*"\}/g,
              '"arn:aws:s3:::other/*"',
            ),
          )
        : r,
    );
    expect(statusOf(edges, bucketOnly)[`${write?.from} reaches Files`]).toBe('not-met');
  });

  it("an IoT rule's edge is carried by the topic rule, not the device policy, and is met when the rule writes the target", () => {
    const { edges, resources } = built(
      'Greenhouse sensors send readings over MQTT to AWS IoT Core and an IoT rule saves them into a DynamoDB table.',
    );
    const fromDevices = edges.filter((e) => e.from === 'Devices');
    expect(fromDevices.length).toBeGreaterThan(0);
    for (const edge of fromDevices)
      expect(statusOf(edges, resources)[`Devices reaches ${edge.to}`]).toBe('met');
    // without the topic rule nothing carries device messages anywhere
    const noRule = resources.filter((r) => r.type !== 'AWS::IoT::TopicRule');
    for (const edge of fromDevices)
      expect(statusOf(edges, noRule)[`Devices reaches ${edge.to}`]).toBe('not-met');
  });

  it('a caller of the cache reads its auth token, is told its endpoint and is let through its group', () => {
    const { edges, resources } = built(
      'An API Lambda reads product pages from a Valkey cache on ElastiCache in front of a PostgreSQL database.',
    );
    const toCache = edges.filter((e) => e.to === 'Cache');
    expect(toCache.length).toBeGreaterThan(0);
    for (const edge of toCache) {
      expect(edge.unbuilt).toBeUndefined();
      expect(edge.assertions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'grants', actions: ['secretsmanager:GetSecretValue'] }),
          expect.objectContaining({ kind: 'joined' }),
        ]),
      );
      expect(statusOf(edges, resources)[`${edge.from} reaches Cache`]).toBe('met');
    }
  });

  it('a delivery stream reads a Kinesis stream itself, with its own role: no pipe and no queue between', () => {
    const { edges, resources } = built(
      'Meter readings go onto a Kinesis data stream and Amazon Data Firehose archives the stream to S3.',
    );
    const read = edges.find((e) => e.to === 'Delivery');
    expect(read?.assertions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'grants',
          role: 'DeliveryRole',
          actions: expect.arrayContaining(['kinesis:GetRecords']),
        }),
      ]),
    );
    expect(statusOf(edges, resources)[`${read?.from} reaches Delivery`]).toBe('met');
    expect(resources.some((r) => r.type === 'AWS::Pipes::Pipe')).toBe(false);
    const delivery = resources.find((r) => r.type === 'AWS::KinesisFirehose::DeliveryStream');
    expect(delivery?.props.DeliveryStreamType).toBe('KinesisStreamAsSource');
  });

  it("an API's direct integration names its target in the request it sends, and an edge through a pipe is judged on the pipe's role", () => {
    const direct = built(
      'A REST API on API Gateway that writes each request straight into a DynamoDB table, no Lambda.',
    );
    const toTable = direct.edges.find((e) => e.to === 'Items');
    expect(toTable).toBeDefined();
    expect(statusOf(direct.edges, direct.resources)[`${toTable?.from} reaches Items`]).toBe('met');
    const method = direct.resources.find(
      (r) => r.type === 'AWS::ApiGateway::Method' && JSON.stringify(r.props).includes('PutItem'),
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub, not a JS template
    expect(JSON.stringify(method?.props)).toContain('${ItemsTable}');

    const piped = built('EventBridge Pipes carry messages from an SQS queue to a Lambda function.');
    const pipeEdge = piped.edges.find((e) =>
      e.assertions.some((a) => a.kind === 'grants' && a.role.endsWith('PipeRole')),
    );
    expect(pipeEdge).toBeDefined();
    expect(statusOf(piped.edges, piped.resources)[`${pipeEdge?.from} reaches ${pipeEdge?.to}`]).toBe('met');
  });

  it('an edge to something nothing was built for is reported, not dropped', () => {
    const { edges, resources } = built('A Lambda function writes orders to a DynamoDB table.');
    const edge = edges[0];
    if (!edge) throw new Error('the design has no edge');
    const [item] = connectionItems([{ ...edge, assertions: [], unbuilt: edge.to }], resources);
    expect(item?.status).toBe('not-met');
    expect(item?.detail).toContain(edge.to);
  });
});

describe("a state machine under the design's key", () => {
  it('encrypts its executions with the key, and its role and its callers may use the key', () => {
    const { resources } = built(
      'A nightly EventBridge schedule starts a Step Functions workflow that runs a Lambda to clean old orders.',
    );
    const machine = resources.find((r) => r.type === 'AWS::StepFunctions::StateMachine');
    expect(machine?.props.EncryptionConfiguration).toMatchObject({ Type: 'CUSTOMER_MANAGED_KMS_KEY' });
    // every role allowed to start it (and the machine's own) may also make a data key with the design's key
    const policies = resources
      .filter((r) => r.type === 'AWS::IAM::Role')
      .map((r) => JSON.stringify(r.props.Policies ?? []));
    const starters = policies.filter((p) => p.includes('states:StartExecution'));
    expect(starters.length).toBeGreaterThan(0);
    for (const p of starters) expect(p).toMatch(/kms:GenerateDataKey[^}]*DataKey/);
  });
});

/**
 * An API in front of two functions routes to each of them (the first takes every path, each
 * further one a path of its own), not only to the first. English, Gulf and standard Arabic, mixed.
 */
describe('an API in front of several functions reaches each', () => {
  it.each([
    'An HTTP API with two Lambda functions and a DynamoDB table.',
    'HTTP API in front of two lambdas: one for orders, one for prescriptions.',
    'واجهة HTTP API أمام دالتي Lambda، واحدة للطلبات وواحدة للفواتير',
    'نبي http api وراه دالتين lambda وجدول dynamodb',
    'A REST API on API Gateway with two Lambda functions, one for the catalog and one for the cart.',
  ])('%s', (brief) => {
    const { edges, resources } = built(brief);
    const items = connectionItems(edges, resources);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.status !== 'met').map((i) => `${i.requirement}: ${i.detail}`)).toEqual([]);
  });
});

/**
 * Mail received into a bucket is written there by the inbox's receipt rule (SES let write it and
 * use its key), and handed on to a function where the brief says so. English, Arabic, mixed.
 */
describe('received mail reaches the bucket it is kept in', () => {
  it.each([
    'Receive e-mails sent to support@ our domain, save them to S3 and open a ticket with a function.',
    'Incoming emails are stored in an S3 bucket.',
    'استقبال البريد الوارد على SES وحفظه في باكت S3 ثم دالة لامدا تفتح تذكرة',
    'inbound emails go to s3 and a lambda parses them',
  ])('%s', (brief) => {
    const { edges, resources } = built(brief);
    const items = connectionItems(edges, resources);
    expect(items.some((i) => /^Inbox reaches /.test(i.requirement))).toBe(true);
    expect(items.filter((i) => i.status !== 'met').map((i) => `${i.requirement}: ${i.detail}`)).toEqual([]);
  });
});

/**
 * An alarm on what waits in a queue watches the queue, not the function named beside it: its
 * edge to the queue is wired (the queue's depth) and no edge is left to what it does not watch.
 * English, Gulf and standard Arabic, mixed and misspelt.
 */
describe('an alarm watches what its metric is on', () => {
  it.each([
    'An SQS queue for billing jobs processed by a Lambda function; alert us when more than 500 messages pile up in the queue.',
    'طابور SQS لمهام الشحن تعالجه دالة Lambda، ونبهنا اذا تراكمت اكثر من 200 رسالة في الطابور',
    'طابور SQS لمهام الفوترة تعالجه دالة Lambda، وننبه إذا زادت الرسائل في الطابور عن 1000 رسالة',
    'a lambda reads the orders queue, and a cloudwatch alarm if more than 300 mesages wait in the queue',
  ])('%s', (brief) => {
    const { edges, resources } = built(brief);
    const items = connectionItems(edges, resources);
    expect(items.some((i) => i.requirement === 'Watch reaches Queue')).toBe(true);
    expect(items.filter((i) => i.status !== 'met').map((i) => `${i.requirement}: ${i.detail}`)).toEqual([]);
    const alarm = resources.find((r) => r.type === 'AWS::CloudWatch::Alarm' && r.id.startsWith('Watch'));
    expect(alarm?.props.MetricName).toBe('ApproximateNumberOfMessagesVisible');
  });
});

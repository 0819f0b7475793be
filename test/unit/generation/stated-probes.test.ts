import { describe, expect, it } from 'vitest';
import type { Checklist } from '#shared/generation/checklist/index';
import { leafOf } from '#shared/generation/properties/schema';
import { architectDesignOfBrief, generateOffline } from '#test/fixtures/generation';

/**
 * Probes of stated property values in varied wording, on resources the families build: each
 * value must reach the template through the one mechanism of stated settings (the registry
 * schemas' properties), whatever the family.
 */
const resourcesOf = async (prompt: string) => (await architectDesignOfBrief(prompt)).resources;
const propsOf = async (prompt: string, type: string) =>
  (await resourcesOf(prompt)).filter((r) => r.type === type).map((r) => r.props);

describe('stated property values reach the template, whatever the family', () => {
  it('sets a database’s provisioned IOPS, single-AZ and a hyphenated backup retention as stated', async () => {
    const [db] = await propsOf(
      'A PostgreSQL 15 database with 200 GiB of io1 storage and 1000 provisioned IOPS, single-AZ, 14-day backup retention.',
      'AWS::RDS::DBInstance',
    );
    expect(db).toMatchObject({
      StorageType: 'io1',
      Iops: 1000,
      MultiAZ: false,
      BackupRetentionPeriod: 14,
    });
  });

  it('keeps stated IOPS within the sourced minimum, not a ratio read as a bound', async () => {
    const [db] = await propsOf(
      'An RDS MySQL 8 database on db.t3.medium with 100 GB of gp3 storage, 3000 IOPS, Multi-AZ.',
      'AWS::RDS::DBInstance',
    );
    expect(db).toMatchObject({ DBInstanceClass: 'db.t3.medium', Iops: 3000, MultiAZ: true });
  });

  it('sets how many receives a queue allows before its dead-letter queue', async () => {
    const queues = await propsOf(
      'An SQS queue with a 120 second visibility timeout; after 3 failed receives messages go to a dead-letter queue.',
      'AWS::SQS::Queue',
    );
    const main = queues.find((q) => q.RedrivePolicy !== undefined);
    expect(main).toMatchObject({ VisibilityTimeout: 120, RedrivePolicy: { maxReceiveCount: 3 } });
  });

  it('names the expiry attribute written as a name, not the plain word before it', async () => {
    const [table] = await propsOf(
      'A DynamoDB table for sessions; items expire using the TTL attribute expiresAt.',
      'AWS::DynamoDB::Table',
    );
    expect(table?.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
  });

  it('gives provisioned billing its stated read and write capacity', async () => {
    const [table] = await propsOf(
      'A DynamoDB table with provisioned billing, 10 read capacity units and 4 write capacity units.',
      'AWS::DynamoDB::Table',
    );
    expect(table).toMatchObject({
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 4 },
    });
  });

  it('gives a stream in provisioned mode one shard where the brief states no count', async () => {
    const [stream] = await propsOf('A Kinesis stream in provisioned mode.', 'AWS::Kinesis::Stream');
    expect(stream).toMatchObject({ StreamModeDetails: { StreamMode: 'PROVISIONED' }, ShardCount: 1 });
    const [counted] = await propsOf(
      'A Kinesis stream in provisioned mode with 4 shards.',
      'AWS::Kinesis::Stream',
    );
    expect(counted?.ShardCount).toBe(4);
  });

  it('sets environment variables written as NAME=value or NAME set to value', async () => {
    const [fn] = await propsOf(
      'A Lambda function in Python 3.12 with 1024 MB of memory and an environment variable STAGE set to prod.',
      'AWS::Lambda::Function',
    );
    expect(fn).toMatchObject({
      Runtime: 'python3.12',
      MemorySize: 1024,
      Environment: { Variables: { STAGE: 'prod' } },
    });
    const node = await propsOf(
      'A Node.js 20 Lambda function with the environment variable LOG_LEVEL=debug and a timeout of 5 minutes.',
      'AWS::Lambda::Function',
    );
    // the runtime's version is no count of functions
    expect(node).toHaveLength(1);
    expect(node[0]).toMatchObject({
      Runtime: 'nodejs20.x',
      Timeout: 300,
      Environment: { Variables: { LOG_LEVEL: 'debug' } },
    });
  });

  it('sets instance type and key pair, shards and retention hours, capacity providers and an e-mail subscription', async () => {
    const servers = await propsOf(
      'Two m5.large EC2 instances for the batch servers, using the key pair ops-key.',
      'AWS::EC2::Instance',
    );
    expect(servers).toEqual([
      expect.objectContaining({ InstanceType: 'm5.large', KeyName: 'ops-key' }),
      expect.objectContaining({ InstanceType: 'm5.large', KeyName: 'ops-key' }),
    ]);
    const [stream] = await propsOf(
      'A Kinesis data stream with 4 shards that keeps records for 48 hours.',
      'AWS::Kinesis::Stream',
    );
    expect(stream).toMatchObject({ ShardCount: 4, RetentionPeriodHours: 48 });
    const [cluster] = await propsOf(
      'An ECS cluster whose capacity providers are FARGATE and FARGATE_SPOT, running a containerised API.',
      'AWS::ECS::Cluster',
    );
    expect(cluster?.CapacityProviders).toEqual(['FARGATE', 'FARGATE_SPOT']);
    const subscriptions = await propsOf(
      'An SNS topic named ops-alerts that e-mails ops@example.com.',
      'AWS::SNS::Subscription',
    );
    expect(subscriptions).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.com' }),
    ]);
  });

  it('gives a function stated in Python a handler in Python, not the Node.js placeholder', async () => {
    const [fn] = await propsOf(
      'A Python 3.12 Lambda function that writes items to a DynamoDB table.',
      'AWS::Lambda::Function',
    );
    expect(fn?.Runtime).toBe('python3.12');
    expect(fn?.Handler).toBe('index.lambda_handler');
    expect((fn?.Code as { ZipFile?: string } | undefined)?.ZipFile).toMatch(
      /^import json\n[\s\S]*def lambda_handler\(event, context\):/,
    );
  });

  it('reads a table key written before "is the ... key", after "key attribute", and capacity after its words', async () => {
    const [table] = await propsOf(
      'DynamoDB table of readings: id is the hash key. Read capacity 8 and write capacity 3.',
      'AWS::DynamoDB::Table',
    );
    expect(table).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 8, WriteCapacityUnits: 3 },
    });
    const [keyed] = await propsOf('A DynamoDB table with the key attribute userId.', 'AWS::DynamoDB::Table');
    expect(keyed?.KeySchema).toEqual([{ AttributeName: 'userId', KeyType: 'HASH' }]);
  });

  it('reads a property written by its CloudFormation name, a single one and a value after "should be"', async () => {
    const [db] = await propsOf(
      'A MySQL RDS instance with PubliclyAccessible set to true and MultiAZ false.',
      'AWS::RDS::DBInstance',
    );
    expect(db).toMatchObject({ PubliclyAccessible: true, MultiAZ: false });
    for (const [brief, shards] of [
      ['Provision a Kinesis stream (ShardCount: 2).', 2],
      ['Create a Kinesis data stream with a single shard for clickstream events.', 1],
      ['Set up an Amazon Kinesis stream. The number of shards should be 5.', 5],
    ] as const) {
      const [stream] = await propsOf(brief, 'AWS::Kinesis::Stream');
      expect(stream).toMatchObject({ ShardCount: shards, StreamModeDetails: { StreamMode: 'PROVISIONED' } });
    }
  });

  it('reads an engine version written apart from its product, and never a property name as a value', async () => {
    const [db] = await propsOf('A PostgreSQL RDS instance with engine version 14.7.', 'AWS::RDS::DBInstance');
    // 14.7 is no longer created: the newest release of its major, said as clamped by the checklist
    expect(db?.Engine).toBe('postgres');
    expect(String(db?.EngineVersion)).toMatch(/^14\.\d+$/);
    expect(leafOf('AWS::RDS::DBInstance', 'Engine')?.e).not.toContain('Engine');
    expect(leafOf('AWS::RDS::DBInstance', 'Engine')?.e).toContain('mariadb');
  });

  it('answers with the message a brief says the function returns, in its runtime', async () => {
    const [node] = await propsOf(
      "A Lambda function that returns 'Hello from Lambda!' when invoked.",
      'AWS::Lambda::Function',
    );
    expect((node?.Code as { ZipFile?: string } | undefined)?.ZipFile).toContain(
      'const MESSAGE = "Hello from Lambda!";',
    );
    const [python] = await propsOf(
      'A Python 3.12 Lambda function that returns "Hello World".',
      'AWS::Lambda::Function',
    );
    expect((python?.Code as { ZipFile?: string } | undefined)?.ZipFile).toContain('MESSAGE = "Hello World"');
  });

  it('runs the command a brief gives a Batch job, word by word', async () => {
    const [job] = await propsOf(
      'An AWS Batch job definition that runs the command "echo hello world" on Fargate.',
      'AWS::Batch::JobDefinition',
    );
    expect((job?.ContainerProperties as { Command?: string[] } | undefined)?.Command).toEqual([
      'echo',
      'hello',
      'world',
    ]);
  });

  it('builds one instance of the stated type for "an EC2 instance" or "an EC2 web server", a fleet for servers', async () => {
    for (const brief of [
      'Deploy a web server on an EC2 instance of type t2.micro.',
      'EC2 web server with instance type t2.micro and a security group that allows HTTP and SSH.',
    ]) {
      const servers = await propsOf(brief, 'AWS::EC2::Instance');
      expect(servers.map((s) => s.InstanceType)).toEqual(['t2.micro']);
      expect(servers[0]?.SecurityGroupIds).toBeDefined();
    }
    expect(
      await propsOf('Our web app runs on EC2 instances behind a load balancer.', 'AWS::EC2::Instance'),
    ).toEqual([]);
  });

  it('opens the stated ports with their protocol, to every address only where the brief says so', async () => {
    // the rules of the server's own security group (not the VPC endpoints' beside it)
    const rulesOf = async (brief: string) => {
      const resources = await resourcesOf(brief);
      const server = resources.find((r) => r.type === 'AWS::EC2::Instance');
      const [own] = (server?.props.SecurityGroupIds as { Ref: string }[] | undefined) ?? [];
      const group = resources.find((r) => r.id === own?.Ref);
      return (group?.props.SecurityGroupIngress as { IpProtocol: string; FromPort: number }[]) ?? [];
    };
    expect(await rulesOf('A single EC2 instance; its security group opens TCP 8080 to the world.')).toEqual([
      expect.objectContaining({ IpProtocol: 'tcp', FromPort: 8080, CidrIp: '0.0.0.0/0' }),
    ]);
    // SSH stays inside the network unless the brief opens it
    expect(await rulesOf('An EC2 instance with SSH.')).toEqual([
      expect.objectContaining({ FromPort: 22, CidrIp: '10.0.0.0/16' }),
    ]);
  });

  it('counts a version stated as a release line met by its newest release, verified on the template', async () => {
    const result = await generateOffline('A MySQL 8.0 database on RDS.');
    const checklist = JSON.parse(
      result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}',
    ) as Checklist;
    const item = checklist.items.find((i) => /engine version 8\.0$/.test(i.requirement));
    expect(item?.status).toBe('met');
    const [built] = (item?.assertions ?? []).flatMap((a) => ('where' in a ? (a.where ?? []) : []));
    // the assertion holds the release built, not the line stated: never a declared "met"
    expect(String(built?.value)).toMatch(/^8\.0\.\d+$/);
  });
});

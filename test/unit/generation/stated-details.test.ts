import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** A brief's resources through the chief architect (with its stated facts) and the offline planner. */
const resourcesOf = async (prompt: string) => (await architectDesignOfBrief(prompt)).resources;
const ofType = (resources: Awaited<ReturnType<typeof resourcesOf>>, type: string) =>
  resources.filter((r) => r.type === type);

describe('stated details reach the template as typed settings', () => {
  it('names a table key as written, in the clause after the one naming the table, and in Arabic', async () => {
    const english = await resourcesOf(
      'Store shipment events in a DynamoDB table; the partition key is shipmentId and the sort key is eventTime.',
    );
    expect(ofType(english, 'AWS::DynamoDB::Table')[0]?.props.KeySchema).toEqual([
      { AttributeName: 'shipmentId', KeyType: 'HASH' },
      { AttributeName: 'eventTime', KeyType: 'RANGE' },
    ]);
    const arabic = await resourcesOf(
      'جدول DynamoDB للحجوزات، مفتاح التقسيم bookingId ومفتاح الفرز slotStart.',
    );
    expect(JSON.stringify(ofType(arabic, 'AWS::DynamoDB::Table')[0]?.props.KeySchema)).toMatch(
      /bookingId.*slotStart/,
    );
  });

  it('names a table key given after "called" or written before the words that say which key it is', async () => {
    const called = await resourcesOf(
      'Keep player scores in a DynamoDB table with a primary key called playerHandle and a sort key seasonNo.',
    );
    expect(ofType(called, 'AWS::DynamoDB::Table')[0]?.props.KeySchema).toEqual([
      { AttributeName: 'playerHandle', KeyType: 'HASH' },
      { AttributeName: 'seasonNo', KeyType: 'RANGE' },
    ]);
    const before = await resourcesOf(
      'A DynamoDB table of parcels that uses trackingCode as the partition key and scanTime as the sort key.',
    );
    expect(ofType(before, 'AWS::DynamoDB::Table')[0]?.props.KeySchema).toEqual([
      { AttributeName: 'trackingCode', KeyType: 'HASH' },
      { AttributeName: 'scanTime', KeyType: 'RANGE' },
    ]);
  });

  it('installs the software a brief names for its server and starts its service', async () => {
    const resources = await resourcesOf('One t3.small server running nginx and PHP for the team wiki.');
    const userData = ofType(resources, 'AWS::EC2::Instance')[0]?.props.UserData as { 'Fn::Base64'?: string };
    expect(userData?.['Fn::Base64']).toMatch(/dnf install -y nginx php\nsystemctl enable --now nginx\n/);
    const plain = await resourcesOf('One t3.small server for the team wiki.');
    expect(ofType(plain, 'AWS::EC2::Instance')[0]?.props.UserData).toBeUndefined();
  });

  it('builds a provisioned MSK cluster with the stated brokers, not MSK Serverless', async () => {
    const resources = await resourcesOf('Kafka on MSK with three brokers of type kafka.m5.large.');
    expect(ofType(resources, 'AWS::MSK::ServerlessCluster')).toEqual([]);
    const [cluster] = ofType(resources, 'AWS::MSK::Cluster');
    expect(cluster?.props).toMatchObject({
      NumberOfBrokerNodes: 3,
      BrokerNodeGroupInfo: { InstanceType: 'kafka.m5.large' },
    });
    // one broker per zone: three client subnets
    const group = cluster?.props.BrokerNodeGroupInfo as { ClientSubnets?: unknown[] } | undefined;
    expect(group?.ClientSubnets).toHaveLength(3);
  });

  it("puts the stated rate limit per address in the API's web ACL, and requires API keys", async () => {
    const resources = await resourcesOf(
      'Public API limited to 1,000 requests per 5 minutes per IP, with an API key required.',
    );
    expect(JSON.stringify(ofType(resources, 'AWS::WAFv2::WebACL'))).toContain(
      '"RateBasedStatement":{"Limit":1000,"EvaluationWindowSec":300,"AggregateKeyType":"IP"}',
    );
    const methods = ofType(resources, 'AWS::ApiGateway::Method');
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((m) => m.props.ApiKeyRequired === true)).toBe(true);
    expect(ofType(resources, 'AWS::ApiGateway::UsagePlanKey')).toHaveLength(1);
  });

  it('builds containers that refuse a load balancer as workers with none, Arabic included', async () => {
    for (const brief of [
      'Background workers in Docker containers on ECS consuming a Kinesis stream. We do not want any load balancer.',
      'حاويات على ECS Fargate تعالج رسائل من طابور SQS، بدون موازن أحمال.',
    ]) {
      const resources = await resourcesOf(brief);
      expect(ofType(resources, 'AWS::ECS::Service')).toHaveLength(1);
      expect(ofType(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer')).toEqual([]);
    }
  });

  it('runs a job longer than a function may as a Fargate task, and a short one as a function', async () => {
    for (const brief of [
      'A nightly reconciliation job that can run for up to 2 hours, writing results to S3.',
      'مهمة تسوية ليلية قد تستغرق حتى ثلاث ساعات.',
    ]) {
      const resources = await resourcesOf(brief);
      expect(ofType(resources, 'AWS::ECS::TaskDefinition')).toHaveLength(1);
      expect(ofType(resources, 'AWS::Lambda::Function').some((f) => /Scheduled/.test(f.id))).toBe(false);
    }
    const short = await resourcesOf(
      'A nightly job that takes about 5 minutes to clean old rows from the table.',
    );
    expect(ofType(short, 'AWS::ECS::TaskDefinition')).toEqual([]);
    expect(ofType(short, 'AWS::Lambda::Function').length).toBeGreaterThan(0);
  });

  it('keeps the API of a brief with no public endpoint, private, reached through the VPC (Arabic too)', async () => {
    for (const brief of [
      'An internal orders API for our back office. NO public endpoints at all.',
      'واجهة API داخلية لنظام الرواتب، بدون أي نقاط وصول عامة.',
    ]) {
      const resources = await resourcesOf(brief);
      expect(
        ofType(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer').map((r) => r.props.Scheme),
      ).not.toContain('internet-facing');
      for (const api of ofType(resources, 'AWS::ApiGateway::RestApi'))
        expect(api.props.EndpointConfiguration).toMatchObject({ Types: ['PRIVATE'] });
      expect(ofType(resources, 'AWS::ApiGatewayV2::Api')).toEqual([]);
    }
  });

  it('subscribes the address an alert is sent to, English and Arabic', async () => {
    for (const [brief, address] of [
      ['Notify ops-team@example-co.com by email whenever a payment fails.', 'ops-team@example-co.com'],
      ['أرسل تنبيهاً إلى noc@riyadh-example.sa عندما يفشل الدفع.', 'noc@riyadh-example.sa'],
    ]) {
      const subscriptions = ofType(await resourcesOf(brief as string), 'AWS::SNS::Subscription');
      expect(subscriptions.map((s) => s.props)).toContainEqual(
        expect.objectContaining({ Protocol: 'email', Endpoint: address }),
      );
    }
  });

  it('makes MFA required when the brief says users must use it', async () => {
    const resources = await resourcesOf('Users sign in through Cognito and must use MFA.');
    expect(ofType(resources, 'AWS::Cognito::UserPool')[0]?.props.MfaConfiguration).toBe('ON');
  });
});

describe('each stated setting is a checklist entry the template decides', () => {
  const brief = 'Block an IP after 3 requests per 5 minutes on the login API.';
  const acl = (limit: number) => ({
    Acl: {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Rules: [{ Statement: { RateBasedStatement: { Limit: limit, EvaluationWindowSec: 300 } } }],
      },
    },
  });

  it('holds "no public endpoints" to the template: a regional API is not met, a private one is', () => {
    const stated = 'An internal orders API. NO public endpoints.';
    const api = (type: string) => ({
      Api: { Type: 'AWS::ApiGateway::RestApi', Properties: { EndpointConfiguration: { Types: [type] } } },
    });
    expect(itemOf(checklistFor(stated, api('REGIONAL')), 'access', /internet/).status).toBe('not-met');
    expect(itemOf(checklistFor(stated, api('PRIVATE')), 'access', /internet/).status).toBe('met');
  });

  it('is met only when the template holds the stated value', () => {
    const stated = 'Users sign in with Cognito and MFA is required.';
    const pool = (mfa: string) => ({
      Pool: { Type: 'AWS::Cognito::UserPool', Properties: { MfaConfiguration: mfa } },
    });
    expect(itemOf(checklistFor(stated, pool('ON')), 'setting', /MFA/).status).toBe('met');
    expect(itemOf(checklistFor(stated, pool('OPTIONAL')), 'setting', /MFA/).status).toBe('not-met');
  });

  it('reports a value beyond what the setting takes as not met, with the bound, never a failed run', () => {
    // WAF counts at least 10 requests: the design clamps, and the entry says the stated 3 is not kept
    const item = itemOf(checklistFor(brief, acl(10)), 'setting', /requests per client/);
    expect(item).toMatchObject({ status: 'not-met', requirement: expect.stringContaining(' 3') });
    expect(item.detail).toContain('10');
  });
});

import { describe, expect, it } from 'vitest';
import { holds, parseAssertion, splitOf, studioRequests, viewOf } from '#test/fixtures/studio-requests';

const template = JSON.stringify({
  Resources: {
    Jobs: { Type: 'AWS::SQS::Queue', Properties: { QueueName: 'invoice-jobs', VisibilityTimeout: 900 } },
    Worker: { Type: 'AWS::Lambda::Function', Properties: { Role: { 'Fn::GetAtt': ['WorkerRole', 'Arn'] } } },
    WorkerRole: { Type: 'AWS::IAM::Role', Properties: {} },
    Mapping: {
      Type: 'AWS::Lambda::EventSourceMapping',
      Properties: { EventSourceArn: { 'Fn::GetAtt': ['Jobs', 'Arn'] }, FunctionName: { Ref: 'Worker' } },
    },
    Orders: {
      Type: 'AWS::DynamoDB::Table',
      Properties: { KeySchema: [{ AttributeName: 'orderId', KeyType: 'HASH' }] },
    },
    Grant: {
      Type: 'AWS::IAM::Policy',
      Properties: {
        Roles: [{ Ref: 'WorkerRole' }],
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub, not a JS template
        PolicyDocument: { Statement: [{ Resource: { 'Fn::Sub': '${Orders.Arn}/index/*' } }] },
      },
    },
    Lone: { Type: 'AWS::SNS::Topic', Properties: {} },
  },
});

describe('studio request sets', () => {
  it('hold at least 200 requests with readable assertions, 40 of them in Arabic, a third held apart', () => {
    const requests = studioRequests();
    expect(requests.length).toBeGreaterThanOrEqual(200);
    expect(new Set(requests.map((r) => r.id)).size).toBe(requests.length);
    expect(requests.filter((r) => r.tags.includes('arabic')).length).toBeGreaterThanOrEqual(40);
    for (const r of requests) {
      expect(r.expect.length, r.id).toBeGreaterThan(0);
      for (const line of r.expect) parseAssertion(line);
    }
    const held = requests.filter((r) => splitOf(r.id) === 'held').length / requests.length;
    expect(held).toBeGreaterThan(0.25);
    expect(held).toBeLessThan(0.42);
  });

  it('judge a template: presence, absence, properties, alternatives and connections through joining resources', () => {
    const view = viewOf(template);
    const judged = (line: string) => holds(view, parseAssertion(line));
    expect(judged('has SQS::Queue')).toBe(true);
    expect(judged('has SQS::Queue x2')).toBe(false);
    expect(judged('no EC2::NatGateway')).toBe(true);
    expect(judged('no SNS::Topic')).toBe(false);
    expect(judged('SQS::Queue.QueueName ~ INVOICE')).toBe(true);
    expect(judged('SQS::Queue.VisibilityTimeout >= 900')).toBe(true);
    expect(judged('SQS::Queue.VisibilityTimeout = 30')).toBe(false);
    expect(judged('DynamoDB::Table.KeySchema.AttributeName = orderId')).toBe(true);
    expect(judged('no DynamoDB::Table.KeySchema.AttributeName = orderId')).toBe(false);
    expect(judged('has EC2::Instance || SQS::Queue.QueueName ~ jobs')).toBe(true);
    expect(judged('SQS::Queue -- Lambda::Function')).toBe(true);
    expect(judged('Lambda::Function -- DynamoDB::Table')).toBe(true);
    expect(judged('SNS::Topic -- Lambda::Function')).toBe(false);
    expect(parseAssertion('schedule: has Scheduler::Schedule').kind).toBe('schedule');
    expect(() => parseAssertion('exists a queue')).toThrow(/unreadable/);
  });

  it('judge who starts whom and what a role may do on which resource', () => {
    const view = viewOf(
      JSON.stringify({
        Resources: {
          Uploads: {
            Type: 'AWS::S3::Bucket',
            Properties: {
              NotificationConfiguration: {
                QueueConfigurations: [
                  { Queue: { 'Fn::GetAtt': ['Jobs', 'Arn'] }, Event: 's3:ObjectCreated:*' },
                ],
              },
            },
          },
          Jobs: { Type: 'AWS::SQS::Queue', Properties: {} },
          Worker: {
            Type: 'AWS::Lambda::Function',
            Properties: { Role: { 'Fn::GetAtt': ['WorkerRole', 'Arn'] } },
          },
          WorkerRole: {
            Type: 'AWS::IAM::Role',
            Properties: {
              Policies: [
                {
                  PolicyDocument: {
                    Statement: [
                      {
                        Effect: 'Allow',
                        Action: ['sqs:ReceiveMessage'],
                        Resource: { 'Fn::GetAtt': ['Jobs', 'Arn'] },
                      },
                      { Effect: 'Allow', Action: 'comprehend:Detect*', Resource: '*' },
                    ],
                  },
                },
              ],
            },
          },
          Mapping: {
            Type: 'AWS::Lambda::EventSourceMapping',
            Properties: {
              EventSourceArn: { 'Fn::GetAtt': ['Jobs', 'Arn'] },
              FunctionName: { Ref: 'Worker' },
            },
          },
          Archive: { Type: 'AWS::S3::Bucket', Properties: {} },
          Writes: {
            Type: 'AWS::IAM::Policy',
            Properties: {
              Roles: [{ Ref: 'WorkerRole' }],
              PolicyDocument: {
                Statement: [
                  // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub, not a JS template
                  { Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Sub': '${Archive.Arn}/*' } },
                ],
              },
            },
          },
        },
      }),
    );
    const judged = (line: string) => holds(view, parseAssertion(line));
    expect(judged('S3::Bucket => SQS::Queue')).toBe(true);
    expect(judged('SQS::Queue => Lambda::Function')).toBe(true);
    expect(judged('Lambda::Function => SQS::Queue')).toBe(false);
    expect(judged('S3::Bucket => Lambda::Function')).toBe(false);
    expect(judged('no S3::Bucket => Lambda::Function')).toBe(true);
    expect(judged('no SQS::Queue => Lambda::Function')).toBe(false);
    expect(judged('Lambda::Function may sqs:ReceiveMessage on SQS::Queue')).toBe(true);
    expect(judged('Lambda::Function may s3:PutObject on S3::Bucket')).toBe(true);
    expect(judged('Lambda::Function may s3:GetObject on S3::Bucket')).toBe(false);
    expect(judged('Lambda::Function may comprehend:DetectSentiment on *')).toBe(true);
    expect(judged('Lambda::Function may sqs:SendMessage on SQS::Queue')).toBe(false);
    expect(judged('SQS::Queue may s3:PutObject on S3::Bucket')).toBe(false);
  });
});

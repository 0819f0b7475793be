import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { sqsDlq } from '#shared/compliance/rules/sqs/sqs-dlq';
import { sqsEncrypted } from '#shared/compliance/rules/sqs/sqs-encrypted';
import { sqsPolicyNoPublic } from '#shared/compliance/rules/sqs/sqs-policy-no-public';
import { sqsTlsOnly } from '#shared/compliance/rules/sqs/sqs-tls-only';
import { scanTemplate } from '#shared/compliance/scan';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const queue = (props: Record<string, unknown> = {}) => makeResource('Orders', 'AWS::SQS::Queue', props);
const tlsDeny = {
  Effect: 'Deny',
  Principal: '*',
  Action: 'sqs:*',
  Resource: ref('Orders'),
  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
};
const queuePolicy = (statements: unknown[], queues: unknown = [ref('Orders')]) =>
  makeResource('OrdersPolicy', 'AWS::SQS::QueuePolicy', {
    Queues: queues,
    PolicyDocument: { Version: '2012-10-17', Statement: statements },
  });

describe(sqsEncrypted.id, () => {
  it('Noncompliance 1: SQS-managed encryption switched off without a KMS key', () => {
    expect(evaluate(sqsEncrypted, queue({ SqsManagedSseEnabled: false })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(sqsEncrypted, queue()).status).toBe('pass');
    expect(evaluate(sqsEncrypted, queue({ KmsMasterKeyId: 'alias/aws/sqs' })).status).toBe('pass');
  });

  it('Unknown: SqsManagedSseEnabled is set by a condition', () => {
    expect(evaluate(sqsEncrypted, queue({ SqsManagedSseEnabled: CONDITION })).status).toBe('unknown');
  });

  it('Fix turns SQS-managed encryption on', () => {
    const resource = queue({ SqsManagedSseEnabled: false });
    expect(sqsEncrypted.fix?.(resource, makeContext([resource]))).toEqual([
      { op: 'set', path: ['Resources', 'Orders', 'Properties', 'SqsManagedSseEnabled'], value: true },
    ]);
  });
});

describe(sqsDlq.id, () => {
  it('Noncompliance 1: no RedrivePolicy', () => {
    expect(evaluate(sqsDlq, queue())).toEqual({
      status: 'fail',
      message: "SQS queue 'Orders' has no dead-letter queue for messages that keep failing.",
    });
  });

  it('Compliance', () => {
    expect(
      evaluate(
        sqsDlq,
        queue({ RedrivePolicy: { deadLetterTargetArn: ref('OrdersDlq'), maxReceiveCount: 5 } }),
      ).status,
    ).toBe('pass');
    expect(
      evaluate(
        sqsDlq,
        queue({
          RedrivePolicy: '{"deadLetterTargetArn":"arn:aws:sqs:me-south-1:1:dlq","maxReceiveCount":3}',
        }),
      ).status,
    ).toBe('pass');
  });

  it('Not applicable: the queue is the dead-letter queue of another queue', () => {
    const dlq = makeResource('OrdersDlq', 'AWS::SQS::Queue');
    const main = queue({ RedrivePolicy: { deadLetterTargetArn: ref('OrdersDlq'), maxReceiveCount: 5 } });
    expect(evaluate(sqsDlq, dlq, [main]).status).toBe('not_applicable');
  });

  it('Unknown: RedrivePolicy is set by a condition', () => {
    expect(evaluate(sqsDlq, queue({ RedrivePolicy: CONDITION })).status).toBe('unknown');
  });

  const dlqArn = ref('OrdersDlq');
  it.each([
    [
      'a Lambda function DeadLetterConfig',
      'AWS::Lambda::Function',
      { DeadLetterConfig: { TargetArn: dlqArn } },
    ],
    [
      'a SAM function DeadLetterQueue',
      'AWS::Serverless::Function',
      { DeadLetterQueue: { Type: 'SQS', TargetArn: dlqArn } },
    ],
    [
      'an EventInvokeConfig on-failure destination',
      'AWS::Lambda::EventInvokeConfig',
      {
        FunctionName: ref('Fn'),
        Qualifier: '$LATEST',
        DestinationConfig: { OnFailure: { Destination: dlqArn } },
      },
    ],
    [
      'an EventBridge Scheduler target DeadLetterConfig',
      'AWS::Scheduler::Schedule',
      { Target: { Arn: ref('Fn'), RoleArn: ref('Role'), DeadLetterConfig: { Arn: dlqArn } } },
    ],
    [
      'an EventBridge rule target DeadLetterConfig',
      'AWS::Events::Rule',
      { Targets: [{ Id: 'fn', Arn: ref('Fn'), DeadLetterConfig: { Arn: dlqArn } }] },
    ],
    [
      'an SNS subscription RedrivePolicy',
      'AWS::SNS::Subscription',
      {
        Protocol: 'sqs',
        TopicArn: ref('Topic'),
        Endpoint: ref('Work'),
        RedrivePolicy: { deadLetterTargetArn: dlqArn },
      },
    ],
    [
      'an SNS subscription RedrivePolicy written as a JSON string with the queue ARN',
      'AWS::SNS::Subscription',
      {
        Protocol: 'lambda',
        RedrivePolicy: '{"deadLetterTargetArn":"arn:aws:sqs:me-south-1:111122223333:orders-dlq"}',
      },
    ],
  ])('Not applicable: the queue is the dead-letter queue of %s', (_what, type, properties) => {
    const dlq = makeResource('OrdersDlq', 'AWS::SQS::Queue', { QueueName: 'orders-dlq' });
    const sender = makeResource('Sender', type, properties);
    expect(evaluate(sqsDlq, dlq, [sender]).status).toBe('not_applicable');
  });

  it('Noncompliance 2: the queue a rule, schedule or subscription delivers to is not a dead-letter queue', () => {
    const work = makeResource('Work', 'AWS::SQS::Queue');
    const others = [
      makeResource('Rule', 'AWS::Events::Rule', { Targets: [{ Id: 'q', Arn: ref('Work') }] }),
      makeResource('Schedule', 'AWS::Scheduler::Schedule', {
        Target: { Arn: ref('Work'), RoleArn: ref('Role') },
      }),
      makeResource('Sub', 'AWS::SNS::Subscription', {
        Protocol: 'sqs',
        Endpoint: ref('Work'),
        TopicArn: ref('Topic'),
      }),
    ];
    expect(evaluate(sqsDlq, work, others).status).toBe('fail');
  });

  it('Not applicable through the whole scan: a GetAtt in a rule target DeadLetterConfig', () => {
    const text = `Resources:
  Work:
    Type: AWS::SQS::Queue
    Properties:
      RedrivePolicy: { deadLetterTargetArn: !GetAtt RuleDlq.Arn, maxReceiveCount: 5 }
  RuleDlq:
    Type: AWS::SQS::Queue
  Nightly:
    Type: AWS::Events::Rule
    Properties:
      ScheduleExpression: rate(1 day)
      Targets:
        - Id: work
          Arn: !GetAtt Work.Arn
          DeadLetterConfig: { Arn: !GetAtt RuleDlq.Arn }
  Lonely:
    Type: AWS::SQS::Queue
`;
    const failing = scanTemplate(text)
      .violations.filter((v) => v.rule_id === sqsDlq.id)
      .map((v) => v.resource);
    expect(failing).toEqual(['Lonely']);
  });
});

describe(sqsTlsOnly.id, () => {
  it('Noncompliance 1: no queue policy at all', () => {
    expect(evaluate(sqsTlsOnly, queue()).status).toBe('fail');
  });

  it('Noncompliance 2: a queue policy without the TLS deny', () => {
    const policy = queuePolicy([
      {
        Effect: 'Allow',
        Principal: { Service: 'sns.amazonaws.com' },
        Action: 'sqs:SendMessage',
        Resource: '*',
      },
    ]);
    expect(evaluate(sqsTlsOnly, queue(), [policy]).status).toBe('fail');
  });

  it('Noncompliance 3: the TLS deny sits in a policy for another queue', () => {
    const policy = queuePolicy([tlsDeny], [ref('OtherQueue')]);
    expect(evaluate(sqsTlsOnly, queue(), [policy]).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(sqsTlsOnly, queue(), [queuePolicy([tlsDeny])]).status).toBe('pass');
    const byUrl = queuePolicy([tlsDeny], ['https://sqs.me-south-1.amazonaws.com/1/orders']);
    expect(evaluate(sqsTlsOnly, queue({ QueueName: 'orders' }), [byUrl]).status).toBe('pass');
  });

  it('Unknown: the policy targets queues from an unresolved import', () => {
    const policy = queuePolicy([tlsDeny], [unknownValue('an imported value')]);
    expect(evaluate(sqsTlsOnly, queue(), [policy]).status).toBe('unknown');
  });

  it('Fix adds a queue policy when none targets the queue', () => {
    const resource = queue();
    const [patch] = sqsTlsOnly.fix?.(resource, makeContext([resource])) ?? [];
    expect(patch.path).toEqual(['Resources', 'OrdersTlsOnlyPolicy']);
    expect(patch.value).toMatchObject({
      Type: 'AWS::SQS::QueuePolicy',
      Properties: { Queues: [{ Ref: 'Orders' }] },
    });
  });

  it('Fix appends to the existing policy, because a second policy would replace it', () => {
    const resource = queue();
    const existing = queuePolicy([
      {
        Effect: 'Allow',
        Principal: '*',
        Action: 'sqs:SendMessage',
        Resource: '*',
        Condition: { ArnEquals: { 'aws:SourceArn': 'x' } },
      },
    ]);
    const patches = sqsTlsOnly.fix?.(resource, makeContext([resource, existing]));
    expect(patches?.map((p) => p.path)).toEqual([
      ['Resources', 'OrdersPolicy', 'Properties', 'PolicyDocument', 'Statement', 1],
    ]);
  });
});

describe(sqsPolicyNoPublic.id, () => {
  const send = { Effect: 'Allow', Principal: '*', Action: 'sqs:SendMessage', Resource: ref('Orders') };

  it('Noncompliance 1: anyone may send messages', () => {
    const result = evaluate(sqsPolicyNoPublic, queuePolicy([send]));
    expect(result.status === 'fail' && result.message).toContain(
      "SQS queue policy 'OrdersPolicy' grants access to everyone",
    );
  });

  it('Compliance', () => {
    const fromTopic = { ...send, Condition: { ArnEquals: { 'aws:SourceArn': ref('Alerts') } } };
    expect(evaluate(sqsPolicyNoPublic, queuePolicy([fromTopic, tlsDeny])).status).toBe('pass');
  });

  it('Unknown: the principal comes from a parameter', () => {
    const principal = { ...send, Principal: { AWS: unknownValue('parameter Reader, which has no default') } };
    expect(evaluate(sqsPolicyNoPublic, queuePolicy([principal])).status).toBe('unknown');
  });
});

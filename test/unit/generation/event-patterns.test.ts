import { describe, expect, it } from 'vitest';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';
import { viewOf } from '#test/fixtures/studio-requests';

type Pattern = { source?: string[]; 'detail-type'?: string[]; detail?: Record<string, unknown> };

/** The rules a brief gets: each one's pattern and the bus it listens on. */
function rulesOf(brief: string) {
  return designOfBrief(brief)
    .resources.filter((r) => r.type === 'AWS::Events::Rule' && r.props.EventPattern)
    .map((r) => ({ pattern: r.props.EventPattern as Pattern, bus: r.props.EventBusName }));
}

describe('a rule matches the events the brief says, on the bus they arrive on', () => {
  it('a source, a detail type and a state stated outright; AWS events arrive on the default bus', () => {
    const [rule] = rulesOf(
      "An EventBridge rule that matches events whose source is aws.ec2 and whose detail type is 'EC2 Instance State-change Notification', for instances entering the stopped state, and sends them to an SNS topic.",
    );
    expect(rule?.pattern.source).toEqual(['aws.ec2']);
    expect(rule?.pattern['detail-type']).toEqual(['EC2 Instance State-change Notification']);
    expect(rule?.pattern.detail).toEqual({ state: ['stopped'] });
    expect(rule?.bus).toBeUndefined();
  });

  it("an AWS service's event said in plain words, with the states it names", () => {
    const [rule] = rulesOf(
      'When any EC2 instance is stopped or terminated, EventBridge should invoke a Lambda function.',
    );
    expect(rule?.pattern.source).toEqual(['aws.ec2']);
    expect(rule?.pattern['detail-type']).toEqual(['EC2 Instance State-change Notification']);
    expect(rule?.pattern.detail).toEqual({ state: ['stopped', 'terminated'] });
  });

  it("a state written in quotes; GuardDuty's high findings by their severity", () => {
    const [running] = rulesOf(
      "EventBridge should notify an SNS topic when an EC2 instance's state changes to 'running'.",
    );
    expect(running?.pattern.detail).toEqual({ state: ['running'] });
    const [findings] = rulesOf(
      'Send high severity GuardDuty findings to a Lambda function through EventBridge.',
    );
    expect(findings?.pattern).toEqual({
      source: ['aws.guardduty'],
      'detail-type': ['GuardDuty Finding'],
      detail: { severity: [{ numeric: ['>=', 7] }] },
    });
  });

  it('a pipeline that fails, written with a typo', () => {
    const [rule] = rulesOf(
      'Notify an SNS topic through an EventBrige rule whenever a CodePipeline execution fails.',
    );
    expect(rule?.pattern.source).toEqual(['aws.codepipeline']);
    expect(rule?.pattern.detail).toEqual({ state: ['FAILED'] });
  });

  it('API calls recorded by CloudTrail, by the names of the calls', () => {
    // (the bucket's own 'Object Created' rule stands beside it: the bucket is read as a service too)
    const rule = rulesOf(
      'Use EventBridge to catch CloudTrail API calls to DeleteBucket or PutBucketPolicy on S3 and send them to an SNS topic.',
    ).find((r) => r.pattern['detail-type']?.includes('AWS API Call via CloudTrail'));
    expect(rule?.pattern.source).toEqual(['aws.s3']);
    expect(rule?.bus).toBeUndefined();
    expect(rule?.pattern.detail).toEqual({
      eventSource: ['s3.amazonaws.com'],
      eventName: ['DeleteBucket', 'PutBucketPolicy'],
    });
  });

  it('an API call named without the words "API calls": an API called, via CloudTrail, its service from its name', () => {
    const [created] = rulesOf(
      'An EventBridge rule that runs a Lambda function when the CreateBucket API is called, via CloudTrail.',
    );
    expect(created?.pattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['AWS API Call via CloudTrail'],
      detail: { eventSource: ['s3.amazonaws.com'], eventName: ['CreateBucket'] },
    });
    const [users] = rulesOf(
      'An EventBridge rule: whenever the CreateUser or DeleteUser API is called in IAM, notify the security SNS topic.',
    );
    expect(users?.pattern.detail).toEqual({
      eventSource: ['iam.amazonaws.com'],
      eventName: ['CreateUser', 'DeleteUser'],
    });
  });

  it('a severity stated as a number is a numeric filter on it', () => {
    const [rule] = rulesOf(
      'An EventBridge rule that catches GuardDuty findings with a severity of 5 or more and sends them to a Lambda function.',
    );
    expect(rule?.pattern.detail).toEqual({ severity: [{ numeric: ['>=', 5] }] });
    const [above] = rulesOf(
      'GuardDuty findings with severity above 8 go to an SQS queue through EventBridge.',
    );
    expect(above?.pattern.detail).toEqual({ severity: [{ numeric: ['>', 8] }] });
  });

  it("the application's own events keep its custom bus", () => {
    const [rule] = rulesOf(
      'Our services publish to a custom EventBridge bus; a rule picks events with source com.acme.orders and detail-type OrderPlaced and sends them to an SQS queue.',
    );
    expect(rule?.pattern.source).toEqual(['com.acme.orders']);
    expect(rule?.pattern['detail-type']).toEqual(['OrderPlaced']);
    expect(rule?.bus).toEqual({ Ref: expect.stringMatching(/Bus$/) });
  });

  it('mixed Arabic: an EC2 instance that stops', () => {
    const [rule] = rulesOf('أبي قاعدة EventBridge إذا تغيرت حالة أي EC2 instance إلى stopped تشغل Lambda');
    expect(rule?.pattern.source).toEqual(['aws.ec2']);
    expect(rule?.pattern.detail).toEqual({ state: ['stopped'] });
  });

  it('the whole run keeps the rule on the default bus wired to its target, with no bus of its own', async () => {
    warmValidator();
    const result = await generateOffline(
      'An EventBridge rule that invokes a Lambda function when an EC2 instance is terminated.',
    );
    expect(result.validity.ok).toBe(true);
    const { resources } = viewOf(result.security.template);
    const rule = resources.find((r) => r.type === 'AWS::Events::Rule');
    expect(rule?.props.EventPattern).toMatchObject({
      source: ['aws.ec2'],
      detail: { state: ['terminated'] },
    });
    expect(rule?.props.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } }),
    ]);
    expect(resources.some((r) => r.type === 'AWS::Events::EventBus')).toBe(false);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The event patterns of a brief's rules. */
const patterns = (brief: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.type === 'AWS::Events::Rule' && r.props.EventPattern)
    .map((r) => r.props.EventPattern as Record<string, unknown>);

describe("what a brief says of an event reaches its rule's pattern", () => {
  it.each([
    [
      'An EventBridge rule on the custom bus for events from source com.mycompany.orders with detail-type OrderPlaced, whose detail status is shipped.',
      { status: ['shipped'] },
    ],
    [
      'an eventbridge rule for events with source app.billing where detail.tier equals Gold, sent to a lambda function',
      { tier: ['Gold'] },
    ],
    [
      "An EventBridge rule for events from source com.mycompany.orders with detail-type OrderPlaced and detail status 'confirmed', routed to an SQS queue.",
      { status: ['confirmed'] },
    ],
    [
      'an eventbridge rule on events with source app.crm whose detail field region "emea" is sent to a lambda function',
      { region: ['emea'] },
    ],
  ])('a detail field written with its value: %s', (brief, detail) => {
    expect(patterns(brief)).toContainEqual(expect.objectContaining({ detail }));
  });

  it('AWS Health events about a service name that service', () => {
    expect(
      patterns('An EventBridge rule for AWS Health events about EC2 sends them to an SNS topic.'),
    ).toContainEqual(expect.objectContaining({ source: ['aws.health'], detail: { service: ['EC2'] } }));
    // where they go is not what they are about
    expect(
      patterns('An EventBridge rule sends AWS Health events about RDS to a Lambda function.'),
    ).toContainEqual(expect.objectContaining({ source: ['aws.health'], detail: { service: ['RDS'] } }));
  });

  it.each([
    [
      'An Auto Scaling group launch failure event rule that notifies SNS.',
      'EC2 Instance Launch Unsuccessful',
    ],
    [
      'An EventBridge rule notifies an SNS topic when the auto scaling group terminates an instance.',
      'EC2 Instance Terminate Successful',
    ],
  ])('an Auto Scaling event says which: %s', (brief, type) => {
    expect(patterns(brief)).toContainEqual(
      expect.objectContaining({ source: ['aws.autoscaling'], 'detail-type': [type] }),
    );
  });

  it.each([
    [
      'An EventBridge rule that notifies an SNS topic when an EC2 Spot Instance interruption warning is received.',
      { source: ['aws.ec2'], 'detail-type': ['EC2 Spot Instance Interruption Warning'] },
    ],
    [
      'An EventBridge rule that triggers a Lambda function whenever an EBS snapshot is created.',
      {
        source: ['aws.ec2'],
        'detail-type': ['EBS Snapshot Notification'],
        detail: { event: ['createSnapshot'] },
      },
    ],
    [
      'An EventBridge rule that sends RDS DB instance events of category failover to an SNS topic.',
      {
        source: ['aws.rds'],
        'detail-type': ['RDS DB Instance Event'],
        detail: { EventCategories: ['failover'] },
      },
    ],
    [
      'An EventBridge rule that triggers when an ECR image scan completes, and sends the result to a Lambda function.',
      { source: ['aws.ecr'], 'detail-type': ['ECR Image Scan'], detail: { 'scan-status': ['COMPLETE'] } },
    ],
    [
      'An EventBridge rule matching Amazon Inspector findings with severity HIGH, sent to an SQS queue.',
      { source: ['aws.inspector2'], 'detail-type': ['Inspector2 Finding'], detail: { severity: ['HIGH'] } },
    ],
    [
      'When a CloudWatch alarm changes state to ALARM, an EventBridge rule invokes a Lambda function.',
      {
        source: ['aws.cloudwatch'],
        'detail-type': ['CloudWatch Alarm State Change'],
        detail: { state: { value: ['ALARM'] } },
      },
    ],
    [
      'An EventBridge rule that notifies an SNS topic when an AWS Backup job fails.',
      { source: ['aws.backup'], 'detail-type': ['Backup Job State Change'], detail: { state: ['FAILED'] } },
    ],
    [
      'An EventBridge rule that sends CodeDeploy deployment failures to an SNS topic.',
      {
        source: ['aws.codedeploy'],
        'detail-type': ['CodeDeploy Deployment State-change Notification'],
        detail: { state: ['FAILURE'] },
      },
    ],
  ])('an AWS event the brief names, with what it says of it: %s', (brief, pattern) => {
    expect(patterns(brief)).toContainEqual(pattern);
  });

  it('an instance the brief names by its id is the one whose events match', () => {
    expect(
      patterns(
        'An EventBridge rule for EC2 state-change events of the instance i-0123456789abcdef0 when it stops, sent to SNS.',
      ),
    ).toContainEqual(
      expect.objectContaining({ detail: { state: ['stopped'], 'instance-id': ['i-0123456789abcdef0'] } }),
    );
  });

  it.each([
    [
      'An EventBridge rule that catches S3 Object Created events for the bucket uploads-raw and sends them to a Lambda function.',
      {
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: { bucket: { name: ['uploads-raw'] } },
      },
    ],
    [
      'قاعدة EventBridge تلتقط أحداث aws.s3 من نوع Object Created للحاوية uploads-raw وترسلها إلى دالة Lambda',
      {
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: { bucket: { name: ['uploads-raw'] } },
      },
    ],
    [
      'EventBridge rule that sends object deleted events from the bucket named audit-archive to an SQS queue.',
      {
        source: ['aws.s3'],
        'detail-type': ['Object Deleted'],
        detail: { bucket: { name: ['audit-archive'] } },
      },
    ],
    [
      'An EventBridge rule matching CodeBuild build failures for project web-build, targeting an SNS topic.',
      {
        source: ['aws.codebuild'],
        'detail-type': ['CodeBuild Build State Change'],
        detail: { 'build-status': ['FAILED'], 'project-name': ['web-build'] },
      },
    ],
    [
      'An EventBridge rule for failures of the CodePipeline pipeline release-main, notifying an SNS topic.',
      {
        source: ['aws.codepipeline'],
        'detail-type': ['CodePipeline Pipeline Execution State Change'],
        detail: { state: ['FAILED'], pipeline: ['release-main'] },
      },
    ],
  ])(
    'the thing an AWS event is about, named in the brief, is the one its pattern matches: %s',
    (brief, pattern) => {
      expect(patterns(brief)).toContainEqual(pattern);
    },
  );

  it('a plain word after the thing is no name of it', () => {
    const found = patterns(
      'An EventBridge rule on S3 object created events in the bucket and a CodeBuild project that fails, sent to SNS.',
    );
    expect(found.some((p) => p.source?.toString() === 'aws.s3')).toBe(true);
    expect(JSON.stringify(found)).not.toMatch(/"name":\["(?:and|that)"\]|"project-name"/);
  });
});

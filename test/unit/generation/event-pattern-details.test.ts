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
});

import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The subscriptions of a brief's topics, as protocol and endpoint. */
const subscriptions = (brief: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.type === 'AWS::SNS::Subscription')
    .map((r) => ({ protocol: r.props.Protocol, endpoint: r.props.Endpoint }));

describe('a topic gets the subscription the brief speaks of, by its protocol', () => {
  it.each([
    'An SNS topic with an SMS subscription.',
    'an sns topic that sends text messages to the on-call phone',
    'موضوع SNS يرسل رسائل نصية SMS إلى المناوب',
  ])('SMS with no number given: the number is asked at deployment (%s)', (brief) => {
    expect(subscriptions(brief)).toContainEqual({
      protocol: 'sms',
      endpoint: { Ref: expect.stringMatching(/PhoneNumber$/) },
    });
  });

  it('the phone number the brief writes is the endpoint', () => {
    expect(
      subscriptions('Page the duty engineer by SMS at +966501234567 through an SNS topic.'),
    ).toContainEqual({ protocol: 'sms', endpoint: '+966501234567' });
  });

  it.each([
    [
      'An SNS topic that delivers every message to the HTTPS endpoint https://hooks.Example.com/Alerts.',
      'https',
    ],
    ['sns topic with an http subscription to http://10.0.0.5:8080/notify', 'http'],
  ])('a web address the topic delivers to: %s', (brief, protocol) => {
    const [sub] = subscriptions(brief).filter((s) => s.protocol === protocol);
    expect(sub?.endpoint).toMatch(/^https?:\/\//);
    expect(brief).toContain(String(sub?.endpoint));
  });

  it.each([
    'An SNS topic with a subscription using the email protocol.',
    'Create an Amazon SNS topic named alerts and an SNS subscription to it.',
    'an sns topic with one subscribtion',
  ])('a subscription with no other subscriber is an e-mail one asked at deployment (%s)', (brief) => {
    expect(subscriptions(brief)).toContainEqual({
      protocol: 'email',
      endpoint: { Ref: expect.stringMatching(/AlertEmail$/) },
    });
  });

  it.each([
    ['An SNS topic that fans out to two SQS queues.', ['sqs']],
    ['An SNS topic with a Lambda function subscribed to it.', ['lambda']],
    ['An SNS topic with an SQS queue subscribed to it.', ['sqs']],
  ])('subscribers the design has are the only ones: %s', (brief, protocols) => {
    expect([...new Set(subscriptions(brief).map((s) => s.protocol))]).toEqual(protocols);
  });
});

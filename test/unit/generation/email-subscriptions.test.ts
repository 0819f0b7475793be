import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The e-mail subscriptions a brief's topics get: each one's endpoint. */
const emailEndpoints = (brief: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.type === 'AWS::SNS::Subscription' && r.props.Protocol === 'email')
    .map((r) => r.props.Endpoint);

describe('a topic said to reach people by e-mail gets an e-mail subscription, its address asked where unsaid', () => {
  it.each([
    'A CloudWatch alarm on the function errors notifies the on-call team by email through SNS.',
    'An SNS topic with an email subscription for the operations team.',
    'Publish build results to an SNS topic and deliver them via e-mail to the developers.',
    'موضوع SNS يرسل الإشعارات عبر الإيميل لفريق الدعم',
  ])('%s', (brief) => {
    const [endpoint] = emailEndpoints(brief);
    expect(endpoint).toEqual({ Ref: expect.stringMatching(/AlertEmail$/) });
  });

  it('the address the brief gives is the endpoint', () => {
    expect(emailEndpoints('An SNS topic that notifies ops@example.com by email.')).toEqual([
      'ops@example.com',
    ]);
  });

  it('a topic that only feeds queues gets no e-mail subscription', () => {
    expect(emailEndpoints('An SNS topic that fans out to two SQS queues.')).toEqual([]);
  });
});

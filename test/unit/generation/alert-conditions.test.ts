import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * An alert on a condition of something the design holds ("when the queue backs up") is a
 * CloudWatch alarm on it, however the alert is said: by e-mail, to an address, or in Arabic. The
 * topic the alarm notifies carries the address given.
 */
describe('an alert when a queue backs up', () => {
  it.each([
    'Send me an e-mail alert when the orders queue backs up; the queue feeds a Lambda function.',
    'Alert oncall@northwind-example.net when the payment queue backs up beyond 1,000 messages.',
    'alert ops@acme.sa if the import queue is piling up, the queue is drained by a lambda',
    'Page me when the jobs queue backs up',
  ])('%s', (brief) => {
    const resources = resourcesOfBrief(brief);
    const alarm = resources.find((r) => r.type === 'AWS::CloudWatch::Alarm');
    expect((alarm?.props as { Namespace?: string } | undefined)?.Namespace).toBe('AWS/SQS');
    const address = /[\w.-]+@[\w.-]+\.\w+/.exec(brief)?.[0];
    if (address)
      expect(
        resources.some(
          (r) =>
            r.type === 'AWS::SNS::Subscription' && (r.props as { Endpoint?: string }).Endpoint === address,
        ),
      ).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, resourcesOfBrief, warmValidator } from '#test/fixtures/generation';

beforeAll(warmValidator, 60_000);

describe('a queue whose backlog the brief asks to hear about has an alarm at the stated number', () => {
  it('alarms past the number of waiting messages, and notifies a topic with a subscriber that the key lets CloudWatch publish to', () => {
    const resources = resourcesOfBrief(
      'Parcels to label wait in an SQS queue that a Lambda works through; tell us when more than 250 messages are waiting.',
    );
    const alarm = resources.find((r) => r.type === 'AWS::CloudWatch::Alarm');
    expect(alarm?.props).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 250,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const topic = (alarm?.props.AlarmActions as { Ref: string }[] | undefined)?.[0]?.Ref;
    expect(resources.find((r) => r.id === topic)?.type).toBe('AWS::SNS::Topic');
    // the brief gives no address: the subscription's is asked at deployment
    expect(
      resources.some(
        (r) => r.type === 'AWS::SNS::Subscription' && (r.props.TopicArn as { Ref?: string }).Ref === topic,
      ),
    ).toBe(true);
    const key = resources.find((r) => r.id === 'DataKey');
    expect(JSON.stringify(key?.props.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
  });

  it('with an address in the brief, notifies a topic that e-mails it and the key lets CloudWatch publish to', () => {
    const resources = resourcesOfBrief(
      'Parcels to label wait in an SQS queue that a Lambda works through; e-mail ops@parcels.example when more than 250 messages are waiting.',
    );
    const alarm = resources.find((r) => r.type === 'AWS::CloudWatch::Alarm' && r.props.Threshold === 250);
    const topic = (alarm?.props.AlarmActions as { Ref: string }[] | undefined)?.[0]?.Ref;
    expect(resources.find((r) => r.id === topic)?.type).toBe('AWS::SNS::Topic');
    expect(
      resources.some(
        (r) =>
          r.type === 'AWS::SNS::Subscription' &&
          r.props.Endpoint === 'ops@parcels.example' &&
          (r.props.TopicArn as { Ref?: string }).Ref === topic,
      ),
    ).toBe(true);
    const key = resources.find((r) => r.id === 'DataKey');
    expect(JSON.stringify(key?.props.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
  });

  it('in Arabic too, and a worker queue nobody asked about gets no alarm with an invented number', () => {
    const arabic = resourcesOfBrief(
      'طابور SQS لطلبات الشحن تعالجه دالة Lambda، ونبّهنا إذا تراكمت أكثر من 40 رسالة.',
    );
    expect(arabic.find((r) => r.type === 'AWS::CloudWatch::Alarm')?.props.Threshold).toBe(40);
    const plain = resourcesOfBrief('Parcels to label wait in an SQS queue that a Lambda works through.');
    // the alarms it has are on where failures land, at zero: none on the backlog with a number of its own
    const alarms = plain.filter((r) => r.type === 'AWS::CloudWatch::Alarm');
    expect(alarms.every((a) => a.props.Threshold === 0)).toBe(true);
  });

  it('the design stays valid and scored, and its checklist confirms the threshold on the template', async () => {
    const result = await generateOffline(
      'Refund requests wait in an SQS queue for a worker Lambda. Alert refunds@example.com when the backlog grows past 75 messages.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    const checklist = JSON.parse(result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}') as {
      items: { requirement: string; status: string }[];
    };
    expect(checklist.items.find((i) => /backlog alarm/i.test(i.requirement))?.status).toBe('met');
  }, 60_000);
});

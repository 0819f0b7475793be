import { describe, expect, it } from 'vitest';
import type { TemplateResource } from '#shared/generation/checklist/template-facts';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** The alarms the brief asked for (not those on where failures land, which fire on any failure). */
const askedAlarms = (resources: TemplateResource[]) =>
  resources.filter(
    (r) => r.type === 'AWS::CloudWatch::Alarm' && !/failed/.test(String(r.props.AlarmDescription)),
  );

/** The metrics an alarm reads: its own, or those of its metric math. */
function metricsOf(alarm: TemplateResource): string[] {
  const math = (alarm.props.Metrics ?? []) as { MetricStat?: { Metric?: { MetricName?: string } } }[];
  return [alarm.props.MetricName, ...math.map((m) => m.MetricStat?.Metric?.MetricName)].filter(
    (m): m is string => typeof m === 'string',
  );
}

/** The period an alarm reads over, in seconds: its own, or its metric math's. */
function periodOf(alarm: TemplateResource): number | undefined {
  const math = (alarm.props.Metrics ?? []) as { MetricStat?: { Period?: number } }[];
  return (alarm.props.Period as number | undefined) ?? math.find((m) => m.MetricStat)?.MetricStat?.Period;
}

/** Where an alarm notifies: the e-mail endpoints subscribed to its topic. */
function mailedBy(resources: TemplateResource[], alarm: TemplateResource): unknown[] {
  const [action] = (alarm.props.AlarmActions ?? []) as { Ref?: string }[];
  return resources
    .filter(
      (r) =>
        r.type === 'AWS::SNS::Subscription' &&
        r.props.Protocol === 'email' &&
        (r.props.TopicArn as { Ref?: string })?.Ref === action?.Ref,
    )
    .map((r) => r.props.Endpoint);
}

/** Subscriptions that make a topic start a function or fill a queue. */
const topicFeeds = (resources: TemplateResource[]) =>
  resources.filter(
    (r) =>
      r.type === 'AWS::SNS::Subscription' && (r.props.Protocol === 'lambda' || r.props.Protocol === 'sqs'),
  );

describe('an alert on a condition is an alarm on its metric, at its threshold and period, to whom it names', () => {
  it('an error rate by e-mail: alert the dev team by email when errors exceed 5% in 10 minutes', () => {
    const resources = resourcesOfBrief(
      'Our checkout API (API Gateway + Lambda) must alert the dev team by email when errors exceed 5% in 10 minutes.',
    );
    const [alarm, ...more] = askedAlarms(resources);
    expect(more).toEqual([]);
    expect(alarm && metricsOf(alarm)).toEqual(expect.arrayContaining(['Errors', 'Invocations']));
    expect(alarm?.props.Threshold).toBe(5);
    expect(alarm && periodOf(alarm)).toBe(600);
    expect(alarm && mailedBy(resources, alarm).length).toBe(1);
    // the topic that mails the team starts nothing
    expect(topicFeeds(resources)).toEqual([]);
  });

  it('the condition said first: if the queue backs up past 100 messages, email ops@shop.sa', () => {
    const resources = resourcesOfBrief(
      'Orders wait in an SQS queue and a Lambda processes them. If the queue backs up past 100 messages, email ops@shop.sa.',
    );
    const [alarm] = askedAlarms(resources);
    expect(alarm && metricsOf(alarm)).toEqual(['ApproximateNumberOfMessagesVisible']);
    expect(alarm?.props.Threshold).toBe(100);
    expect(alarm && mailedBy(resources, alarm)).toEqual(['ops@shop.sa']);
    expect(topicFeeds(resources)).toEqual([]);
  });

  it('how long a function takes: alert the on-call if the function takes longer than 2 seconds on average over 5 minutes', () => {
    const resources = resourcesOfBrief(
      'Card swipes arrive on a Kinesis stream and a Lambda function scores each one. Alert the on-call if the function takes longer than 2 seconds on average over 5 minutes.',
    );
    const [alarm] = askedAlarms(resources);
    expect(alarm && metricsOf(alarm)).toEqual(['Duration']);
    expect(alarm?.props.Threshold).toBe(2000);
    expect(alarm && periodOf(alarm)).toBe(300);
  });

  it.each([
    'دالة لامدا تعالج الطلبات من طابور SQS. إذا تجاوزت الرسائل المنتظرة في الطابور ١٠٠ رسالة أرسل تنبيه على البريد ops@shop.sa',
    // the verb before a long subject: the number comes six words after it
    'دالة لامدا تعالج الطلبات من طابور SQS. إذا تجاوز عدد الرسائل المنتظرة في طابور الطلبات 100 رسالة أرسل تنبيه على البريد ops@shop.sa',
  ])('in Arabic, the condition first: %s', (brief) => {
    const resources = resourcesOfBrief(brief);
    const [alarm] = askedAlarms(resources);
    expect(alarm && metricsOf(alarm)).toEqual(['ApproximateNumberOfMessagesVisible']);
    expect(alarm?.props.Threshold).toBe(100);
    expect(alarm && mailedBy(resources, alarm)).toEqual(['ops@shop.sa']);
  });

  it("an alarm never notifies a topic the design sends its data to: the risk team's topic is not the on-call's", () => {
    const resources = resourcesOfBrief(
      'A Lambda function scores each card swipe from a Kinesis stream and publishes suspicious ones to an SNS topic for the risk team. Alert the on-call if the function takes longer than 2 seconds.',
    );
    const [alarm] = askedAlarms(resources);
    const role = resources.find(
      (r) => r.type === 'AWS::IAM::Role' && /sns:Publish/.test(JSON.stringify(r.props)),
    );
    const published = JSON.stringify(role?.props).match(/"Ref":"(\w+Topic\w*)"/)?.[1];
    expect(published).toBeDefined();
    const [action] = (alarm?.props.AlarmActions ?? []) as { Ref?: string }[];
    expect(action?.Ref).toBeDefined();
    expect(action?.Ref).not.toBe(published);
    // the brief names no address for the on-call: its topic e-mails one asked at deployment
    expect(
      resources.some(
        (r) =>
          r.type === 'AWS::SNS::Subscription' &&
          r.props.Protocol === 'email' &&
          (r.props.TopicArn as { Ref?: string }).Ref === action?.Ref,
      ),
    ).toBe(true);
  });
});

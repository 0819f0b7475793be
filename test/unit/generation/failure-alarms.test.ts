import { describe, expect, it } from 'vitest';
import { BASELINE_ALERT_TOPIC_NAME } from '#shared/generation/baseline';
import type { TemplateResource } from '#shared/generation/checklist/template-facts';
import { resourcesOfBrief } from '#test/fixtures/generation';

const alarmsOf = (resources: TemplateResource[]) =>
  resources.filter((r) => r.type === 'AWS::CloudWatch::Alarm');

/** The logical ids an alarm's dimensions name (a Ref or a GetAtt of them). */
function watchedIds(alarm: TemplateResource): string[] {
  const dimensions = (alarm.props.Dimensions ?? []) as { Value: unknown }[];
  return dimensions.flatMap(({ Value: v }) => {
    const value = v as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    return [value.Ref ?? value['Fn::GetAtt']?.[0] ?? []].flat();
  });
}

/** The alarm on `metric` that watches resource `id`, if any. */
const alarmOn = (resources: TemplateResource[], metric: string, id: string) =>
  alarmsOf(resources).find((a) => a.props.MetricName === metric && watchedIds(a).includes(id));

/** Queues another resource of the template names as where its failures go. */
function deadLetterQueues(resources: TemplateResource[]): string[] {
  const text = (r: TemplateResource) => JSON.stringify(r.props);
  return resources
    .filter((q) => q.type === 'AWS::SQS::Queue')
    .map((q) => q.id)
    .filter((id) =>
      resources.some((r) =>
        new RegExp(`"(deadLetterTargetArn|DeadLetterConfig|OnFailure)":\\{[^}]*"${id}"`).test(text(r)),
      ),
    );
}

/** The topic an alarm notifies: one the template builds, or the account baseline's alert topic. */
function topicOf(resources: TemplateResource[], alarm: TemplateResource | undefined): string | undefined {
  const [action] = (alarm?.props.AlarmActions ?? []) as { Ref?: string; 'Fn::Sub'?: string }[];
  if (action?.['Fn::Sub']?.endsWith(`:${BASELINE_ALERT_TOPIC_NAME}`)) return BASELINE_ALERT_TOPIC_NAME;
  return resources.find((r) => r.id === action?.Ref && r.type === 'AWS::SNS::Topic')?.id;
}

/** Topics of the template that nothing receives from: no subscription of any protocol names them. */
function unsubscribedTopics(resources: TemplateResource[]): string[] {
  const named = (value: unknown, id: string) => JSON.stringify(value ?? null).includes(`"${id}"`);
  return resources
    .filter((t) => t.type === 'AWS::SNS::Topic')
    .filter(
      (t) =>
        !(t.props.Subscription as unknown[] | undefined)?.length &&
        // a budget or a rule delivering to the topic is a sender, not a receiver: only subscriptions count
        !resources.some((s) => s.type === 'AWS::SNS::Subscription' && named(s.props.TopicArn, t.id)),
    )
    .map((t) => t.id);
}

describe("an operator hears of every failure: an alarm wherever the design's failures land", () => {
  it.each([
    'عندي متجر عطور، ابي لما ينحط طلب جديد يروح لطابور SQS ودالة لامدا تعالجه وتكتبه في جدول DynamoDB.',
    'Orders land in an SQS queue and a Lambda function writes them into DynamoDB.',
    'When a photo is uploaded to S3, a Lambda function makes a thumbnail.',
  ])('%s', (brief) => {
    const resources = resourcesOfBrief(brief);
    const functions = resources.filter((r) => r.type === 'AWS::Lambda::Function');
    const dlqs = deadLetterQueues(resources);
    expect(functions.length + dlqs.length).toBeGreaterThan(0);
    for (const fn of functions) {
      const alarm = alarmOn(resources, 'Errors', fn.id);
      expect(alarm, fn.id).toBeDefined();
      expect(topicOf(resources, alarm), fn.id).toBeDefined();
    }
    for (const queue of dlqs) {
      const alarm = alarmOn(resources, 'ApproximateNumberOfMessagesVisible', queue);
      expect(alarm, queue).toBeDefined();
      expect(alarm?.props.Threshold).toBe(0);
      expect(topicOf(resources, alarm), queue).toBeDefined();
    }
  });

  it("a workflow's failed executions: نريد آلة حالات Step Functions تعالج الطلبات وتحفظها في DynamoDB", () => {
    const resources = resourcesOfBrief(
      'نريد آلة حالات Step Functions تعالج الطلبات وتحفظها في جدول DynamoDB.',
    );
    const machines = resources.filter((r) => r.type === 'AWS::StepFunctions::StateMachine');
    expect(machines.length).toBeGreaterThan(0);
    for (const machine of machines) {
      const alarm = alarmOn(resources, 'ExecutionsFailed', machine.id);
      expect(alarm, machine.id).toBeDefined();
      expect(topicOf(resources, alarm)).toBeDefined();
    }
  });

  it('a working queue is not a failure: no depth alarm on a queue nothing sends its failures to', () => {
    const resources = resourcesOfBrief(
      'Orders land in an SQS queue and a Lambda function writes them into DynamoDB.',
    );
    const dlqs = new Set(deadLetterQueues(resources));
    const working = resources.filter((r) => r.type === 'AWS::SQS::Queue' && !dlqs.has(r.id));
    expect(working.length).toBeGreaterThan(0);
    for (const queue of working)
      expect(alarmOn(resources, 'ApproximateNumberOfMessagesVisible', queue.id), queue.id).toBeUndefined();
  });

  it.each([
    'Orders land in an SQS queue and a Lambda function writes them into DynamoDB.',
    'When a photo is uploaded to S3, a Lambda function makes a thumbnail.',
    'A Kinesis data stream with 2 shards, and a Lambda that reads it and writes every reading into a DynamoDB table.',
  ])(
    "with no address in the brief, alarms notify the account baseline's alert topic and the design builds no topic nobody receives: %s",
    (brief) => {
      const resources = resourcesOfBrief(brief);
      const alarms = alarmsOf(resources);
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms) expect(topicOf(resources, alarm), alarm.id).toBe(BASELINE_ALERT_TOPIC_NAME);
      expect(unsubscribedTopics(resources)).toEqual([]);
    },
  );

  it('an address the brief gives receives every alarm, its failure alarms too: their topic has that e-mail subscription', () => {
    const resources = resourcesOfBrief(
      'A Lambda function behind API Gateway. Alert me by email at ops@example.com when errors exceed 5 in 10 minutes.',
    );
    const alarms = alarmsOf(resources);
    expect(alarms.length).toBeGreaterThan(1);
    const topic = topicOf(resources, alarms[0]);
    for (const alarm of alarms) expect(topicOf(resources, alarm), alarm.id).toBe(topic);
    expect(
      resources.some(
        (s) =>
          s.type === 'AWS::SNS::Subscription' &&
          s.props.Endpoint === 'ops@example.com' &&
          (s.props.TopicArn as { Ref?: string }).Ref === topic,
      ),
    ).toBe(true);
    expect(unsubscribedTopics(resources)).toEqual([]);
  });

  it.each([
    'Monitor the API and alert the team: a Lambda function behind API Gateway.',
    'Send me an e-mail alert when the orders queue backs up; the queue feeds a Lambda function.',
  ])(
    'alerts asked for with no address reach one asked at deployment: every topic has a subscriber (%s)',
    (brief) => {
      const resources = resourcesOfBrief(brief);
      const alarms = alarmsOf(resources);
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms)
        expect(topicOf(resources, alarm), alarm.id).not.toBe(BASELINE_ALERT_TOPIC_NAME);
      expect(resources.some((r) => r.type === 'AWS::SNS::Topic')).toBe(true);
      expect(unsubscribedTopics(resources)).toEqual([]);
    },
  );

  it("a brief that refuses its alarms' delivery gets its alarm and no topic or subscription", () => {
    const resources = resourcesOfBrief(
      "A t3.small instance with a CPU alarm at 90%, but don't send any e-mail or notification for it; we just watch the console.",
    );
    expect(alarmsOf(resources).some((a) => a.props.Threshold === 90)).toBe(true);
    expect(resources.filter((r) => r.type === 'AWS::SNS::Subscription')).toEqual([]);
    expect(unsubscribedTopics(resources)).toEqual([]);
  });

  it("operator alarms go to the design's alarm topic, never to a topic the brief made for its customers", () => {
    const resources = resourcesOfBrief(
      'A Lambda function processes each order from an SQS queue and publishes a confirmation to an SNS topic that texts the customer.',
    );
    const fn = resources.find((r) => r.type === 'AWS::Lambda::Function');
    const topic = topicOf(resources, alarmOn(resources, 'Errors', fn?.id ?? ''));
    expect(topic).toBeDefined();
    const customers = resources.filter(
      (r) => r.type === 'AWS::SNS::Subscription' && (r.props.TopicArn as { Ref?: string })?.Ref === topic,
    );
    expect(customers.filter((s) => s.props.Protocol === 'sms')).toEqual([]);
  });

  it.each([
    'A Lambda function processes orders from an SQS queue. No SNS topics, please.',
    'A Lambda drains an SQS queue of refunds; no CloudWatch alarms.',
  ])('a brief that refuses alarms or the topic they notify gets none: %s', (brief) => {
    const resources = resourcesOfBrief(brief);
    expect(resources.some((r) => r.type === 'AWS::Lambda::Function')).toBe(true);
    expect(resources.filter((r) => r.type === 'AWS::SNS::Topic')).toEqual([]);
    expect(alarmsOf(resources)).toEqual([]);
  });

  it.each([
    'A Lambda function behind API Gateway. Send an alarm when errors exceed 5 in 10 minutes.',
    'A Lambda function behind API Gateway. Alert me by email when errors exceed 5 in 10 minutes.',
    'Orders land in an SQS queue and a Lambda function writes them into DynamoDB; raise an alarm if more than 200 messages are waiting.',
    'دالة لامدا خلف API Gateway، وأرسل إنذار إذا تجاوزت أخطاء الدالة ١٠ في الدقيقة.',
  ])(
    "a threshold the brief states is its own alarm's, never a failure alarm's (any failure counts): %s",
    (brief) => {
      const resources = resourcesOfBrief(brief);
      const failures = alarmsOf(resources).filter((a) => /failed/.test(String(a.props.AlarmDescription)));
      expect(failures.length).toBeGreaterThan(0);
      for (const alarm of failures) expect(alarm.props.Threshold, alarm.id).toBe(0);
    },
  );
});

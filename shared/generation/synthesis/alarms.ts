import { getAtt, ref } from '../../cfn/build';
import type { SynthesisContext } from './context';
import { addTopic, KEY_ID } from './parts';

/** What a queue alarm watches: how many messages wait, or how long the oldest has waited. */
const QUEUE_METRICS = {
  backlog: {
    metric: 'ApproximateNumberOfMessagesVisible',
    says: (n: number) => `More than ${n} messages are waiting`,
  },
  age: {
    metric: 'ApproximateAgeOfOldestMessage',
    says: (n: number) => `The oldest message has waited more than ${n} seconds`,
  },
} as const;

/**
 * An alarm on a queue at the stated number: its backlog (messages waiting) or the age of its
 * oldest message. Where it notifies is decided once every block is built (see routeAlarms).
 */
export function addQueueAlarm(
  ctx: SynthesisContext,
  block: string,
  queue: string,
  watch: keyof typeof QUEUE_METRICS,
  threshold: number,
): void {
  const { metric, says } = QUEUE_METRICS[watch];
  const id = ctx.add(block, `${queue}${watch === 'backlog' ? 'Backlog' : 'Age'}Alarm`, {
    Type: 'AWS::CloudWatch::Alarm',
    Properties: {
      AlarmDescription: `${says(threshold)} in ${queue}`,
      Namespace: 'AWS/SQS',
      MetricName: metric,
      Dimensions: [{ Name: 'QueueName', Value: getAtt(queue, 'QueueName') }],
      Statistic: 'Maximum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    },
  });
  ctx.alarms.push(id);
}

/**
 * Every alarm of the design notifies someone: an alarm the brief asked for, the topic the brief
 * joins it to, else the design's alarm topic, else a topic the brief asked for that carries no
 * data of the design, else one of its own (an alarm with no action is heard by nobody).
 */
export function routeAlarms(ctx: SynthesisContext): void {
  if (ctx.alarms.length === 0) return;
  const connections = ctx.plan.connections ?? [];
  const topicOf = (block: string | undefined) =>
    ctx.nodes[block ?? '']?.find((n) => n.service === 'sns')?.main;
  const isAlarm = (block: string) => ctx.nodes[block]?.some((n) => n.service === 'cloudwatch-alarm');
  // a topic the design sends its data to (a function publishing suspicious payments) is not for alarms
  const carriesData = new Set(connections.filter((c) => !isAlarm(c.from)).map((c) => c.to));
  const asked = Object.entries(ctx.nodes)
    .filter(([block]) => !carriesData.has(block))
    .flatMap(([, nodes]) => nodes)
    .find((node) => node.service === 'sns')?.main;
  for (const alarm of ctx.alarms) {
    // the topic its own edge reaches ("alert the team by email when..."), else the design's
    const block = ctx.origins[alarm];
    const reached = connections
      .filter((c) => c.from === block)
      .map((c) => topicOf(c.to))
      .find(Boolean);
    notify(ctx, [alarm], reached ?? ctx.monitoringTopic ?? asked ?? operatorTopic(ctx));
  }
}

/**
 * An alarm on where failures land (see addFailureAlarms) notifies the operator: the design's
 * alarm topic, else one of its own (never a topic the brief made for its users).
 */
export function routeFailureAlarms(ctx: SynthesisContext): void {
  if (ctx.failureAlarms.length > 0) notify(ctx, ctx.failureAlarms, operatorTopic(ctx));
}

const OWN_TOPIC = 'AlarmTopic';

/** The design's alarm topic: the monitoring block's, else one of its own, made once. */
function operatorTopic(ctx: SynthesisContext): string {
  if (ctx.monitoringTopic) return ctx.monitoringTopic;
  if (ctx.resources[OWN_TOPIC]) return OWN_TOPIC;
  return addTopic(ctx, 'Platform', OWN_TOPIC);
}

/** Each alarm notifies the topic; the design's key encrypts it, so CloudWatch may use the key to publish. */
function notify(ctx: SynthesisContext, alarms: readonly string[], topic: string): void {
  for (const id of alarms) {
    const props = ctx.resources[id]?.Properties as Record<string, unknown> | undefined;
    if (props) props.AlarmActions = [ref(topic)];
  }
  const statements = (
    ctx.resources[KEY_ID]?.Properties?.KeyPolicy as { Statement: { Sid?: string }[] } | undefined
  )?.Statement;
  if (statements && !statements.some((s) => s.Sid === 'CloudWatchAlarmsUse'))
    statements.push({
      Sid: 'CloudWatchAlarmsUse',
      Effect: 'Allow',
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      Resource: '*',
    } as { Sid: string });
}

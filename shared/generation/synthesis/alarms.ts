import { getAtt, ref } from '../../cfn/build';
import { baselineAlertTopicArn } from '../baseline';
import { EMAIL_PARAMETER_PATTERN } from '../services/names';
import { DELIVERY_WORDS } from '../services/sns';
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
 * data of the design, else one of its own with an e-mail subscription (an alarm with no action
 * is heard by nobody, and a topic with no subscriber is no better).
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
    const topic = reached ?? ctx.monitoringTopic ?? asked ?? (silenced(ctx) ? undefined : alertTopic(ctx));
    // a brief that refuses its alarms' delivery watches them in CloudWatch: nothing is sent
    if (topic === undefined) continue;
    notify(ctx, [alarm], topic);
    // whoever receives the alarms the brief asked for receives the design's failure alarms too
    ctx.monitoringTopic ??= topic;
  }
}

/**
 * An alarm on where failures land (see addFailureAlarms) notifies the operator: the design's
 * alarm topic, else the account baseline's (never a topic the brief made for its users).
 */
export function routeFailureAlarms(ctx: SynthesisContext): void {
  if (ctx.failureAlarms.length > 0) notify(ctx, ctx.failureAlarms, operatorTopic(ctx));
}

const OWN_TOPIC = 'AlarmTopic';

/** The brief refuses its alarms' delivery ("don't send any e-mail or notification"). */
const silenced = (ctx: SynthesisContext) =>
  (ctx.requirements.not_built ?? []).some((n) => DELIVERY_WORDS.test(n.phrase.toLowerCase()));

/**
 * The topic of the alarms the brief asks for, where it names no topic and no address: one of the
 * design's own, whose e-mail subscription's address is asked at deployment (an alarm the brief
 * asks for is for someone to receive; a topic with no subscriber would reach nobody).
 */
function alertTopic(ctx: SynthesisContext): string {
  if (ctx.resources[OWN_TOPIC]) return OWN_TOPIC;
  const topic = addTopic(ctx, 'Platform', OWN_TOPIC);
  const address = ctx.parameter('AlertEmail', {
    Type: 'String',
    Description: "The e-mail address the design's alarms go to (the brief named none).",
    AllowedPattern: EMAIL_PARAMETER_PATTERN,
  });
  ctx.add('Platform', `${topic}EmailSubscription`, {
    Type: 'AWS::SNS::Subscription',
    Properties: { TopicArn: ref(topic), Protocol: 'email', Endpoint: ref(address) },
  });
  return topic;
}

/** Where the operator's alarms go: the topic the brief's address subscribes to, else the account baseline's. */
const BASELINE = Symbol('account baseline alert topic');

/**
 * The design's alarm topic (the monitoring block's, which the brief's address subscribes to),
 * else the account baseline's alert topic: a topic of the design's own with no subscriber would be
 * an alarm nobody receives, and the baseline's carries the address it was deployed with.
 */
function operatorTopic(ctx: SynthesisContext): string | typeof BASELINE {
  return ctx.monitoringTopic ?? BASELINE;
}

/** Each alarm notifies the topic; the design's key encrypts its own, so CloudWatch may use the key to publish. */
function notify(ctx: SynthesisContext, alarms: readonly string[], topic: string | typeof BASELINE): void {
  for (const id of alarms) {
    const props = ctx.resources[id]?.Properties as Record<string, unknown> | undefined;
    if (props) props.AlarmActions = [topic === BASELINE ? baselineAlertTopicArn() : ref(topic)];
  }
  // the baseline's topic is encrypted with the baseline's key, whose policy already lets CloudWatch use it
  if (topic === BASELINE) return;
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

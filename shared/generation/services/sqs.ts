import { getAtt } from '../../cfn/build';
import { addQueueAlarm } from '../synthesis/alarms';
import { addQueue } from '../synthesis/parts';
import { NAME_GIVEN } from './names';
import type { ServiceSpec } from './types';

type PolicyDoc = { PolicyDocument: { Statement: unknown[] } };

export const sqs: ServiceSpec = {
  id: 'sqs',
  block_name: 'Queue',
  family: 'SQS',
  label: 'Amazon SQS queue',
  names: /\b(amazon sqs|sqs( queues?)?|simple queue service|fifo queues?)\b/,
  phrases: /\b(amazon sqs|sqs( queues?)?|simple queue service|message queues?|queues?|fifo queues?)\b/,
  arabic: /(رسائل sqs)/,
  // "كيو" is how a Gulf brief says queue; Q Business and GraphQL are other names it starts
  arabic_phrases: /(طابور|طوابير|قائم[ةه] انتظار|قوائم انتظار|كيو(?! (?:بزنس|للأعمال|[إا]ل)))/,
  cost: 'request',
  // a dead-letter queue holds what failed every retry: one message there is one lost unless read
  failures: [
    {
      type: 'AWS::SQS::Queue',
      namespace: 'AWS/SQS',
      metric: 'ApproximateNumberOfMessagesVisible',
      statistic: 'Maximum',
      dimension: { name: 'QueueName', value: (id) => getAtt(id, 'QueueName') },
      suffix: 'Depth',
      says: 'holds messages that failed every retry',
      dead_letters_only: true,
    },
  ],
  emits: 'poll',
  sends_to: ['lambda', 'step-functions', 'sqs', 'eventbridge-pipes'],
  target: { actions: ['sqs:SendMessage', 'sqs:GetQueueUrl'], arn: (n) => getAtt(n.main, 'Arn') },
  read: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:ChangeMessageVisibility'],
  accept(ctx, node, principal, source) {
    const policy = ctx.resources[`${node.main}Policy`]?.Properties as PolicyDoc | undefined;
    policy?.PolicyDocument.Statement.push({
      Sid: `Allow${principal.split('.')[0]}${policy.PolicyDocument.Statement.length}`,
      Effect: 'Allow',
      Principal: { Service: principal },
      Action: 'sqs:SendMessage',
      Resource: getAtt(node.main, 'Arn'),
      Condition: { ArnEquals: { 'aws:SourceArn': source } },
    });
  },
  stated_settings: [
    { key: 'fifo', words: /\bfifo\b|first[- ]in[- ]first[- ]out/, value: true, anywhere: true },
    {
      key: 'visibility_seconds',
      words: /visibility timeout (?:of |is )?(\d+(?:\.\d+)?[- ]?(?:seconds?|secs?|minutes?|mins?|hours?))/,
      as: 'seconds',
      max: 43200,
    },
    // "alert us when more than 200 jobs are waiting": an alarm on the queue's backlog at that number
    {
      key: 'backlog_alarm',
      words:
        /\b(?:more than|over|above|past|exceeds?|beyond)\s+(\d[\d,]*)\s+(?:messages?|jobs?|tasks?|items?|orders?|requests?)\b[^.;]{0,20}?\b(?:waiting|queued|pile up|piling up|backlog\w*|in (?:the|a) queue|stuck)|\bbacklog\b[^.;]{0,30}?\b(?:more than|over|above|past|exceeds?)\s+(\d[\d,]*)|(?:أكثر من|تتجاوز|يتجاوز|فوق)\s+(\d+)\s+(?:رسال[ةه]|رسائل|مهم[ةه]|مهام|طلب|طلبات)/,
      as: 'count',
      anywhere: true,
      label: 'backlog alarm threshold',
      shows: { types: ['AWS::CloudWatch::Alarm'], path: 'Threshold' },
    },
    // "alert us when the oldest message is older than 10 minutes": an alarm on the oldest message's age
    {
      key: 'age_alarm',
      words:
        /\b(?:older than|(?:waiting|waits?|waited|sits?|sitting|stuck)\s+(?:for\s+)?(?:more|longer) than)\s+(\d+(?:\.\d+)?\s*(?:seconds?|secs?|minutes?|mins?|hours?))|(?:أقدم من|(?:تنتظر|ينتظر|انتظرت|انتظر)\s+(?:لـ?\s*)?(?:أكثر|اكثر) من)\s+(\d+\s*(?:ثانية|ثوان|دقيقة|دقائق|ساعة|ساعات))/,
      as: 'seconds',
      anywhere: true,
      label: 'oldest message age alarm in seconds',
      shows: { types: ['AWS::CloudWatch::Alarm'], path: 'Threshold' },
    },
    // the name the brief gives the queue ("a queue named invoice-jobs", "the 'refunds' queue")
    { key: 'queue_name', words: NAME_GIVEN, as: 'name' },
  ],
  build(ctx, name, settings) {
    const dlq = addQueue(ctx, name, `${name}DeadLetters`);
    const queue = addQueue(ctx, name, `${name}Queue`, dlq, Number(settings.visibility_seconds ?? 180));
    const fifo = settings.fifo === true;
    const given = typeof settings.queue_name === 'string' ? settings.queue_name : undefined;
    for (const [id, suffix] of [
      [queue, ''],
      [dlq, '-dlq'],
    ] as const) {
      const props = ctx.resources[id]?.Properties as Record<string, unknown>;
      if (fifo) props.FifoQueue = true;
      if (given) props.QueueName = `${given}${suffix}${fifo ? '.fifo' : ''}`;
    }
    if (typeof settings.backlog_alarm === 'number')
      addQueueAlarm(ctx, name, queue, 'backlog', settings.backlog_alarm);
    if (typeof settings.age_alarm === 'number') addQueueAlarm(ctx, name, queue, 'age', settings.age_alarm);
    return { service: 'sqs', name, main: queue };
  },
};

import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { EMAIL_GIVEN } from './names';
import type { ServiceNode, ServiceSettings, ServiceSpec } from './types';

type Dimension = { Name: string; Value: unknown };
/** What one metric is on one kind of watched resource: its namespace, name and dimensions. */
interface Watch {
  namespace: string;
  metric: string;
  dimensions: (ctx: SynthesisContext, node: ServiceNode) => Dimension[] | undefined;
  statistic?: 'Average' | 'Sum' | 'Maximum' | 'Minimum';
  /** the metric's unit, where a stated threshold in another unit is converted ("10 GB" of free storage in bytes) */
  unit?: 'bytes' | 'milliseconds' | 'seconds';
  /** a percentage of two metrics (errors of invocations): `metric` counts what `of` counts in all, as metric math */
  of?: string;
}

/** A resource of the watched block, by its type (the load balancer's target group). */
const ofBlock = (ctx: SynthesisContext, block: string, type: string) =>
  Object.keys(ctx.resources).find((id) => ctx.origins[id] === block && ctx.resources[id]?.Type === type);

const loadBalancerName = (_: SynthesisContext, n: ServiceNode) => [
  { Name: 'LoadBalancer', Value: getAtt(n.main, 'LoadBalancerFullName') },
];
/** The web servers' Auto Scaling group, where the watched load balancer fronts one. */
const fleet = (ctx: SynthesisContext, n: ServiceNode) => {
  const group = ofBlock(ctx, n.name, 'AWS::AutoScaling::AutoScalingGroup');
  return group ? [{ Name: 'AutoScalingGroupName', Value: ref(group) }] : undefined;
};

const lambdaFunction = (_: SynthesisContext, n: ServiceNode) => [
  { Name: 'FunctionName', Value: ref(n.fn ?? n.main) },
];

/**
 * The metrics a brief may ask an alarm on, by the words that name them (the first of the list
 * whose words the brief uses is the one it names) and by the family of what is watched. With no
 * metric named, the alarm watches the first the watched resource has.
 */
const METRICS: readonly { key: string; words: RegExp; on: Readonly<Record<string, Watch>> }[] = [
  // a file system's: how near it is to its I/O limit, and the burst credits it has left
  {
    key: 'io_limit',
    words: /\bpercent ?io ?limit\b|\bi\/?o limit\b/,
    on: {
      efs: {
        namespace: 'AWS/EFS',
        metric: 'PercentIOLimit',
        statistic: 'Average',
        dimensions: (_, n) => [{ Name: 'FileSystemId', Value: ref(n.main) }],
      },
    },
  },
  {
    key: 'burst_credits',
    words: /\bburst ?credit(?:s| ?balance)?\b/,
    on: {
      efs: {
        namespace: 'AWS/EFS',
        metric: 'BurstCreditBalance',
        statistic: 'Minimum',
        unit: 'bytes',
        dimensions: (_, n) => [{ Name: 'FileSystemId', Value: ref(n.main) }],
      },
    },
  },
  {
    key: 'read_capacity',
    words: /\bread capacity\b|\brcus?\b/,
    on: {
      dynamodb: {
        namespace: 'AWS/DynamoDB',
        metric: 'ConsumedReadCapacityUnits',
        statistic: 'Sum',
        dimensions: (_, n) => [{ Name: 'TableName', Value: ref(n.main) }],
      },
    },
  },
  {
    key: 'write_capacity',
    words: /\bwrite capacity\b|\bwcus?\b/,
    on: {
      dynamodb: {
        namespace: 'AWS/DynamoDB',
        metric: 'ConsumedWriteCapacityUnits',
        statistic: 'Sum',
        dimensions: (_, n) => [{ Name: 'TableName', Value: ref(n.main) }],
      },
    },
  },
  {
    key: 'healthy_hosts',
    words: /\bhealthy (?:hosts?|targets?|instances?)\b/,
    on: {
      'load-balancer': {
        namespace: 'AWS/ApplicationELB',
        metric: 'HealthyHostCount',
        statistic: 'Minimum',
        dimensions: (ctx, n) => {
          const group = ofBlock(ctx, n.name, 'AWS::ElasticLoadBalancingV2::TargetGroup');
          return group
            ? [
                ...loadBalancerName(ctx, n),
                { Name: 'TargetGroup', Value: getAtt(group, 'TargetGroupFullName') },
              ]
            : undefined;
        },
      },
    },
  },
  {
    key: 'free_storage',
    words: /\bfree (?:storage|disk)\b|\bstorage space\b|(?:المساح[ةه] (?:الفارغ[ةه]|المتاح[ةه]))/,
    on: {
      rds: {
        namespace: 'AWS/RDS',
        metric: 'FreeStorageSpace',
        statistic: 'Minimum',
        unit: 'bytes',
        dimensions: (_, n) => [{ Name: 'DBInstanceIdentifier', Value: ref(n.main) }],
      },
    },
  },
  {
    key: 'server_errors',
    words: /\b5xx\b|\b5\d\d (?:errors?|responses?)\b/,
    on: {
      'load-balancer': {
        namespace: 'AWS/ApplicationELB',
        metric: 'HTTPCode_Target_5XX_Count',
        statistic: 'Sum',
        dimensions: loadBalancerName,
      },
    },
  },
  {
    key: 'throttles',
    words: /\bthrottl\w*/,
    on: {
      lambda: { namespace: 'AWS/Lambda', metric: 'Throttles', statistic: 'Sum', dimensions: lambdaFunction },
    },
  },
  {
    key: 'backlog',
    words: /\b(?:messages?|backlog)\b|(?:رسائل|رسال[ةه])/,
    on: {
      sqs: {
        namespace: 'AWS/SQS',
        metric: 'ApproximateNumberOfMessagesVisible',
        statistic: 'Maximum',
        dimensions: (_, n) => [{ Name: 'QueueName', Value: getAtt(n.main, 'QueueName') }],
      },
    },
  },
  {
    key: 'connections',
    words: /\bconnections?\b|اتصالات/,
    on: {
      rds: {
        namespace: 'AWS/RDS',
        metric: 'DatabaseConnections',
        statistic: 'Maximum',
        dimensions: (_, n) => [{ Name: 'DBInstanceIdentifier', Value: ref(n.main) }],
      },
    },
  },
  {
    // how long a call takes ("takes longer than 2 seconds", "يستغرق أكثر من ثانيتين")
    key: 'latency',
    words:
      /\b(?:latency|response time|duration)\b|\b(?:takes?|taking|runs?|running) longer than\b|\bslower than\b|زمن الاستجاب[ةه]|(?:يستغرق|تستغرق) (?:أكثر|اكثر) من/,
    on: {
      lambda: {
        namespace: 'AWS/Lambda',
        metric: 'Duration',
        statistic: 'Maximum',
        unit: 'milliseconds',
        dimensions: lambdaFunction,
      },
      'load-balancer': {
        namespace: 'AWS/ApplicationELB',
        metric: 'TargetResponseTime',
        statistic: 'Average',
        unit: 'seconds',
        dimensions: loadBalancerName,
      },
    },
  },
  {
    // errors as a share of the calls ("errors exceed 5%", "نسبة الأخطاء"): named before a count of errors
    key: 'error_rate',
    words:
      /\berror rate\b|\b(?:errors?|failures?)\b[^.;\d]{0,25}?\d+(?:\.\d+)?\s*(?:%|percent\b)|نسب[ةه] (?:ال)?(?:أخطاء|اخطاء|فشل)/,
    on: {
      lambda: {
        namespace: 'AWS/Lambda',
        metric: 'Errors',
        of: 'Invocations',
        statistic: 'Sum',
        dimensions: lambdaFunction,
      },
      'step-functions': {
        namespace: 'AWS/States',
        metric: 'ExecutionsFailed',
        of: 'ExecutionsStarted',
        statistic: 'Sum',
        dimensions: (_, n) => [{ Name: 'StateMachineArn', Value: ref(n.main) }],
      },
      'load-balancer': {
        namespace: 'AWS/ApplicationELB',
        metric: 'HTTPCode_Target_5XX_Count',
        of: 'RequestCount',
        statistic: 'Sum',
        dimensions: loadBalancerName,
      },
    },
  },
  {
    key: 'errors',
    words: /\b(?:errors?|failures?|fails?|failed)\b|(?:أخطاء|اخطاء|خطأ|فشل)/,
    on: {
      lambda: { namespace: 'AWS/Lambda', metric: 'Errors', statistic: 'Sum', dimensions: lambdaFunction },
      'step-functions': {
        namespace: 'AWS/States',
        metric: 'ExecutionsFailed',
        statistic: 'Sum',
        dimensions: (_, n) => [{ Name: 'StateMachineArn', Value: ref(n.main) }],
      },
      'load-balancer': {
        namespace: 'AWS/ApplicationELB',
        metric: 'HTTPCode_Target_5XX_Count',
        statistic: 'Sum',
        dimensions: loadBalancerName,
      },
    },
  },
  {
    key: 'cpu',
    words: /\b(?:cpu|processor)\b|(?:المعالج|معالج)/,
    on: {
      'ec2-instance': {
        namespace: 'AWS/EC2',
        metric: 'CPUUtilization',
        statistic: 'Average',
        dimensions: (_, n) => [{ Name: 'InstanceId', Value: ref(n.main) }],
      },
      'load-balancer': {
        namespace: 'AWS/EC2',
        metric: 'CPUUtilization',
        statistic: 'Average',
        dimensions: fleet,
      },
      rds: {
        namespace: 'AWS/RDS',
        metric: 'CPUUtilization',
        statistic: 'Average',
        dimensions: (_, n) => [{ Name: 'DBInstanceIdentifier', Value: ref(n.main) }],
      },
    },
  },
];

/** The watched resource's metric: the one the brief names where it has it, else the first it has. */
export function watchOf(ctx: SynthesisContext, settings: ServiceSettings, to: ServiceNode) {
  const named = METRICS.find((m) => m.key === settings.metric);
  const candidates = [...(named ? [named] : []), ...METRICS];
  for (const m of candidates) {
    const watch = m.on[to.service];
    const dimensions = watch?.dimensions(ctx, to);
    if (watch && dimensions) return { watch, dimensions };
  }
  return undefined;
}

const BYTES: Readonly<Record<string, number>> = { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };

/** The stated threshold in the metric's unit ("10 GB" of free storage in bytes, "2 seconds" of duration in milliseconds). */
function thresholdIn(settings: ServiceSettings, watch: Watch): number {
  if (settings.any === true) return 0;
  const n = Number(settings.threshold ?? (watch.unit === 'bytes' ? 0 : 80));
  const unit = String(settings.threshold_unit ?? '').replace(/i?b$/, 'b');
  if (watch.unit === 'bytes') return Math.round(n * (BYTES[unit] ?? 1));
  if (watch.unit === 'milliseconds' && /^s/.test(unit)) return n * 1000;
  if (watch.unit === 'seconds' && /^m/.test(unit)) return n / 1000;
  return n;
}

/** An alarm, watching what its edge reaches: the metric, threshold, comparison and periods the brief states. */
function buildAlarm(ctx: SynthesisContext, name: string, settings: ServiceSettings): ServiceNode {
  // until its edge says what it watches (see push), the metric named, on the first kind of resource that has it
  const named = Object.values(
    (METRICS.find((m) => m.key === settings.metric) ?? METRICS.at(-1))?.on ?? {},
  )[0];
  const alarm = ctx.add(name, `${name}Alarm`, {
    Type: 'AWS::CloudWatch::Alarm',
    Properties: {
      AlarmDescription: `${name}: the alarm the brief asks for`,
      Namespace: named?.namespace,
      MetricName: named?.metric,
      Statistic: named?.statistic ?? 'Average',
      Threshold: Number(settings.threshold ?? 0),
      ComparisonOperator:
        settings.any === true
          ? 'GreaterThanThreshold'
          : String(settings.comparison ?? 'GreaterThanThreshold'),
      EvaluationPeriods: Number(settings.evaluations ?? 1),
      Period: Math.max(1, Number(settings.period_minutes ?? 5)) * 60,
      TreatMissingData: 'notBreaching',
    },
  });
  // where it notifies is decided once every block is built (routeAlarms): a topic the brief asked for, else one of its own
  ctx.alarms.push(alarm);
  return { service: 'cloudwatch-alarm', name, main: alarm };
}

/**
 * What an alert waits for, in the brief's words: a metric past a number, a queue backing up, a
 * call taking longer than it should. An alert, a page or an e-mail is an alarm where such a
 * condition is said right after it ("alert me when CPU...") or before it ("if the queue backs up
 * past 100 messages, email ops@...").
 */
const CONDITION =
  /cpu|processor|errors?|error rate|throttl\w*|5xx|healthy hosts?|free storage|latency|response time|(?:takes?|taking|runs?|running) longer than|slower than|connections|backlog|queue depth|\d[\d,]* (?:\w+ )?messages?|messages? (?:pile|piling|back|backing|wait|waiting)|queues? (?:is |are )?(?:backs?|backing|builds?|building|piles?|piling) up/
    .source;
const ARABIC_CONDITION = /المعالج|cpu|أخطاء|خطأ|اخطاء|الرسائل|رسال|زمن الاستجاب[ةه]|يستغرق|تستغرق/.source;
/** the words in one sentence (a full stop inside an address or a number does not end it) */
const SAME_SENTENCE = /(?:[^.;]|\.(?=\S))/.source;
const ARABIC_SAME_SENTENCE = /(?:[^.؛\n]|\.(?=\S))/.source;
const ALERT = /(?:alert|page|notify|warn|e-?mail|text|sms)(?:s|ed|ing)?\b/.source;
const ARABIC_ALERT = /(?:تنبيه|نبهني|نبهنا)/.source;

// "alert me when the orders queue backs up": a queue that backs up is its messages waiting. An
// alert by e-mail or to an address is read whole ("an e-mail alert", "alert ops@x.sa"), as
// the topic's words would read it, so the alarm it is keeps it (the address is its topic's)
const ALARM_WORDS = new RegExp(
  [
    /\b(?:cloudwatch\s+)?alarms?\b/.source,
    `\\b(?:e-?mail |sms )?(?:alert|page|notify|warn)(?:s|ed|ing)?(?: [a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+)?\\b(?=${SAME_SENTENCE}{0,90}\\b(?:${CONDITION})\\b)`,
    `\\b(?=${ALERT})(?<=\\b(?:if|when|whenever|once)\\b${SAME_SENTENCE}{0,100}?\\b(?:${CONDITION})\\b${SAME_SENTENCE}{0,80}?)${ALERT}`,
  ].join('|'),
);
const ARABIC_ALARM_WORDS = new RegExp(
  [
    'إنذار|انذار',
    `${ARABIC_ALERT}(?=${ARABIC_SAME_SENTENCE}{0,60}(?:${ARABIC_CONDITION}))`,
    `(?<=(?:إذا|اذا|لو|عندما|متى|حين|لما)${ARABIC_SAME_SENTENCE}{0,100}?(?:${ARABIC_CONDITION})${ARABIC_SAME_SENTENCE}{0,80}?)${ARABIC_ALERT}`,
  ].join('|'),
);

/**
 * A CloudWatch alarm the brief asks for on a metric ("alarm when CPU stays above 75% for three
 * 5-minute periods", "نبهني إذا تجاوزت أخطاء الدالة خمسة في الدقيقة"): it watches the service its
 * words join it to, on the metric named, at the stated threshold, comparison and periods.
 */
export const cloudwatchAlarm: ServiceSpec = {
  id: 'cloudwatch-alarm',
  block_name: 'Watch',
  family: 'CloudWatch',
  label: 'Amazon CloudWatch alarm',
  names: ALARM_WORDS,
  phrases: /$^/,
  arabic: ARABIC_ALARM_WORDS,
  // an alert by e-mail or text message ("alert the team by email when...") is the alarm and the topic that sends it
  said_with: ['sns'],
  cost: 'request',
  emits: 'push',
  sends_to: [
    'ec2-instance',
    'ec2',
    'load-balancer',
    'lambda',
    'sqs',
    'rds',
    'step-functions',
    'sns',
    'dynamodb',
    'efs',
  ],
  // an address the brief gives is where it notifies: a topic with that e-mail subscription (see routeAlarms)
  implies: [
    {
      add: 'sns',
      when: EMAIL_GIVEN,
      joined: true,
      why: 'the alarm notifies the e-mail address the brief gives',
    },
    // a processor's load is a server's, where the brief names nothing else that has one
    {
      add: 'ec2-instance',
      when: /\b(?:cpu|processor)\b|المعالج/,
      unless: ['ec2', 'rds', 'aurora', 'ecs', 'ecs-service', 'lambda', 'ec2-instance'],
      joined: true,
      why: 'the alarm watches the processor of a server',
    },
  ],
  // the metric the brief names is on some families only ("messages waiting": a queue's)
  watches(settings, target) {
    const named = METRICS.find((m) => m.key === settings.metric);
    if (!named || !METRICS.some((m) => m.on[target])) return undefined;
    return named.on[target] !== undefined;
  },
  push(ctx, from, to) {
    const props = ctx.resources[from.main]?.Properties as Record<string, unknown> | undefined;
    if (!props || props.Dimensions || props.Metrics) return;
    const settings = ctx.plan.blocks.find((b) => b.kind === 'service' && from.name.startsWith(b.name));
    const stated = settings?.kind === 'service' ? settings.options.settings : {};
    const found = watchOf(ctx, stated, to);
    if (!found) return;
    const { watch, dimensions } = found;
    const what = to.fn ?? to.main;
    if (watch.of) {
      // a share of two counts is metric math over them, in the alarm's period (no metric of its own)
      const period = props.Period;
      const over = (metric: string) => ({
        Metric: { Namespace: watch.namespace, MetricName: metric, Dimensions: dimensions },
        Period: period,
        Stat: watch.statistic ?? 'Sum',
      });
      for (const single of ['Namespace', 'MetricName', 'Statistic', 'Period']) delete props[single];
      Object.assign(props, {
        AlarmDescription: sub(`${from.name}: ${watch.metric} per 100 ${watch.of} of \${${what}}`),
        Metrics: [
          { Id: 'counted', MetricStat: over(watch.metric), ReturnData: false },
          { Id: 'total', MetricStat: over(watch.of), ReturnData: false },
          {
            Id: 'percent',
            Expression: 'IF(total > 0, 100 * counted / total, 0)',
            Label: `${watch.metric} per 100 ${watch.of}`,
            ReturnData: true,
          },
        ],
        Threshold: thresholdIn(stated, watch),
      });
      return;
    }
    Object.assign(props, {
      // names what it watches (the servers' alarm, the load balancer in front of them)
      AlarmDescription: sub(`${from.name}: ${watch.metric} of \${${what}}`),
      Namespace: watch.namespace,
      MetricName: watch.metric,
      Dimensions: dimensions,
      Statistic: String(stated.statistic ?? watch.statistic ?? 'Average'),
      Threshold: thresholdIn(stated, watch),
    });
  },
  stated_settings: [
    // the metric the brief names, by its words (see METRICS)
    ...METRICS.map((m) => ({ key: 'metric', words: m.words, value: m.key, anywhere: true })),
    // "on average over 5 minutes": the periods' values are averaged, not their highest taken
    {
      key: 'statistic',
      words: /\bon average\b|\baveraged over\b|(?:في |ب)المتوسط/,
      value: 'Average',
      anywhere: true,
    },
    {
      key: 'threshold',
      words:
        /\b(?:above|over|exceeds?|exceeding|exceeded|more than|greater than|higher than|longer than|slower than|past|beyond|reach(?:es)?|hits?|at least|below|under|less than|fewer than|lower than|at)\s+(\d+(?:\.\d+)?)|(?:تجاوز|تتجاوز|يتجاوز|تجاوزت|زاد|زادت|يزيد|تزيد|أكثر من|اكثر من|فوق|أقل من|اقل من|تحت|انخفض|انخفضت|نزل|نزلت)\s+(?:[^\s\d]+\s+){0,6}?(?:عن\s+|على\s+|من\s+)?(\d+(?:\.\d+)?)/,
      as: 'count',
      anywhere: true,
    },
    {
      key: 'threshold_unit',
      words:
        /\b(?:above|over|exceeds?|more than|greater than|longer than|slower than|past|beyond|at least|below|under|less than|lower than|at)\s+\d+(?:\.\d+)?\s*(gb|gib|mb|mib|tb|kb|ms|milliseconds?|seconds?|s)\b/,
      as: 'name',
      anywhere: true,
    },
    {
      key: 'comparison',
      words:
        /\b(?:below|under|less than|fewer than|lower than|drops?|falls?|dips?)\b|(?:أقل من|اقل من|تحت|انخفض|نزل)/,
      value: 'LessThanThreshold',
      anywhere: true,
    },
    {
      key: 'comparison',
      words: /\b(?:at least|or more|reach(?:es)?|hits?)\b|أو أكثر/,
      value: 'GreaterThanOrEqualToThreshold',
      anywhere: true,
    },
    {
      key: 'any',
      words: /\b(?:at all|even once|any (?:errors?|failures?|throttl\w*))\b|(?:أي خطأ|أي أخطاء|اي خطأ)/,
      value: true,
      anywhere: true,
    },
    {
      key: 'period_minutes',
      words:
        /\b(\d+)[- ]minutes? (?:periods?|windows?|intervals?|blocks?)|\b(?:in|within|over|for|during|per|every) (\d+) (?:minutes?|mins?)\b|(?:خلال|في|لمدة|كل|منها)\s+(\d+)\s+(?:دقائق|دقيق[ةه]|دقايق)/,
      as: 'count',
      anywhere: true,
      min: 1,
      max: 1440,
    },
    {
      key: 'period_minutes',
      words:
        /\b(?:(?:in|within|per|every|over|for)\s+(?:a|an|one|each|the)\s+(?:(?:one|1)[- ])?minute|(?:one|1)[- ]minute)\b|(?:خلال|في|كل)\s+(?:ال)?دقيق[ةه]/,
      value: 1,
      anywhere: true,
    },
    {
      key: 'evaluations',
      words:
        /\b(\d+)\s+(?:consecutive|successive|straight)\b|\b(\d+) times in a row\b|(\d+)\s+(?:فترات|مرات)/,
      as: 'count',
      anywhere: true,
      min: 1,
      max: 100,
    },
  ],
  build: buildAlarm,
};

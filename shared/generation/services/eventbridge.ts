import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { privateSubnets } from '../synthesis/network-refs';
import { AWS_EVENT_SAID, DETAIL_FIELD_SAID, type EventPattern, statedPattern } from './aws-events';
import type { Delivery, ServiceNode, ServiceSpec } from './types';

/**
 * What EventBridge starts: a bus rule's targets and a Scheduler schedule's (its templated targets,
 * and Batch through the universal one) are the same services.
 */
export const EVENTBRIDGE_TARGETS: readonly string[] = [
  'lambda',
  'sqs',
  'sns',
  'step-functions',
  'kinesis',
  'firehose',
  'eventbridge',
  'batch',
  'ecs',
  'http-endpoint',
  'appsync',
  'codebuild',
];

/** A rule on the default bus stands in for the bus: its id ends so. */
const DEFAULT_BUS_RULE = 'DefaultBusRule';

/**
 * "The default event bus" is the one every account has: the design builds no bus of its own, and
 * its rules listen there (English, and Arabic "the default bus", "the default events bus").
 */
const DEFAULT_BUS_SAID =
  /\bdefault (?:amazon )?(?:eventbridge |cloudwatch )?(?:event |events )?bus\b|\b(?:eventbridge|event) bus (?:named |called )?[\x60'"‘“]?default\b|(?:ال)?ناقل (?:(?:ال)?أحداث |(?:ال)?احداث )?(?:ال)?افتراضي/;

/** The events each bus's rules match, where the brief states them, by the bus's name. */
const PATTERNS = new WeakMap<SynthesisContext, Map<string, EventPattern>>();

/**
 * A custom event bus; each edge from it is a rule on the bus with that target, matching the events
 * the brief states (an AWS service's events are matched on the default bus they arrive on).
 */
export const eventbridge: ServiceSpec = {
  id: 'eventbridge',
  block_name: 'Bus',
  family: 'EventBridge',
  namespaces: ['Events'],
  label: 'Amazon EventBridge bus and rules',
  names: /\b(amazon eventbridge|eventbridge( bus| rules?| event bus)?|cloudwatch events)\b/,
  phrases:
    /\b(amazon eventbridge|eventbridge( bus| rules?)?|event ?bus(es)?|cloudwatch events|event rules?|event[- ]driven|events? router|custom events?)\b/,
  arabic: /(ناقل الأحداث|ناقل الاحداث|إيفنت ?بريدج|ايفنت ?بريدج)/,
  arabic_phrases: /(قواعد الأحداث|مدفوع بالأحداث)/,
  cost: 'request',
  needs: ['lambda'],
  ends_flow: true,
  emits: 'push',
  sends_to: EVENTBRIDGE_TARGETS,
  // what puts events where a rule on the default bus listens puts them on the default bus
  target: {
    actions: ['events:PutEvents'],
    arn: (n) =>
      n.main.endsWith(DEFAULT_BUS_RULE)
        ? sub(`arn:\${AWS::Partition}:events:\${AWS::Region}:\${AWS::AccountId}:event-bus/default`)
        : getAtt(n.main, 'Arn'),
  },
  // the events its rules match, as the brief states them ("source is aws.ec2", "when an EC2
  // instance is stopped", "detail-type OrderPlaced")
  stated_settings: [
    { key: 'aws_event', words: AWS_EVENT_SAID, as: 'attribute', anywhere: true },
    // the events' source, in English or Arabic ("whose source is com.acme.orders", "اللي مصدرها com.tamr.shipping")
    {
      key: 'event_source',
      words:
        /\bsources?\b(?:\s+(?:is|of|=|equals?|set to|:))?\s*[\x60'"‘“]?([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)|\b(aws\.[a-z0-9-]+)\b|(?<![\u0621-\u064a])(?:ال)?مصدر(?:ها|ه|هم)?\s+(?:(?:هو|هي|=|:)\s*)?[\x60'"‘“]?([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)/,
      as: 'attribute',
      anywhere: true,
      label: 'event source',
      shows: { types: ['AWS::Events::Rule'], path: 'EventPattern.source', op: 'includes' },
    },
    {
      key: 'detail_type',
      words:
        /\bdetail[- ]?types?\b(?:\s+(?:is|of|=|equals?|set to|:))?\s*(?:[\x60'"‘“]([^\x60'"’”]{1,128})[\x60'"’”]|([a-z][\w.-]{0,127}))/,
      as: 'attribute',
      anywhere: true,
      label: 'event detail type',
      shows: { types: ['AWS::Events::Rule'], path: 'EventPattern.detail-type', op: 'includes' },
    },
    {
      key: 'default_bus',
      words: DEFAULT_BUS_SAID,
      value: true,
      anywhere: true,
      label: 'the default event bus',
    },
    // "archiving every event for 90 days", "أرشفة الأحداث 90 يوم": an archive of the bus's events, kept that long
    {
      key: 'archive_days',
      words:
        /\barchiv\w*\b[^.;]{0,40}?\b(\d{1,5})\s*days?\b|[أا]رشف[\u0621-\u064a]*[^.؛]{0,30}?(\d{1,5})\s*(?:يوم|أيام|ايام)/,
      as: 'count',
      min: 1,
      max: 36500,
      label: 'event archive retention in days',
      shows: { types: ['AWS::Events::Archive'], path: 'RetentionDays' },
    },
    // a field of the events' detail written with its value ("whose detail status is shipped", "detail.tier = Gold")
    {
      key: 'detail_field',
      words: DETAIL_FIELD_SAID,
      as: 'attribute',
      anywhere: true,
    },
  ],
  push(ctx, from, to, delivery) {
    const own = ctx.resources[from.main];
    if (own?.Type === 'AWS::Events::Rule') {
      // the one rule on the default bus: each edge is one more of its targets
      const role = delivery.allow('events.amazonaws.com', getAtt(from.main, 'Arn'));
      const props = own.Properties as { Targets?: unknown[] };
      props.Targets = [...(props.Targets ?? []), ruleTarget(ctx, to, delivery, role)];
      return;
    }
    const rule = `${from.name}To${to.name}Rule`;
    const role = delivery.allow('events.amazonaws.com', getAtt(rule, 'Arn'));
    ctx.add(from.name, rule, {
      Type: 'AWS::Events::Rule',
      Properties: {
        Description: `Routes ${from.name} events to ${to.name}`,
        EventBusName: ref(from.main),
        EventPattern: PATTERNS.get(ctx)?.get(from.name) ?? { source: [`app.${from.name.toLowerCase()}`] },
        State: 'ENABLED',
        Targets: [ruleTarget(ctx, to, delivery, role)],
      },
    });
  },
  build(ctx, name, settings) {
    const pattern = statedPattern(
      settings.aws_event,
      settings.event_source,
      settings.detail_type,
      settings.detail_field,
    );
    // AWS services put their events on the account's default bus, never on a custom one, and so
    // does whatever the brief says puts them on "the default bus" for the design's rules to route:
    // a rule there, and no bus of the design's own
    const awsEvents = pattern?.source.every((s) => s.startsWith('aws.'));
    // (a bus only put to, with no rule of the design's on it, stays the design's own to put to)
    const routes = (ctx.plan.connections ?? []).some((c) => c.from === name);
    if (awsEvents || (settings.default_bus === true && routes)) {
      const rule = ctx.add(name, `${name}${DEFAULT_BUS_RULE}`, {
        Type: 'AWS::Events::Rule',
        Properties: {
          Description: `${name}: ${awsEvents ? 'AWS events' : 'events on the default bus'} the brief names`,
          EventPattern: pattern ?? ownEvents(name, settings.detail_type),
          State: 'ENABLED',
        },
      });
      return { service: 'eventbridge', name, main: rule };
    }
    if (pattern) PATTERNS.set(ctx, new Map([...(PATTERNS.get(ctx) ?? []), [name, pattern]]));
    const bus = ctx.add(name, `${name}Bus`, {
      Type: 'AWS::Events::EventBus',
      Properties: { Name: sub(`\${AWS::StackName}-${name.toLowerCase()}`), Tags: ctx.tags() },
    });
    // events the brief archives for a time are kept by an archive of the bus, to replay them
    if (typeof settings.archive_days === 'number')
      ctx.add(name, `${name}Archive`, {
        Type: 'AWS::Events::Archive',
        Properties: {
          SourceArn: getAtt(bus, 'Arn'),
          RetentionDays: settings.archive_days,
          Description: `${name}: events kept ${settings.archive_days} days to replay`,
        },
      });
    return { service: 'eventbridge', name, main: bus };
  },
};

/**
 * What a rule matches where the brief names no source: the detail type it states ("route events
 * with detail-type 'OrderShipped'"), else the source the design's own publishers use.
 */
function ownEvents(name: string, detailType: unknown): Record<string, string[]> {
  return typeof detailType === 'string' && detailType
    ? { 'detail-type': [detailType] }
    : { source: [`app.${name.toLowerCase()}`] };
}

/** The schedule of its own a schedule's second and later targets get. */
const ownSchedule = (from: ServiceNode, to: ServiceNode) => `${from.main}${to.name}`;

/** An EventBridge Scheduler schedule: its edges are what it starts, through a role it assumes. */
export const scheduler: ServiceSpec = {
  id: 'eventbridge-scheduler',
  block_name: 'Schedule',
  family: 'EventBridge',
  namespaces: ['Scheduler'],
  label: 'Amazon EventBridge Scheduler schedule',
  // "an EventBridge schedule" is one schedule, not an event bus beside a schedule (the longer name wins)
  // so is a rule said to run on a schedule ("a scheduled EventBridge rule", "an EventBridge rule that
  // runs every weekday"): a rule's own words name what it matches, never a time
  names:
    /\b(eventbridge scheduler|amazon eventbridge scheduler|(?:amazon )?eventbridge (?:schedules?|schedle|cron(?: jobs?)?|timers?)|(?:scheduled|cron|timed) (?:amazon )?eventbridge rules?|(?:amazon )?eventbridge (?:cron|scheduled|schedule) rules?|(?:amazon )?eventbridge rules? (?:that |which )?(?:runs? |fires? |triggers? )?(?:every|each|daily|nightly|hourly|weekly|monthly))\b/,
  arabic: /((?:جدول[ةه]?|مجدول) (?:eventbridge|إيفنت ?بريدج|ايفنت ?بريدج))/,
  phrases:
    // reaping what sits idle is a sweep that runs on its own: nothing asks for it
    /\b(eventbridge scheduler|scheduler|schedules?|scheduled|crontabs?|cron|nightly|hourly|daily|weekly|monthly (?:reports?|jobs?|exports?|batch|sync|statements?|invoices?|summar(?:y|ies))|every (day|night|hour|week|month|morning|evening|weekday|(mon|tues|wednes|thurs|fri|satur|sun)day|\d+ (minutes?|hours?|days?)|(half|quarter)( of)?( an?)? hour)|on (weekdays|(mon|tues|wednes|thurs|fri|satur|sun)days)|twice (a|per|each) day|(first|last) day of (each|every|the) month|at (\d{1,2}(:\d{2})? ?(am|pm)|\d{1,2}:\d{2}|noon|midnight)|reap(s|ing|er)?|garbage[- ]collect(s|ion|ing)?|(clean(s|ing)? up|sweeps?|purges?|shuts? down|stops?) (the )?(idle|stale|expired|abandoned|unused))\b/,
  arabic_phrases:
    /(جدول[ةه]|مجدول|(?:تقرير|تقارير|كشف|كشوف|مهم[ةه]|مهام) (?:\S+ )?شهري[ةه]?|كل يوم|كل نهار|(?:ال)?ساع[ةه] \d{1,2}|مرتين يومي|يومي|يوميا|كل ساع[ةه]|كل ليل[ةه]|أسبوعي|اسبوعي|كل [أا]سبوع|كل \d+ (دقيق[ةه]|دقائق|دقايق|ساعات|[أا]يام|يوم)|كل (ربع|نص|نصف) ساع[ةه]|كل يومين|(تنظيف|حذف|إيقاف|ايقاف) (\S+ )?(ال)?(خامل[ةه]?|منتهي[ةه]|مهجور[ةه]|غير المستخدم[ةه]))/,
  cost: 'request',
  needs: ['lambda'],
  time_phrases: true,
  emits: 'push',
  sends_to: EVENTBRIDGE_TARGETS,
  // a schedule starts one target; each further target has its own schedule (see push)
  edge_from: (from, to, ctx) => (ctx.resources[ownSchedule(from, to)] ? ownSchedule(from, to) : from.main),
  push(ctx, from, to, delivery) {
    const props = ctx.resources[from.main]?.Properties as { Target?: unknown };
    if (props.Target && !String(JSON.stringify(props.Target)).includes('Placeholder')) {
      // a schedule starts one target; a second target gets its own schedule
      const copy = ownSchedule(from, to);
      ctx.add(from.name, copy, { Type: 'AWS::Scheduler::Schedule', Properties: { ...props } });
      (ctx.resources[copy]?.Properties as { Target?: unknown }).Target = scheduleTarget(to, delivery);
      return;
    }
    props.Target = scheduleTarget(to, delivery);
  },
  // a caller may read the schedule and change it (pause it, move its time); changing it hands the
  // scheduler the schedule's own role again, so the caller may pass exactly that role, to the scheduler
  target: {
    actions: ['scheduler:GetSchedule', 'scheduler:UpdateSchedule'],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  passes: { to: 'scheduler.amazonaws.com', roles: (n) => [getAtt(`${n.name}DeliveryRole`, 'Arn')] },
  // the schedule is read from the whole brief's words of time ("every 15 minutes", "nightly")
  stated_settings: [{ key: 'schedule', words: /[\s\S]*/, as: 'schedule', anywhere: true }],
  build(ctx, name, settings) {
    const schedule = ctx.add(name, `${name}Schedule`, {
      Type: 'AWS::Scheduler::Schedule',
      Properties: {
        Description: `Runs ${name}`,
        ScheduleExpression: String(settings.schedule ?? 'rate(1 day)'),
        ScheduleExpressionTimezone: String(settings.timezone ?? 'Asia/Riyadh'),
        FlexibleTimeWindow: { Mode: 'OFF' },
        State: 'ENABLED',
        KmsKeyArn: getAtt('DataKey', 'Arn'),
      },
    });
    return { service: 'eventbridge-scheduler', name, main: schedule };
  },
};

/** A rule's target: its ARN, the role for targets without a resource policy, and what Batch and ECS need. */
export function ruleTarget(
  ctx: SynthesisContext,
  to: ServiceNode,
  delivery: Delivery,
  role: unknown,
): Record<string, unknown> {
  const arns = Array.isArray(delivery.arn) ? delivery.arn : [delivery.arn];
  const base = { Id: to.name, ...(role ? { RoleArn: role } : {}) };
  if (to.service === 'batch')
    return {
      ...base,
      Arn: arns[0],
      BatchParameters: { JobDefinition: arns[1], JobName: to.name.toLowerCase() },
    };
  if (to.service === 'ecs')
    return {
      ...base,
      Arn: getAtt(to.main, 'Arn'),
      EcsParameters: {
        TaskDefinitionArn: arns[0],
        LaunchType: 'FARGATE',
        NetworkConfiguration: {
          AwsVpcConfiguration: {
            Subnets: privateSubnets(ctx),
            SecurityGroups: [ref(`${to.name}SecurityGroup`)],
          },
        },
      },
    };
  return { ...base, Arn: arns[0] };
}

/** A schedule's target: templated targets take the ARN and a role; Batch goes through the universal SubmitJob target. */
function scheduleTarget(to: ServiceNode, delivery: Delivery): Record<string, unknown> {
  const arns = Array.isArray(delivery.arn) ? delivery.arn : [delivery.arn];
  const role = delivery.role('scheduler.amazonaws.com');
  if (to.service === 'batch')
    return {
      Arn: sub(`arn:\${AWS::Partition}:scheduler:::aws-sdk:batch:submitJob`),
      RoleArn: role,
      Input: sub(
        `{"JobName": "${to.name.toLowerCase()}", "JobQueue": "\${${to.name}JobQueue}", "JobDefinition": "\${${to.name}JobDefinition}"}`,
      ),
    };
  // CodeBuild is no templated target of the scheduler: its StartBuild call is made as a universal target
  if (to.service === 'codebuild')
    return {
      Arn: sub(`arn:\${AWS::Partition}:scheduler:::aws-sdk:codebuild:startBuild`),
      RoleArn: role,
      Input: sub(`{"ProjectName": "\${${to.main}}"}`),
    };
  return { Arn: arns[0], RoleArn: role };
}

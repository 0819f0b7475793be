import { leafOf } from '../properties/schema';
import type { SynthesisContext } from '../synthesis/context';
import { addLogGroup } from '../synthesis/parts';
import { getAtt, ref } from './kit';
import type { Delivery, ServiceNode, ServiceSpec } from './types';

/** A log group's name as written: a path ("/app/orders"). */
const LOG_GROUP_NAME = /(?<![\w:/.])(\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*)/;

/**
 * Words that send a log group's events on: a subscription filter, or logs shipped, streamed,
 * forwarded or sent somewhere ("stream the log group to a Lambda", "ship our logs to Firehose",
 * "نرسل السجلات إلى Kinesis").
 */
const LOGS_SENT =
  /\b(?:log )?subscription filters?\b|\b(?:ship|stream|forward|send|sent|push|deliver|pipe|subscrib)\w*\b[^.;]{0,40}\blog(?:s| ?groups?)\b|\blog(?:s| ?groups?)\b[^.;]{0,40}\b(?:shipp|stream|forward|sen[dt]|push|deliver|pip|subscrib)\w*\b[^.;]{0,30}\b(?:to|into)\b|(?:فلتر|مرشح) (?:ال)?اشتراك|(?:نرسل|ترسل|إرسال|ارسال|تمرير|نمرر|بث|نبث|تحويل|نحول|توجيه|نوجه)\s+(?:كل\s+)?(?:ال)?سجلات/;

/**
 * A subscription filter that sends every event of the log group to its target: a function it may
 * invoke by the function's resource policy (made first: CloudWatch Logs tests the delivery when the
 * filter is created), or a stream or delivery stream it writes with a role CloudWatch Logs assumes.
 */
function subscriptionFilter(
  ctx: SynthesisContext,
  from: ServiceNode,
  to: ServiceNode,
  delivery: Delivery,
): void {
  const before = new Set(Object.keys(ctx.resources));
  const role = delivery.allow('logs.amazonaws.com', getAtt(from.main, 'Arn'));
  const permissions = Object.keys(ctx.resources).filter(
    (id) => !before.has(id) && ctx.resources[id]?.Type === 'AWS::Lambda::Permission',
  );
  ctx.add(from.name, `${from.name}To${to.name}Subscription`, {
    Type: 'AWS::Logs::SubscriptionFilter',
    ...(permissions.length > 0 && { DependsOn: permissions }),
    Properties: {
      LogGroupName: ref(from.main),
      // every event: the brief names no pattern to match
      FilterPattern: '',
      DestinationArn: delivery.arn,
      ...(role ? { RoleArn: role } : {}),
    },
  });
}

/** The retention CloudWatch Logs accepts nearest above the stated days. */
function allowedDays(days: number): number {
  const allowed = (leafOf('AWS::Logs::LogGroup', 'RetentionInDays')?.e ?? [])
    .map(Number)
    .sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? allowed.at(-1) ?? days;
}

/** A CloudWatch Logs log group named in the brief, kept as long as it says, under the design's key. */
export const logGroup: ServiceSpec = {
  id: 'log-group',
  block_name: 'LogGroup',
  family: 'Logs',
  label: 'CloudWatch Logs log group',
  names: /\b(cloudwatch log ?groups?|log ?groups?|(?:log )?subscription filters?)\b/,
  phrases: /\b(log ?groups?|(?:log )?subscription filters?)\b/,
  arabic: /(مجموع[ةه] (?:ال)?سجلات|مجموعات (?:ال)?سجلات|فلتر (?:ال)?اشتراك|مرشح (?:ال)?اشتراك)/,
  cost: 'storage',
  accessory: true,
  // a log group streams its events on to a function, a stream or a delivery stream only where the
  // brief ships, streams or forwards them (a subscription filter), never because two are named in a row
  emits: 'push',
  source_when: LOGS_SENT,
  sends_to: ['lambda', 'kinesis', 'firehose'],
  sends_by: /\b(?:to|into|through|via|towards)\b|->|→|=>|(?:^|\s)(?:إلى|الى|ل|عبر)/,
  push(ctx, from, to, delivery) {
    subscriptionFilter(ctx, from, to, delivery);
  },
  stated_settings: [
    { key: 'log_group_name', words: LOG_GROUP_NAME, as: 'attribute', label: 'log group name' },
    {
      key: 'retention_days',
      words:
        /\b(?:keeps?|kept|retains?|retained|retention(?: of| period of)?|for)\s+(?:\w+\s+){0,3}?(\d{1,4})\s*days?\b|\b(\d{1,4})[- ]days?\s+(?:of\s+)?retention\b|(?:احتفاظ|الاحتفاظ|تحتفظ|يحتفظ|الحفظ)[^.؛\n]{0,20}?(\d{1,4})\s*(?:يوم|أيام|ايام)/,
      as: 'count',
      label: 'retention in days',
      shows: { types: ['AWS::Logs::LogGroup'], path: 'RetentionInDays' },
    },
  ],
  build(ctx, name, settings) {
    const group = addLogGroup(ctx, name, `${name}Group`);
    const props = ctx.resources[group]?.Properties as Record<string, unknown>;
    if (typeof settings.log_group_name === 'string') props.LogGroupName = settings.log_group_name;
    const days = Number(
      settings.retention_days ?? ctx.requirements.log_retention_days ?? ctx.requirements.retention_days,
    );
    if (days > 0) props.RetentionInDays = allowedDays(days);
    return { service: 'log-group', name, main: group };
  },
};

import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import { dig, propOf, toList } from './props';

/** RedrivePolicy-style properties are Json: an object or a JSON string. */
export function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The values in a template that name a dead-letter queue, by who sends failures there: another
 * queue's RedrivePolicy, a function's DeadLetterConfig (SAM DeadLetterQueue), an on-failure
 * destination, an EventBridge rule target or schedule, an SNS subscription's RedrivePolicy.
 * Only the dead-letter paths are read: the queue a rule or schedule delivers to is not a DLQ.
 */
function deadLetterValues(ctx: ScanContext): unknown[] {
  const values: unknown[] = [];
  for (const queue of ctx.ofType('AWS::SQS::Queue'))
    values.push(dig(jsonValue(propOf(queue, 'RedrivePolicy')), 'deadLetterTargetArn'));
  for (const subscription of ctx.ofType('AWS::SNS::Subscription'))
    values.push(dig(jsonValue(propOf(subscription, 'RedrivePolicy')), 'deadLetterTargetArn'));
  for (const fn of ctx.ofType('AWS::Lambda::Function'))
    values.push(propOf(fn, 'DeadLetterConfig', 'TargetArn'));
  for (const fn of ctx.ofType('AWS::Serverless::Function')) {
    values.push(propOf(fn, 'DeadLetterQueue', 'TargetArn'));
    values.push(propOf(fn, 'EventInvokeConfig', 'DestinationConfig', 'OnFailure', 'Destination'));
  }
  for (const type of ['AWS::Lambda::EventInvokeConfig', 'AWS::Lambda::EventSourceMapping'])
    for (const config of ctx.ofType(type))
      values.push(propOf(config, 'DestinationConfig', 'OnFailure', 'Destination'));
  for (const schedule of ctx.ofType('AWS::Scheduler::Schedule'))
    values.push(propOf(schedule, 'Target', 'DeadLetterConfig', 'Arn'));
  for (const rule of ctx.ofType('AWS::Events::Rule')) {
    const targets = toList(propOf(rule, 'Targets'));
    if (isUnknown(targets)) continue;
    for (const target of targets) values.push(dig(target, 'DeadLetterConfig', 'Arn'));
  }
  return values;
}

function collectIds(value: unknown, into: Set<string>): void {
  if (isUnknown(value)) for (const id of value.refs ?? []) into.add(id);
  else if (value !== null && typeof value === 'object')
    for (const child of Object.values(value)) collectIds(child, into);
}

/** Logical ids of queues used as a dead-letter queue, built once per scan (linear in the template). */
const indexes = new WeakMap<ScanContext, Set<string>>();

export function deadLetterQueueIds(ctx: ScanContext): ReadonlySet<string> {
  const cached = indexes.get(ctx);
  if (cached) return cached;
  const byName = new Map<string, string>();
  for (const queue of ctx.ofType('AWS::SQS::Queue')) {
    const name = queue.properties.QueueName;
    if (typeof name === 'string' && name !== '') byName.set(name, queue.logicalId);
  }
  const ids = new Set<string>();
  for (const value of deadLetterValues(ctx)) {
    collectIds(value, ids);
    // A literal queue ARN (arn:aws:sqs:region:account:name) names a queue by its QueueName.
    if (typeof value === 'string' && value.startsWith('arn:')) {
      const id = byName.get(value.slice(value.lastIndexOf(':') + 1));
      if (id) ids.add(id);
    }
  }
  indexes.set(ctx, ids);
  return ids;
}

/** A queue that receives another resource's failed messages or events is a dead-letter queue. */
export function isDeadLetterQueue(queue: Resource, ctx: ScanContext): boolean {
  const allow = dig(jsonValue(propOf(queue, 'RedriveAllowPolicy')), 'redrivePermission');
  if (typeof allow === 'string' && allow !== 'denyAll') return true;
  return deadLetterQueueIds(ctx).has(queue.logicalId);
}

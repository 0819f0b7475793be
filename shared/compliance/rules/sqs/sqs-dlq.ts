import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, presence, propOf } from '../_lib/props';

/** RedrivePolicy and RedriveAllowPolicy are Json: an object or a JSON string. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

// Logical ids that some queue's RedrivePolicy targets, built once per scan so the rule stays
// linear in the number of queues.
const deadLetterTargets = new WeakMap<ScanContext, Set<string>>();

function targetsOf(ctx: ScanContext): Set<string> {
  let targets = deadLetterTargets.get(ctx);
  if (!targets) {
    targets = new Set();
    for (const queue of ctx.ofType('AWS::SQS::Queue')) {
      const target = dig(json(propOf(queue, 'RedrivePolicy')), 'deadLetterTargetArn');
      if (isUnknown(target)) for (const id of target.refs ?? []) targets.add(id);
    }
    deadLetterTargets.set(ctx, targets);
  }
  return targets;
}

/** A queue other queues send failed messages to is a dead-letter queue itself. */
function isDeadLetterQueue(queue: Resource, ctx: ScanContext): boolean {
  const allow = dig(json(propOf(queue, 'RedriveAllowPolicy')), 'redrivePermission');
  if (typeof allow === 'string' && allow !== 'denyAll') return true;
  return targetsOf(ctx).has(queue.logicalId);
}

/** Every queue that is not itself a dead-letter queue has RedrivePolicy.deadLetterTargetArn. */
export const sqsDlq: Rule = {
  id: 'sqs-dlq',
  service: 'sqs',
  severity: 'low',
  title: 'SQS queues send failed messages to a dead-letter queue',
  description:
    'Without a dead-letter queue, messages that keep failing are retried until they expire and are lost ' +
    'silently, which hurts resilience and hides faults.',
  resourceTypes: ['AWS::SQS::Queue'],
  remediation:
    'Create a second AWS::SQS::Queue and set RedrivePolicy to { deadLetterTargetArn: <its Arn>, ' +
    'maxReceiveCount: 5 } on this queue.',
  evaluate(resource, ctx) {
    if (isDeadLetterQueue(resource, ctx)) return NOT_APPLICABLE;
    const policy = json(propOf(resource, 'RedrivePolicy'));
    const target = presence(dig(policy, 'deadLetterTargetArn'));
    if (isUnknown(target)) return unknownFrom('RedrivePolicy', target);
    if (target) return PASS;
    return failWith(`${nameOf(resource)} has no dead-letter queue for messages that keep failing.`);
  },
};

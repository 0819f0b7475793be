import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { isDeadLetterQueue, jsonValue } from '../_lib/dead-letter';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, presence, propOf } from '../_lib/props';

/**
 * Every queue that is not itself a dead-letter queue has RedrivePolicy.deadLetterTargetArn. A queue
 * that another queue, a function, an EventBridge rule or schedule, or an SNS subscription sends its
 * failures to is n/a: a dead-letter queue of a dead-letter queue only moves the problem.
 */
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
    const policy = jsonValue(propOf(resource, 'RedrivePolicy'));
    const target = presence(dig(policy, 'deadLetterTargetArn'));
    if (isUnknown(target)) return unknownFrom('RedrivePolicy', target);
    if (target) return PASS;
    return failWith(`${nameOf(resource)} has no dead-letter queue for messages that keep failing.`);
  },
};

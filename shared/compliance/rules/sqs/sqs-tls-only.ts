import type { Rule } from '#shared/compliance/types';
import { evaluateTransportPolicy, fixTransportPolicy } from '../_lib/secure-transport';
import { QUEUE_POLICY } from '../_lib/sqs';

/** An AWS::SQS::QueuePolicy on the queue denies every request where aws:SecureTransport is false. */
export const sqsTlsOnly: Rule = {
  id: 'sqs-tls-only',
  service: 'sqs',
  severity: 'medium',
  title: 'SQS queues refuse requests made without TLS',
  description:
    'A queue policy that denies non-TLS requests guarantees messages are always encrypted in transit, ' +
    'whatever client sends them.',
  resourceTypes: ['AWS::SQS::Queue'],
  remediation:
    'Add an AWS::SQS::QueuePolicy for the queue with a statement: Effect Deny, Principal "*", Action ' +
    '"sqs:*", Condition Bool aws:SecureTransport "false".',
  evaluate(resource, ctx) {
    return evaluateTransportPolicy(resource, ctx, QUEUE_POLICY);
  },
  fixPatches: {
    addsResources: true,
    others: [{ type: QUEUE_POLICY.policyType, properties: ['PolicyDocument.Statement.*'] }],
  },
  fix(resource, ctx) {
    return fixTransportPolicy(resource, ctx, QUEUE_POLICY);
  },
};

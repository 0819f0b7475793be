import type { Rule } from '#shared/compliance/types';
import { evaluateTransportPolicy, fixTransportPolicy } from '../_lib/secure-transport';
import { TOPIC_POLICY } from '../_lib/sns';

/** An AWS::SNS::TopicPolicy on the topic denies publishing where aws:SecureTransport is false. */
export const snsTlsOnly: Rule = {
  id: 'sns-tls-only',
  service: 'sns',
  severity: 'medium',
  title: 'SNS topics refuse publishing without TLS',
  description:
    'A topic policy that denies non-TLS publishing guarantees messages are encrypted in transit from every ' +
    'publisher.',
  resourceTypes: ['AWS::SNS::Topic'],
  remediation:
    'Add an AWS::SNS::TopicPolicy for the topic with a statement: Effect Deny, Principal "*", Action ' +
    '"sns:Publish", Condition Bool aws:SecureTransport "false".',
  evaluate(resource, ctx) {
    return evaluateTransportPolicy(resource, ctx, TOPIC_POLICY);
  },
  fixPatches: {
    addsResources: true,
    others: [{ type: TOPIC_POLICY.policyType, properties: ['PolicyDocument.Statement.*'] }],
  },
  fix(resource, ctx) {
    return fixTransportPolicy(resource, ctx, TOPIC_POLICY);
  },
};

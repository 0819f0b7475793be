import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: an Amazon MQ broker is not PubliclyAccessible. */
export const mqBrokerNotPublic: Rule = {
  id: 'mq-broker-not-public',
  service: 'mq',
  severity: 'critical',
  title: 'Amazon MQ brokers are not reachable from the internet',
  description: 'A public broker exposes its queues and its console login to everyone on the internet.',
  resourceTypes: ['AWS::AmazonMQ::Broker'],
  remediation: 'Set PubliclyAccessible to false and place the broker in private subnets (SubnetIds).',
  evaluate: (resource) =>
    requireOneOf(
      resource,
      ['PubliclyAccessible'],
      ['false'],
      'false',
      () => `${nameOf(resource)} is reachable from the internet: PubliclyAccessible is true.`,
    ),
};

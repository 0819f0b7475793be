import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: amazon MQ brokers run in more than one Availability Zone. */
export const mqBrokerMultiAz: Rule = {
  id: 'mq-broker-multi-az',
  service: 'mq',
  severity: 'medium',
  title: 'Amazon MQ brokers run in more than one Availability Zone',
  description: 'A single-instance broker loses its queues’ availability when its zone fails.',
  resourceTypes: ['AWS::AmazonMQ::Broker'],
  remediation: 'Set DeploymentMode to ACTIVE_STANDBY_MULTI_AZ (ActiveMQ) or CLUSTER_MULTI_AZ (RabbitMQ).',
  evaluate(resource) {
    return requireOneOf(
      resource,
      ['DeploymentMode'],
      ['ACTIVE_STANDBY_MULTI_AZ', 'CLUSTER_MULTI_AZ'],
      'SINGLE_INSTANCE',
      (value) => `${nameOf(resource)} runs in one Availability Zone (DeploymentMode is ${value}).`,
    );
  },
};

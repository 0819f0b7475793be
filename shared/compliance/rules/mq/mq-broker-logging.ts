import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: amazon MQ brokers send general logs to CloudWatch. */
export const mqBrokerLogging: Rule = {
  id: 'mq-broker-logging',
  service: 'mq',
  severity: 'low',
  title: 'Amazon MQ brokers send general logs to CloudWatch',
  description:
    'Broker logs record connections and failures, the trail needed to investigate misuse of the queues.',
  resourceTypes: ['AWS::AmazonMQ::Broker'],
  remediation: 'Set Logs.General to true (and Logs.Audit to true on ActiveMQ).',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['Logs', 'General'],
      `${nameOf(resource)} does not send its general logs to CloudWatch (Logs.General is not true).`,
    );
  },
};

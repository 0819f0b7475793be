import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: amazon MQ brokers take minor version upgrades automatically. */
export const mqBrokerAutoMinorUpgrade: Rule = {
  id: 'mq-broker-auto-minor-upgrade',
  service: 'mq',
  severity: 'low',
  title: 'Amazon MQ brokers take minor version upgrades automatically',
  description:
    'Minor versions carry security fixes; a broker that never takes them keeps known vulnerabilities.',
  resourceTypes: ['AWS::AmazonMQ::Broker'],
  remediation: 'Set AutoMinorVersionUpgrade to true.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['AutoMinorVersionUpgrade'],
      `${nameOf(resource)} does not take minor version upgrades (AutoMinorVersionUpgrade is not true).`,
    );
  },
};

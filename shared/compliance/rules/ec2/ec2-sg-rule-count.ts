import type { Rule } from '#shared/compliance/types';
import { failWith, PASS } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

const MAX_RULES = 50;

/** Compliant: security groups keep to 50 inbound and 50 outbound rules. */
export const ec2SgRuleCount: Rule = {
  id: 'ec2-sg-rule-count',
  service: 'ec2',
  severity: 'medium',
  title: 'Security groups keep to 50 inbound and 50 outbound rules',
  description: 'A group with scores of rules is hard to review: openings nobody remembers stay open.',
  resourceTypes: ['AWS::EC2::SecurityGroup'],
  remediation:
    'Split the group by purpose, or replace address lists with prefix lists and security group references.',
  evaluate(resource) {
    const counts: [string, unknown][] = [
      ['inbound', propOf(resource, 'SecurityGroupIngress')],
      ['outbound', propOf(resource, 'SecurityGroupEgress')],
    ];
    const over = counts
      .filter(([, rules]) => Array.isArray(rules) && rules.length > MAX_RULES)
      .map(([way]) => way);
    return over.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} has more than ${MAX_RULES} ${over.join(' and ')} rules.`);
  },
};

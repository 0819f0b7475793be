import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: network Firewall policies have at least one rule group. */
export const networkfirewallPolicyHasRules: Rule = {
  id: 'networkfirewall-policy-has-rules',
  service: 'networkfirewall',
  severity: 'high',
  title: 'Network Firewall policies have at least one rule group',
  description:
    'A policy with no rule groups inspects nothing: the firewall passes or drops everything by its defaults alone.',
  resourceTypes: ['AWS::NetworkFirewall::FirewallPolicy'],
  remediation: 'Add StatefulRuleGroupReferences (or StatelessRuleGroupReferences) to the policy.',
  evaluate(resource) {
    const groups = [
      asList(propOf(resource, 'FirewallPolicy', 'StatefulRuleGroupReferences')),
      asList(propOf(resource, 'FirewallPolicy', 'StatelessRuleGroupReferences')),
    ];
    const unknown = groups.find(isUnknown);
    if (unknown && isUnknown(unknown)) return unknownFrom('the rule group references', unknown);
    const count = groups.reduce<number>((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
    return count > 0 ? PASS : failWith(`${nameOf(resource)} has no rule groups, so it inspects nothing.`);
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: network Firewall policies do not pass unmatched packets. */
export const networkfirewallPolicyDropsByDefault: Rule = {
  id: 'networkfirewall-policy-drops-by-default',
  service: 'networkfirewall',
  severity: 'high',
  title: 'Network Firewall policies do not pass unmatched packets',
  description:
    'With aws:pass as a stateless default action, packets no rule matched go through uninspected, fragments included.',
  resourceTypes: ['AWS::NetworkFirewall::FirewallPolicy'],
  remediation:
    'Set StatelessDefaultActions and StatelessFragmentDefaultActions to aws:forward_to_sfe (or aws:drop).',
  evaluate(resource) {
    const passing: string[] = [];
    for (const setting of ['StatelessDefaultActions', 'StatelessFragmentDefaultActions']) {
      const actions = asList(propOf(resource, 'FirewallPolicy', setting));
      if (isUnknown(actions)) return unknownFrom(setting, actions);
      if ((actions ?? []).includes('aws:pass')) passing.push(setting);
    }
    return passing.length === 0
      ? PASS
      : failWith(
          `${nameOf(resource)} passes unmatched packets uninspected (${passing.join(', ')} aws:pass).`,
        );
  },
};

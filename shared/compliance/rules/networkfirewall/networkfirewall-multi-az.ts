import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: network Firewalls have endpoints in at least two Availability Zones. */
export const networkfirewallMultiAz: Rule = {
  id: 'networkfirewall-multi-az',
  service: 'networkfirewall',
  severity: 'medium',
  title: 'Network Firewalls have endpoints in at least two Availability Zones',
  description: 'A firewall with one endpoint cuts off every subnet routed through it when its zone fails.',
  resourceTypes: ['AWS::NetworkFirewall::Firewall'],
  remediation:
    'Add SubnetMappings in a second Availability Zone and route each zone through its own endpoint.',
  evaluate(resource) {
    const mappings = asList(propOf(resource, 'SubnetMappings'));
    if (isUnknown(mappings)) return unknownFrom('SubnetMappings', mappings);
    return (mappings ?? []).length >= 2
      ? PASS
      : failWith(`${nameOf(resource)} has an endpoint in one Availability Zone only.`);
  },
};

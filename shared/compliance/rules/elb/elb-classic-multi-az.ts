import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: classic load balancers span at least two Availability Zones. */
export const elbClassicMultiAz: Rule = {
  id: 'elb-classic-multi-az',
  service: 'elb',
  severity: 'medium',
  title: 'Classic load balancers span at least two Availability Zones',
  description: 'A load balancer in one zone stops serving when that zone fails.',
  resourceTypes: ['AWS::ElasticLoadBalancing::LoadBalancer'],
  remediation: 'List subnets (or zones) in two or more Availability Zones.',
  evaluate(resource) {
    const subnets = propOf(resource, 'Subnets');
    const zones = propOf(resource, 'AvailabilityZones');
    if (isUnknown(subnets)) return unknownFrom('Subnets', subnets);
    if (isUnknown(zones)) return unknownFrom('AvailabilityZones', zones);
    const count = Math.max(
      Array.isArray(subnets) ? subnets.length : 0,
      Array.isArray(zones) ? zones.length : 0,
    );
    return count >= 2 ? PASS : failWith(`${nameOf(resource)} runs in one Availability Zone.`);
  },
};

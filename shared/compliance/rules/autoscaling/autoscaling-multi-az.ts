import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: auto Scaling groups span at least two Availability Zones. */
export const autoscalingMultiAz: Rule = {
  id: 'autoscaling-multi-az',
  service: 'autoscaling',
  severity: 'medium',
  title: 'Auto Scaling groups span at least two Availability Zones',
  description: 'A group in one zone loses every instance when that zone fails.',
  resourceTypes: ['AWS::AutoScaling::AutoScalingGroup'],
  remediation: 'List subnets in two or more Availability Zones in VPCZoneIdentifier.',
  evaluate(resource) {
    const subnets = propOf(resource, 'VPCZoneIdentifier');
    const zones = propOf(resource, 'AvailabilityZones');
    if (isUnknown(subnets)) return unknownFrom('VPCZoneIdentifier', subnets);
    if (isUnknown(zones)) return unknownFrom('AvailabilityZones', zones);
    const count = Math.max(
      Array.isArray(subnets) ? subnets.length : 0,
      Array.isArray(zones) ? zones.length : 0,
    );
    return count >= 2
      ? PASS
      : failWith(`${nameOf(resource)} runs in one Availability Zone (one subnet or zone listed).`);
  },
};

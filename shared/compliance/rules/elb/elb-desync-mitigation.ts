import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** Compliant: application load balancers keep desync mitigation defensive or strictest. */
export const elbDesyncMitigation: Rule = {
  id: 'elb-desync-mitigation',
  service: 'elb',
  severity: 'medium',
  title: 'Application load balancers keep desync mitigation defensive or strictest',
  description:
    'In monitor mode an ALB forwards ambiguous requests, which lets an attacker smuggle a request past it (HTTP desync).',
  resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  remediation:
    'Remove the routing.http.desync_mitigation_mode attribute (defensive is the default) or set it to strictest.',
  evaluate(resource) {
    const attributes = asList(propOf(resource, 'LoadBalancerAttributes'));
    if (isUnknown(attributes)) return unknownFrom('LoadBalancerAttributes', attributes);
    const mode = dig(
      (attributes ?? []).find((a) => dig(a, 'Key') === 'routing.http.desync_mitigation_mode'),
      'Value',
    );
    if (isUnknown(mode)) return unknownFrom('routing.http.desync_mitigation_mode', mode);
    return mode === 'monitor'
      ? failWith(
          `${nameOf(resource)} only monitors HTTP desync (routing.http.desync_mitigation_mode is monitor).`,
        )
      : PASS;
  },
};

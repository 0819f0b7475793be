import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: classic load balancers balance across zones. */
export const elbClassicCrossZone: Rule = {
  id: 'elb-classic-cross-zone',
  service: 'elb',
  severity: 'medium',
  title: 'Classic load balancers balance across zones',
  description:
    'Without cross-zone balancing a zone with fewer healthy instances takes the same share of traffic and fails first.',
  resourceTypes: ['AWS::ElasticLoadBalancing::LoadBalancer'],
  remediation: 'Set CrossZone to true.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['CrossZone'],
      `${nameOf(resource)} does not balance across zones (CrossZone is not true).`,
    );
  },
};

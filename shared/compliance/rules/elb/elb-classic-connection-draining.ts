import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: classic load balancers drain connections before removing an instance. */
export const elbClassicConnectionDraining: Rule = {
  id: 'elb-classic-connection-draining',
  service: 'elb',
  severity: 'medium',
  title: 'Classic load balancers drain connections before removing an instance',
  description: 'Without draining, requests in flight fail whenever an instance is deregistered or replaced.',
  resourceTypes: ['AWS::ElasticLoadBalancing::LoadBalancer'],
  remediation: 'Set ConnectionDrainingPolicy to { Enabled: true, Timeout: 300 }.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['ConnectionDrainingPolicy', 'Enabled'],
      `${nameOf(resource)} does not drain connections (ConnectionDrainingPolicy is not enabled).`,
    );
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { attributeIsTrue, setAttributeTrue } from '../_lib/elb';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Load balancers have deletion_protection.enabled "true". */
export const elbDeletionProtection: Rule = {
  id: 'elb-deletion-protection',
  service: 'elb',
  ownersDecision: true,
  severity: 'low',
  title: 'Load balancers are protected against deletion',
  description:
    'Deleting a load balancer by mistake takes the service it fronts offline; deletion protection ' +
    'requires a deliberate change first, which supports availability.',
  keepsParameterChoice: true,
  resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  remediation: 'Add the LoadBalancerAttributes entry deletion_protection.enabled "true".',
  evaluate(resource) {
    const enabled = attributeIsTrue(resource, 'deletion_protection.enabled');
    if (isUnknown(enabled)) return unknownFrom('LoadBalancerAttributes', enabled);
    return enabled ? PASS : failWith(`${nameOf(resource)} is not protected against deletion.`);
  },
  fix(resource) {
    return setAttributeTrue(resource, 'deletion_protection.enabled');
  },
};

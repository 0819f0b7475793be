import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { attributeIsTrue, loadBalancerType, setAttributeTrue } from '../_lib/elb';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

const ATTRIBUTE = 'routing.http.drop_invalid_header_fields.enabled';

/** Application load balancers drop HTTP headers that are not valid (request smuggling defence). */
export const elbDropInvalidHeaders: Rule = {
  id: 'elb-drop-invalid-headers',
  service: 'elb',
  severity: 'medium',
  title: 'Application load balancers drop invalid HTTP headers',
  description:
    'Malformed headers are used for request smuggling and header injection against the applications ' +
    'behind the load balancer; dropping them protects web applications.',
  resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  remediation: `Add the LoadBalancerAttributes entry ${ATTRIBUTE} "true".`,
  evaluate(resource) {
    const type = loadBalancerType(resource);
    if (isUnknown(type)) return unknownFrom('Type', type);
    if (type !== 'application') return NOT_APPLICABLE;
    const enabled = attributeIsTrue(resource, ATTRIBUTE);
    if (isUnknown(enabled)) return unknownFrom('LoadBalancerAttributes', enabled);
    return enabled
      ? PASS
      : failWith(`${nameOf(resource)} forwards invalid HTTP header fields to its targets.`);
  },
  fix(resource) {
    return setAttributeTrue(resource, ATTRIBUTE);
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { attributeIsTrue, loadBalancerType } from '../_lib/elb';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Application and network load balancers have access_logs.s3.enabled "true". */
export const elbAccessLogs: Rule = {
  id: 'elb-access-logs',
  service: 'elb',
  severity: 'medium',
  title: 'Load balancers write access logs',
  description:
    'Access logs record every request with its client address, which investigations of attacks and ' +
    'misuse of public entry points depend on.',
  resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  remediation:
    'Add LoadBalancerAttributes entries access_logs.s3.enabled "true" and access_logs.s3.bucket <bucket ' +
    'name>, with a bucket policy that lets the load balancer write to it.',
  evaluate(resource) {
    const type = loadBalancerType(resource);
    if (isUnknown(type)) return unknownFrom('Type', type);
    if (type === 'gateway') return NOT_APPLICABLE;
    const enabled = attributeIsTrue(resource, 'access_logs.s3.enabled');
    if (isUnknown(enabled)) return unknownFrom('LoadBalancerAttributes', enabled);
    return enabled ? PASS : failWith(`${nameOf(resource)} does not write access logs.`);
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { loadBalancerScheme, loadBalancerType } from '../_lib/elb';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { webAclAssociated } from '../_lib/waf';

/** Internet-facing application load balancers have an AWS::WAFv2::WebACLAssociation. */
export const elbWaf: Rule = {
  id: 'elb-waf',
  service: 'elb',
  severity: 'medium',
  title: 'Internet-facing application load balancers are protected by AWS WAF',
  description:
    'A web application firewall in front of public applications blocks common exploits and floods ' +
    'before they reach the application.',
  resourceTypes: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  remediation:
    'Add an AWS::WAFv2::WebACL (Scope REGIONAL) with managed rule groups and an ' +
    'AWS::WAFv2::WebACLAssociation with ResourceArn { Ref: <load balancer> }.',
  fixCostUsdMonthly: 6,
  evaluate(resource, ctx) {
    const type = loadBalancerType(resource);
    if (isUnknown(type)) return unknownFrom('Type', type);
    const scheme = loadBalancerScheme(resource);
    if (isUnknown(scheme)) return unknownFrom('Scheme', scheme);
    if (type !== 'application' || scheme !== 'internet-facing') return NOT_APPLICABLE;
    const associated = webAclAssociated(ctx, [resource.logicalId]);
    if (associated === true) return PASS;
    if (isUnknown(associated)) return unknownFrom('the ResourceArn of a web ACL association', associated);
    return failWith(`${nameOf(resource)} is internet-facing and has no AWS WAF web ACL.`);
  },
};

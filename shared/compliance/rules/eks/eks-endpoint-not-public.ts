import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool, toList } from '../_lib/props';

/**
 * Compliant: the cluster's Kubernetes API endpoint is private (EndpointPublicAccess false), or its
 * public endpoint is limited to known ranges (PublicAccessCidrs without 0.0.0.0/0). EKS makes the
 * endpoint public to every address when neither is set.
 */
export const eksEndpointNotPublic: Rule = {
  id: 'eks-endpoint-not-public',
  service: 'eks',
  severity: 'high',
  title: 'EKS cluster API endpoints are private or limited to known ranges',
  description:
    'A Kubernetes API endpoint open to the internet lets anyone try stolen or leaked credentials against the control plane; a private endpoint, or one limited to known ranges, removes that path.',
  resourceTypes: ['AWS::EKS::Cluster'],
  remediation:
    'Set ResourcesVpcConfig.EndpointPublicAccess to false with EndpointPrivateAccess true, or list the allowed ranges in ResourcesVpcConfig.PublicAccessCidrs.',
  evaluate(resource) {
    const isPublic = toBool(propOf(resource, 'ResourcesVpcConfig', 'EndpointPublicAccess'));
    if (isUnknown(isPublic)) return unknownFrom('ResourcesVpcConfig.EndpointPublicAccess', isPublic);
    if (isPublic === false) return PASS;
    const raw = propOf(resource, 'ResourcesVpcConfig', 'PublicAccessCidrs');
    const cidrs = raw === undefined || raw === null ? ['0.0.0.0/0'] : toList(raw);
    if (isUnknown(cidrs)) return unknownFrom('ResourcesVpcConfig.PublicAccessCidrs', cidrs);
    const unknown = cidrs.find(isUnknown);
    if (cidrs.some((c) => typeof c === 'string' && /\/0+$/.test(c.trim()))) {
      return failWith(
        `${nameOf(resource)} has a public Kubernetes API endpoint open to every address: EndpointPublicAccess is ${isPublic === true ? 'true' : 'not set (EKS defaults to public)'} and PublicAccessCidrs ${raw === undefined ? 'is not set' : 'includes 0.0.0.0/0'}.`,
      );
    }
    if (unknown) return unknownFrom('ResourcesVpcConfig.PublicAccessCidrs', unknown);
    return PASS;
  },
};

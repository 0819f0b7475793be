import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { OPENSEARCH_TYPES } from '../_lib/opensearch';
import { propOf, toList } from '../_lib/props';

/** Compliant: VPCOptions.SubnetIds places the domain in a VPC (no public endpoint). */
export const opensearchInVpc: Rule = {
  id: 'opensearch-in-vpc',
  service: 'opensearch',
  severity: 'high',
  title: 'OpenSearch domains run inside a VPC',
  description:
    'A domain outside a VPC has an internet endpoint guarded only by its access policy; VPC placement adds network segmentation and security groups.',
  resourceTypes: OPENSEARCH_TYPES,
  remediation:
    'Set VPCOptions with SubnetIds of private subnets and SecurityGroupIds (the domain is replaced).',
  evaluate(resource) {
    const subnets = toList(propOf(resource, 'VPCOptions', 'SubnetIds'));
    if (isUnknown(subnets)) return unknownFrom('VPCOptions.SubnetIds', subnets);
    if (subnets.length > 0) return PASS;
    return failWith(`${nameOf(resource)} has a public endpoint: VPCOptions is not set.`);
  },
};

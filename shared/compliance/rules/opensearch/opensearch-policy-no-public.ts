import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE } from '../_lib/evaluation';
import { OPENSEARCH_TYPES } from '../_lib/opensearch';
import { propOf } from '../_lib/props';
import { noPublicStatement } from '../_lib/public-policy';

/**
 * Compliant: a public-endpoint domain's access policy allows nothing to Principal "*" without a
 * condition. Inside a VPC, "*" is the documented pattern (security groups guard the endpoint).
 */
export const opensearchPolicyNoPublic: Rule = {
  id: 'opensearch-policy-no-public',
  service: 'opensearch',
  severity: 'critical',
  title: 'OpenSearch domains on a public endpoint do not grant access to everyone',
  description:
    'An access policy that allows Principal "*" on a domain with a public endpoint lets anyone on the ' +
    'internet read, write or delete the indexed data.',
  resourceTypes: OPENSEARCH_TYPES,
  remediation:
    'Name the IAM principals that need the domain in AccessPolicies, add an IP or aws:SourceVpce condition, ' +
    'or place the domain in a VPC (VPCOptions).',
  evaluate(resource) {
    if (propOf(resource, 'VPCOptions') !== undefined) return NOT_APPLICABLE;
    return noPublicStatement(resource, 'AccessPolicies', 'access policy', 'grants access to everyone');
  },
};

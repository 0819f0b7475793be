import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: openSearch domains use fine-grained access control. */
export const opensearchFineGrainedAccess: Rule = {
  id: 'opensearch-fine-grained-access',
  service: 'opensearch',
  severity: 'medium',
  title: 'OpenSearch domains use fine-grained access control',
  description:
    'Fine-grained access control limits each user to the indices, documents and fields they need; without it anyone the access policy admits reads everything.',
  resourceTypes: ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
  remediation:
    'Set AdvancedSecurityOptions.Enabled to true with a master user ARN (an IAM role) rather than the internal user database.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['AdvancedSecurityOptions', 'Enabled'],
      `${nameOf(resource)} has no fine-grained access control (AdvancedSecurityOptions.Enabled is not true).`,
    );
  },
};

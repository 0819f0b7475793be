import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { OPENSEARCH_TYPES } from '../_lib/opensearch';

/** Compliant: EncryptionAtRestOptions.Enabled is true. */
export const opensearchEncryptionAtRest: Rule = {
  id: 'opensearch-encryption-at-rest',
  service: 'opensearch',
  severity: 'high',
  title: 'OpenSearch domains encrypt data at rest',
  description:
    'Search indexes copy the documents they index; encryption at rest protects indexes, logs and snapshots.',
  resourceTypes: OPENSEARCH_TYPES,
  remediation: 'Set EncryptionAtRestOptions.Enabled to true (with KmsKeyId for a customer managed key).',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['EncryptionAtRestOptions', 'Enabled'],
      `${nameOf(resource)} is not encrypted at rest: EncryptionAtRestOptions.Enabled is not true.`,
    ),
};

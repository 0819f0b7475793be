import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { OPENSEARCH_TYPES } from '../_lib/opensearch';

/** Compliant: NodeToNodeEncryptionOptions.Enabled is true. */
export const opensearchNodeToNodeEncryption: Rule = {
  id: 'opensearch-node-to-node-encryption',
  service: 'opensearch',
  severity: 'high',
  title: 'OpenSearch domains encrypt traffic between nodes',
  description: 'Without node-to-node TLS, documents and queries travel between cluster nodes in clear text.',
  resourceTypes: OPENSEARCH_TYPES,
  remediation: 'Set NodeToNodeEncryptionOptions.Enabled to true.',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['NodeToNodeEncryptionOptions', 'Enabled'],
      `${nameOf(resource)} sends traffic between nodes unencrypted: NodeToNodeEncryptionOptions.Enabled is not true.`,
    ),
};

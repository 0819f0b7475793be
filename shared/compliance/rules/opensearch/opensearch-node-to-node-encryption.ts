import type { Rule } from '#shared/compliance/types';
import { resourceLabel } from '../_lib/data-nouns';
import { OPENSEARCH_TYPES } from '../_lib/opensearch';
import { requireTrue } from '../_lib/props';

/** Compliant: NodeToNodeEncryptionOptions.Enabled is true. */
export const opensearchNodeToNodeEncryption: Rule = {
  id: 'opensearch-node-to-node-encryption',
  service: 'opensearch',
  title: 'OpenSearch domains encrypt traffic between nodes',
  description: 'Without node-to-node TLS, documents and queries travel between cluster nodes in clear text.',
  resourceTypes: OPENSEARCH_TYPES,
  remediation: 'Set NodeToNodeEncryptionOptions.Enabled to true.',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['NodeToNodeEncryptionOptions', 'Enabled'],
      `${resourceLabel(resource)} sends traffic between nodes unencrypted: NodeToNodeEncryptionOptions.Enabled is not true.`,
    ),
};

import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';

/** Compliant: a DocumentDB cluster sets StorageEncrypted true (the default is unencrypted). */
export const docdbStorageEncrypted: Rule = {
  id: 'docdb-storage-encrypted',
  service: 'docdb',
  severity: 'high',
  title: 'DocumentDB clusters encrypt their storage',
  description:
    'An unencrypted cluster stores documents, backups and snapshots readable by anyone who obtains a copy of the storage.',
  resourceTypes: ['AWS::DocDB::DBCluster'],
  remediation:
    'Set StorageEncrypted to true (and KmsKeyId to a customer managed key for sensitive data). On an existing cluster this means a new cluster: restore a snapshot into an encrypted one.',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['StorageEncrypted'],
      `${nameOf(resource)} stores its data unencrypted: StorageEncrypted is not true.`,
    ),
  // the replacement guard withholds it on a deployed cluster: StorageEncrypted only applies at creation
  fixPatches: { properties: ['StorageEncrypted'] },
  fix: (resource) => [setProp(resource, ['StorageEncrypted'], true)],
};

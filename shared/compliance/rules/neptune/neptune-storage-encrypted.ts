import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';

/** Compliant: a Neptune cluster sets StorageEncrypted true (the default is unencrypted). */
export const neptuneStorageEncrypted: Rule = {
  id: 'neptune-storage-encrypted',
  service: 'neptune',
  severity: 'high',
  title: 'Neptune clusters encrypt their storage',
  description:
    'An unencrypted graph database keeps its data, backups and snapshots readable by anyone who obtains a copy of the storage.',
  resourceTypes: ['AWS::Neptune::DBCluster'],
  remediation:
    'Set StorageEncrypted to true (and KmsKeyId to a customer managed key for sensitive data). On an existing cluster this means a new cluster: restore a snapshot into an encrypted one.',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['StorageEncrypted'],
      `${nameOf(resource)} stores its data unencrypted: StorageEncrypted is not true.`,
    ),
  fixPatches: { properties: ['StorageEncrypted'] },
  fix: (resource) => [setProp(resource, ['StorageEncrypted'], true)],
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';
import { governedElsewhere, RDS_TYPES } from '../_lib/rds';

/**
 * Compliant: StorageEncrypted is true on DB instances and clusters. Aurora members and read
 * replicas inherit encryption (n/a); Aurora Serverless v1 clusters are always encrypted.
 */
export const rdsStorageEncrypted: Rule = {
  id: 'rds-storage-encrypted',
  service: 'rds',
  severity: 'high',
  title: 'RDS databases encrypt storage at rest',
  description:
    'Database storage, snapshots and automated backups hold the most sensitive records; encryption at rest protects every copy.',
  resourceTypes: RDS_TYPES,
  remediation:
    'Set StorageEncrypted to true (with KmsKeyId for a customer managed key); existing databases are replaced.',
  evaluate(resource) {
    if (governedElsewhere(resource)) return NOT_APPLICABLE;
    if (propOf(resource, 'EngineMode') === 'serverless') return PASS;
    const value = toBool(propOf(resource, 'StorageEncrypted'));
    if (isUnknown(value)) return unknownFrom('StorageEncrypted', value);
    if (value === true) return PASS;
    const snapshot = propOf(resource, 'DBSnapshotIdentifier') ?? propOf(resource, 'SnapshotIdentifier');
    if (value === undefined && snapshot !== undefined) {
      return { status: 'unknown', reason: 'it is restored from a snapshot whose encryption decides its own' };
    }
    return failWith(`${nameOf(resource)} does not encrypt its storage: StorageEncrypted is not true.`);
  },
  fixPatches: { properties: ['StorageEncrypted'] },
  fix: (resource) => [setProp(resource, ['StorageEncrypted'], true)],
};

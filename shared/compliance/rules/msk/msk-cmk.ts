import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: MSK clusters encrypt data at rest with a customer managed key. */
export const mskCmk: Rule = {
  id: 'msk-cmk',
  service: 'msk',
  severity: 'medium',
  title: 'MSK clusters encrypt data at rest with a customer managed key',
  description:
    'Without DataVolumeKMSKeyId the broker volumes use a key AWS manages, so access to the data cannot be limited through a key policy.',
  resourceTypes: ['AWS::MSK::Cluster'],
  remediation: 'Set EncryptionInfo.EncryptionAtRest.DataVolumeKMSKeyId to a customer managed KMS key.',
  evaluate(resource) {
    return expectSet(
      resource,
      ['EncryptionInfo', 'EncryptionAtRest', 'DataVolumeKMSKeyId'],
      `${nameOf(resource)} encrypts its data without a customer managed key (no DataVolumeKMSKeyId).`,
    );
  },
};

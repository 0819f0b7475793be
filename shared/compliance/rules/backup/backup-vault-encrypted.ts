import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The vault encrypts recovery points with a customer managed key (EncryptionKeyArn set). */
export const backupVaultEncrypted: Rule = {
  id: 'backup-vault-encrypted',
  service: 'backup',
  severity: 'medium',
  title: 'Backup vaults encrypt backups with a customer managed KMS key',
  description:
    'Backups hold a full copy of the data; a customer managed key keeps their decryption under a key ' +
    'policy the organisation controls, separate from the AWS managed default.',
  resourceTypes: ['AWS::Backup::BackupVault'],
  remediation: 'Set EncryptionKeyArn to the ARN of a customer managed AWS::KMS::Key.',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    return expectSet(
      resource,
      ['EncryptionKeyArn'],
      `${nameOf(resource)} encrypts backups with the AWS managed key instead of a customer managed key.`,
    );
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf } from '../_lib/props';

/** Compliant: BackupPolicy.Status is ENABLED (daily AWS Backup of the file system). */
export const efsBackupPolicy: Rule = {
  id: 'efs-backup-policy',
  service: 'efs',
  severity: 'medium',
  supersedes: ['backup-plan-exists'],
  title: 'EFS file systems are backed up automatically',
  description:
    'Automatic daily backups let deleted or corrupted files be restored, a basic backup and recovery control.',
  resourceTypes: ['AWS::EFS::FileSystem'],
  remediation:
    'Set BackupPolicy.Status to ENABLED (or cover the file system with an AWS Backup plan selection).',
  evaluate(resource) {
    const status = propOf(resource, 'BackupPolicy', 'Status');
    if (isUnknown(status)) return unknownFrom('BackupPolicy.Status', status);
    if (status === 'ENABLED') return PASS;
    return failWith(`${nameOf(resource)} has no automatic backups: BackupPolicy.Status is not ENABLED.`);
  },
  fixPatches: { properties: ['BackupPolicy'] },
  fix: (resource) => [setProp(resource, ['BackupPolicy'], { Status: 'ENABLED' })],
};

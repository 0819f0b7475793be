import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { atLeast } from '../_lib/settings';

/** Compliant: neptune clusters keep automated backups for at least 7 days. */
export const neptuneBackupRetention: Rule = {
  id: 'neptune-backup-retention',
  service: 'neptune',
  severity: 'medium',
  title: 'Neptune clusters keep automated backups for at least 7 days',
  description:
    'The default keeps one day of backups: a deletion or corruption noticed after a weekend cannot be undone.',
  resourceTypes: ['AWS::Neptune::DBCluster'],
  remediation: 'Set BackupRetentionPeriod to 7 or more (up to 35).',
  evaluate(resource) {
    return atLeast(
      resource,
      ['BackupRetentionPeriod'],
      7,
      1,
      (value) => `${nameOf(resource)} keeps backups for ${value} days, less than 7.`,
    );
  },
};

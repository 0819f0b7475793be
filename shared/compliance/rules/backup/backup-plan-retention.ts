import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf, toNumber } from '../_lib/props';

/**
 * 35 days: AWS Backup's own daily default, and long enough to restore from before a problem that
 * took a month to notice (e.g. silent corruption or ransomware dwell time).
 */
export const MIN_BACKUP_RETENTION_DAYS = 35;

/** Every plan rule keeps recovery points forever (no DeleteAfterDays) or for at least 35 days. */
export const backupPlanRetention: Rule = {
  id: 'backup-plan-retention',
  service: 'backup',
  severity: 'medium',
  title: `Backup plans keep recovery points for at least ${MIN_BACKUP_RETENTION_DAYS} days`,
  description:
    'Short retention leaves no clean copy to restore once a problem has gone unnoticed for a few weeks, ' +
    'which defeats the purpose of backups.',
  resourceTypes: ['AWS::Backup::BackupPlan'],
  remediation: `Set Lifecycle.DeleteAfterDays to ${MIN_BACKUP_RETENTION_DAYS} or more on every BackupPlanRule (or remove it).`,
  evaluate(resource) {
    const rules = asList(propOf(resource, 'BackupPlan', 'BackupPlanRule'));
    if (isUnknown(rules)) return unknownFrom('BackupPlanRule', rules);
    let unknown: string | undefined;
    for (const [index, rule] of (rules ?? []).entries()) {
      const days = dig(rule, 'Lifecycle', 'DeleteAfterDays');
      const name = dig(rule, 'RuleName');
      const label = typeof name === 'string' ? `rule '${name}'` : `rule ${index + 1}`;
      if (isUnknown(days)) {
        unknown ??= `DeleteAfterDays of ${label} is ${days.reason}`;
        continue;
      }
      const value = toNumber(days);
      if (days !== undefined && (typeof value !== 'number' || value < MIN_BACKUP_RETENTION_DAYS)) {
        return failWith(
          `${nameOf(resource)} deletes recovery points of ${label} after ${String(days)} days, less than ${MIN_BACKUP_RETENTION_DAYS}.`,
        );
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
};

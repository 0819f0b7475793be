import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toNumber } from '../_lib/props';
import { governedElsewhere, RDS_TYPES } from '../_lib/rds';

const MIN_DAYS = 7;

/** Compliant: BackupRetentionPeriod is at least 7 days (the default is 1). Members/replicas: n/a. */
export const rdsBackupRetention: Rule = {
  id: 'rds-backup-retention',
  service: 'rds',
  ownersDecision: true,
  severity: 'medium',
  supersedes: ['backup-plan-exists'],
  title: 'RDS automated backups are kept for at least 7 days',
  description:
    'A week of automated backups and point-in-time recovery lets a database be restored after corruption or deletion is noticed days later.',
  resourceTypes: RDS_TYPES,
  remediation: `Set BackupRetentionPeriod to ${MIN_DAYS} or more (up to 35).`,
  evaluate(resource) {
    if (governedElsewhere(resource)) return NOT_APPLICABLE;
    const days = toNumber(propOf(resource, 'BackupRetentionPeriod'));
    if (isUnknown(days)) return unknownFrom('BackupRetentionPeriod', days);
    const effective = days ?? 1;
    if (effective >= MIN_DAYS) return PASS;
    const state =
      effective === 0
        ? 'automated backups are off'
        : `backups are kept for ${effective} day${effective === 1 ? '' : 's'}`;
    return failWith(
      `${nameOf(resource)} keeps too little backup history: ${state} (fewer than ${MIN_DAYS}).`,
    );
  },
  fixPatches: { properties: ['BackupRetentionPeriod'] },
  fix: (resource) => [setProp(resource, ['BackupRetentionPeriod'], MIN_DAYS)],
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { BACKUP_TARGET_TYPES, selectionCovers } from '../_lib/backup';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';
import { dynamodbPitr } from '../dynamodb/dynamodb-pitr';
import { efsBackupPolicy } from '../efs/efs-backup-policy';
import { rdsBackupRetention } from '../rds/rds-backup-retention';

/**
 * Stores whose own service keeps restorable backups: when that rule passes (RDS retention of 7 days
 * or more, DynamoDB PITR, the EFS backup policy) or does not apply (read replicas, cluster
 * members), a Backup plan adds nothing a control asks for; when it fails, it reports the problem.
 */
const OWN_BACKUP: Readonly<Record<string, Rule>> = {
  'AWS::RDS::DBInstance': rdsBackupRetention,
  'AWS::RDS::DBCluster': rdsBackupRetention,
  'AWS::DynamoDB::Table': dynamodbPitr,
  'AWS::EFS::FileSystem': efsBackupPolicy,
};

/** Each data store is picked by an AWS::Backup::BackupSelection (by ARN, reference or tag). */
export const backupPlanExists: Rule = {
  id: 'backup-plan-exists',
  service: 'backup',
  severity: 'medium',
  title: 'Data stores are covered by an AWS Backup plan',
  description:
    'A central backup plan gives scheduled, retained and restorable copies of every data store, which ' +
    'backup and recovery controls require.',
  resourceTypes: BACKUP_TARGET_TYPES,
  remediation:
    'Add an AWS::Backup::BackupPlan and an AWS::Backup::BackupSelection whose Resources include the store ' +
    '(e.g. its Arn) or whose ListOfTags matches a tag the store carries.',
  fixCostUsdMonthly: 5,
  evaluate(resource, ctx) {
    // Aurora instances are backed up through their cluster.
    if (resource.type === 'AWS::RDS::DBInstance') {
      const cluster = propOf(resource, 'DBClusterIdentifier');
      if (isUnknown(cluster) || cluster !== undefined) return NOT_APPLICABLE;
    }
    const own = OWN_BACKUP[resource.type]?.evaluate(resource, ctx).status;
    if (own === 'pass' || own === 'not_applicable') return NOT_APPLICABLE;
    let unknown: string | undefined;
    for (const selection of ctx.ofType('AWS::Backup::BackupSelection')) {
      const covers = selectionCovers(selection, resource);
      if (covers === true) return PASS;
      if (isUnknown(covers))
        unknown ??= `backup selection '${selection.logicalId}' has a value that is ${covers.reason}`;
    }
    if (unknown) return unknownBecause(unknown);
    return failWith(`${nameOf(resource)} is not covered by any AWS Backup selection.`);
  },
};

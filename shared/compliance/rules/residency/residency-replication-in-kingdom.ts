import type { Rule } from '#shared/compliance/types';
import { checkDestinations, destinationsOf, REPLICATING_TYPES } from '../_lib/replication';

/**
 * Compliant: replicas and copies (DynamoDB global table replicas, S3 replication, AWS Backup copy
 * actions, RDS cross-region replicas, ECR replication, Secrets Manager replicas) stay in the
 * stack's region or a region on the in-Kingdom list. Resources that copy nowhere: n/a.
 */
export const residencyReplicationInKingdom: Rule = {
  id: 'residency-replication-in-kingdom',
  service: 'residency',
  severity: 'high',
  title: 'Replicas and backup copies stay in in-Kingdom regions',
  description:
    'Residency clauses cover every copy of the data: a replica or backup copy in another region moves the data out as surely as the primary would.',
  resourceTypes: REPLICATING_TYPES,
  remediation:
    'Limit Replicas[].Region, ReplicaRegions, CopyActions[].DestinationBackupVaultArn, SourceRegion, AutomaticBackupReplicationRegion and replication destinations to regions on the in-Kingdom list, or record the regulator’s approval for the other region.',
  evaluate: (resource, ctx) => checkDestinations(resource, destinationsOf(resource), ctx),
};

import type { Resource } from '#shared/cfn/types';

/** RDS facts shared by the database rules. */

/** An Aurora (or Multi-AZ cluster) member: storage, backups and deletion protection live on the cluster. */
export function isClusterMember(resource: Resource): boolean {
  return resource.type === 'AWS::RDS::DBInstance' && resource.properties.DBClusterIdentifier !== undefined;
}

/** A read replica inherits storage and backups from its source. */
export function isReadReplica(resource: Resource): boolean {
  return (
    resource.type === 'AWS::RDS::DBInstance' && resource.properties.SourceDBInstanceIdentifier !== undefined
  );
}

/** Instances whose settings of the kind a rule checks are governed elsewhere (cluster or source). */
export function governedElsewhere(resource: Resource): boolean {
  return isClusterMember(resource) || isReadReplica(resource);
}

export const RDS_TYPES = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'] as const;

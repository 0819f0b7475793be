import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { mayBeAbsent, propOf } from '../_lib/props';
import { isReadReplica } from '../_lib/rds';

/** The property that places each type in a VPC; without it AWS uses the region's default VPC. */
const SUBNET_SETTING: Readonly<Record<string, string>> = {
  'AWS::RDS::DBInstance': 'DBSubnetGroupName',
  'AWS::RDS::DBCluster': 'DBSubnetGroupName',
  'AWS::DocDB::DBCluster': 'DBSubnetGroupName',
  'AWS::Neptune::DBCluster': 'DBSubnetGroupName',
  'AWS::ElastiCache::CacheCluster': 'CacheSubnetGroupName',
  'AWS::ElastiCache::ReplicationGroup': 'CacheSubnetGroupName',
  'AWS::Redshift::Cluster': 'ClusterSubnetGroupName',
  'AWS::DMS::ReplicationInstance': 'ReplicationSubnetGroupIdentifier',
  'AWS::ElasticLoadBalancing::LoadBalancer': 'Subnets',
};

/** Compliant: databases, caches and load balancers are placed in chosen subnets. */
export const ec2ResourceNotDefaultVpc: Rule = {
  id: 'ec2-resource-not-default-vpc',
  service: 'ec2',
  severity: 'medium',
  title: 'Databases, caches and load balancers are placed in chosen subnets',
  description:
    'A database, cache, cluster or load balancer that names no subnet group lands in the region’s default VPC, whose public subnets and open defaults sit outside the network the template designs.',
  resourceTypes: Object.keys(SUBNET_SETTING),
  remediation:
    'Name a subnet group (DBSubnetGroupName, CacheSubnetGroupName, ClusterSubnetGroupName, ReplicationSubnetGroupIdentifier) or Subnets of a VPC the template or account defines.',
  evaluate(resource) {
    // an Aurora instance is placed by its cluster, and a read replica of an instance in its own
    // region by its source (RDS takes a subnet group only for a replica of another region's)
    if (resource.type === 'AWS::RDS::DBInstance' && propOf(resource, 'DBClusterIdentifier') !== undefined)
      return NOT_APPLICABLE;
    if (isReadReplica(resource) && !String(propOf(resource, 'SourceDBInstanceIdentifier')).startsWith('arn:'))
      return NOT_APPLICABLE;
    const setting = SUBNET_SETTING[resource.type];
    const value = propOf(resource, setting);
    if (isUnknown(value)) return mayBeAbsent(value) ? unknownFrom(setting, value) : PASS;
    return value === undefined
      ? failWith(`${nameOf(resource)} names no ${setting}, so it is placed in the region's default VPC.`)
      : PASS;
  },
};

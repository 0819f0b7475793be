import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { resourcesMentioning } from '../_lib/mention-index';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { mentions, toBool } from '../_lib/props';

/** Resources whose subnet lists place a data tier, and where they keep the list. */
const DATA_TIER_USERS: ReadonlyArray<readonly [type: string, property: string]> = [
  ['AWS::RDS::DBSubnetGroup', 'SubnetIds'],
  ['AWS::ElastiCache::SubnetGroup', 'SubnetIds'],
  ['AWS::Redshift::ClusterSubnetGroup', 'SubnetIds'],
  ['AWS::DocDB::DBSubnetGroup', 'SubnetIds'],
  ['AWS::Neptune::DBSubnetGroup', 'SubnetIds'],
  ['AWS::DAX::SubnetGroup', 'SubnetIds'],
  ['AWS::MemoryDB::SubnetGroup', 'SubnetIds'],
  ['AWS::EFS::MountTarget', 'SubnetId'],
  ['AWS::OpenSearchService::Domain', 'VPCOptions'],
  ['AWS::Elasticsearch::Domain', 'VPCOptions'],
];

const PRIVATE_TIERS = new Set(['data', 'private', 'database', 'db', 'isolated']);

/** Why the subnet counts as a data tier, or undefined when it does not. */
function dataTierReason(subnet: Resource, ctx: ScanContext): string | undefined {
  const users = resourcesMentioning(ctx, subnet.logicalId);
  for (const [type, property] of DATA_TIER_USERS) {
    const user = users.find((r) => r.type === type && mentions(r.properties[property], subnet.logicalId));
    if (user) return `it is used by ${nameOf(user)}`;
  }
  for (const [key, value] of Object.entries(subnet.tags)) {
    const lowerKey = key.toLowerCase();
    if (typeof value !== 'string' || (lowerKey !== 'tier' && lowerKey !== 'aws-cdk:subnet-type')) continue;
    if (PRIVATE_TIERS.has(value.toLowerCase())) return `it is tagged ${key}=${value}`;
  }
  return undefined;
}

/**
 * Compliant: a subnet hosting a data tier (used by a database, cache, search or file-system subnet
 * list, or tagged Tier=data/private/database) keeps MapPublicIpOnLaunch off. Other subnets: n/a.
 */
export const ec2SubnetNoAutoPublicIp: Rule = {
  id: 'ec2-subnet-no-auto-public-ip',
  service: 'ec2',
  severity: 'medium',
  title: 'Data-tier subnets do not assign public IP addresses on launch',
  description:
    'A data-tier subnet that hands out public addresses puts anything launched there on the internet; segmentation keeps data tiers private.',
  resourceTypes: ['AWS::EC2::Subnet'],
  remediation:
    'Set MapPublicIpOnLaunch to false on the subnet (public entry points belong in separate subnets).',
  evaluate(resource, ctx) {
    const reason = dataTierReason(resource, ctx);
    if (!reason) return NOT_APPLICABLE;
    const value = toBool(resource.properties.MapPublicIpOnLaunch);
    if (isUnknown(value)) return unknownFrom('MapPublicIpOnLaunch', value);
    if (value !== true) return PASS;
    return failWith(
      `${nameOf(resource)} hosts a data tier (${reason}) but assigns public IP addresses on launch (MapPublicIpOnLaunch is true).`,
    );
  },
  fixPatches: { properties: ['MapPublicIpOnLaunch'] },
  fix: (resource) => [setProp(resource, ['MapPublicIpOnLaunch'], false)],
};

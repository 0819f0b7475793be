import type { Resource } from '../cfn/types';
import type { Reference } from './references';
import type { SubnetTier } from './types';

const SUBNET = 'AWS::EC2::Subnet';
const INTERNET_GATEWAY = 'AWS::EC2::InternetGateway';
/** route targets that reach out without taking traffic in: the subnet is private, not isolated */
const EGRESS_TARGETS = [
  'NatGatewayId',
  'TransitGatewayId',
  'InstanceId',
  'NetworkInterfaceId',
  'VpcPeeringConnectionId',
  'EgressOnlyInternetGatewayId',
];

export const TIER_LABELS: Record<SubnetTier, string> = {
  public: 'Public subnets',
  private: 'Private subnets',
  isolated: 'Isolated subnets',
  other: 'Subnets',
};
export const TIER_ORDER: readonly SubnetTier[] = ['public', 'private', 'isolated', 'other'];

/**
 * Each subnet's tier, as its route table says: a default route to an internet gateway makes it
 * public, one through a NAT gateway (or another egress target) private, none isolated. A subnet
 * with no route table of its own in the template is judged by MapPublicIpOnLaunch, then its name.
 */
export function subnetTiers(
  resources: readonly Resource[],
  refs: ReadonlyMap<string, Reference[]>,
): Map<string, SubnetTier> {
  const typeOf = new Map(resources.map((r) => [r.logicalId, r.type]));
  const named = (id: string, property: string) =>
    (refs.get(id) ?? []).find((ref) => ref.property === property)?.target;
  const tableOf = new Map<string, string>();
  const routes = new Map<string, SubnetTier>();
  for (const r of resources) {
    const table = named(r.logicalId, 'RouteTableId');
    if (!table) continue;
    if (r.type === 'AWS::EC2::SubnetRouteTableAssociation') {
      const subnet = named(r.logicalId, 'SubnetId');
      if (subnet) tableOf.set(subnet, table);
    } else if (r.type === 'AWS::EC2::Route') {
      const gateway = named(r.logicalId, 'GatewayId');
      const tier: SubnetTier | undefined =
        gateway && typeOf.get(gateway) === INTERNET_GATEWAY
          ? 'public'
          : gateway || EGRESS_TARGETS.some((p) => named(r.logicalId, p))
            ? 'private'
            : undefined;
      if (tier && routes.get(table) !== 'public') routes.set(table, tier);
    }
  }
  const tiers = new Map<string, SubnetTier>();
  for (const subnet of resources.filter((r) => r.type === SUBNET)) {
    const table = tableOf.get(subnet.logicalId);
    tiers.set(
      subnet.logicalId,
      table ? (routes.get(table) ?? 'isolated') : guessTier(subnet.logicalId, subnet.properties),
    );
  }
  return tiers;
}

function guessTier(id: string, properties: Record<string, unknown>): SubnetTier {
  if (properties.MapPublicIpOnLaunch === true || properties.MapPublicIpOnLaunch === 'true') return 'public';
  const words = new Set(id.split(/(?=[A-Z])|[^A-Za-z]+/).map((word) => word.toLowerCase()));
  if (words.has('public')) return 'public';
  if (['isolated', 'data', 'database', 'db'].some((word) => words.has(word))) return 'isolated';
  if (['private', 'app'].some((word) => words.has(word))) return 'private';
  return 'other';
}

import { isPlainObject } from '../cfn/plain';
import type { Resource } from '../cfn/types';
import type { Reference } from './references';
import { TIER_LABELS, TIER_ORDER } from './tiers';
import type { DiagramContainer, SubnetTier } from './types';

const VPC = 'AWS::EC2::VPC';
const SUBNET = 'AWS::EC2::Subnet';
/** Resources that only name subnets for another resource (a database, a cache) to live in. */
const SUBNET_GROUPS = new Set([
  'AWS::RDS::DBSubnetGroup',
  'AWS::ElastiCache::SubnetGroup',
  'AWS::DocDB::DBSubnetGroup',
  'AWS::Neptune::DBSubnetGroup',
  'AWS::Redshift::ClusterSubnetGroup',
  'AWS::DAX::SubnetGroup',
  'AWS::MemoryDB::SubnetGroup',
]);

const DEPTH = { vpc: 0, tier: 1, subnet: 2 } as const;

export interface Containment {
  containers: DiagramContainer[];
  /** the container of every contained resource and container */
  parentOf: Map<string, string>;
}

/**
 * VPC > subnet tier (public, private, isolated) > subnet. A resource sits in the innermost box
 * holding every subnet it names (directly or through a subnet group): a load balancer across the
 * public subnets of two zones sits in the public tier, a NAT gateway in its one subnet. Otherwise
 * it sits in the one VPC it names. `refs` are those of each box, its folded resources included.
 */
export function containment(
  resources: readonly Resource[],
  refs: ReadonlyMap<string, Reference[]>,
  declarations: Record<string, unknown>,
  tiers: ReadonlyMap<string, SubnetTier>,
): Containment {
  const byId = new Map(resources.map((r) => [r.logicalId, r]));
  const parentOf = new Map<string, string>();
  const containers: DiagramContainer[] = [];
  const targets = (id: string, type?: string) =>
    (refs.get(id) ?? [])
      .filter((ref) => ref.kind !== 'DependsOn' && (!type || byId.get(ref.target)?.type === type))
      .map((ref) => ref.target);

  for (const vpc of resources.filter((r) => r.type === VPC)) {
    containers.push({ id: vpc.logicalId, kind: 'vpc', label: vpc.logicalId, type: VPC, members: [] });
  }
  const tierBoxes = new Map<string, DiagramContainer>();
  for (const subnet of resources.filter((r) => r.type === SUBNET)) {
    const tier = tiers.get(subnet.logicalId) ?? 'other';
    const zone = zoneOf(subnet, declarations[subnet.logicalId]);
    const box: DiagramContainer = {
      id: subnet.logicalId,
      kind: 'subnet',
      label: subnet.logicalId,
      type: SUBNET,
      tier,
      members: [],
    };
    if (zone) box.zone = zone.label;
    containers.push(box);
    const [vpc] = targets(subnet.logicalId, VPC);
    if (!vpc) continue;
    const tierId = `tier:${vpc}:${tier}`;
    let tierBox = tierBoxes.get(tierId);
    if (!tierBox) {
      tierBox = {
        id: tierId,
        kind: 'tier',
        label: TIER_LABELS[tier],
        tier,
        parent: vpc,
        subnets: [],
        members: [],
      };
      tierBoxes.set(tierId, tierBox);
      parentOf.set(tierId, vpc);
    }
    tierBox.subnets?.push(zone ? { id: subnet.logicalId, zone: zone.label } : { id: subnet.logicalId });
    parentOf.set(subnet.logicalId, tierId);
  }
  containers.push(
    ...[...tierBoxes.values()].sort(
      (a, b) => TIER_ORDER.indexOf(a.tier ?? 'other') - TIER_ORDER.indexOf(b.tier ?? 'other'),
    ),
  );

  for (const [id] of refs) {
    const type = byId.get(id)?.type;
    if (type === VPC || type === SUBNET) continue;
    const subnets = new Set(targets(id, SUBNET));
    for (const group of targets(id).filter((target) => SUBNET_GROUPS.has(byId.get(target)?.type ?? ''))) {
      for (const subnet of targets(group, SUBNET)) subnets.add(subnet);
    }
    const vpcs = [...new Set(targets(id, VPC))];
    const parent =
      subnets.size > 0 ? commonAncestor([...subnets], parentOf) : vpcs.length === 1 ? vpcs[0] : undefined;
    if (parent) parentOf.set(id, parent);
  }
  for (const container of containers) {
    const parent = parentOf.get(container.id);
    if (parent) container.parent = parent;
  }
  // Outer before inner, so a renderer painting in order draws a subnet over its tier and VPC.
  containers.sort((a, b) => DEPTH[a.kind] - DEPTH[b.kind]);
  return { containers, parentOf };
}

/** The chain of containers from `id` up to the outermost one, `id` first. */
export function chainOf(id: string, parentOf: ReadonlyMap<string, string>): string[] {
  const chain = [id];
  for (let at = parentOf.get(id); at && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
  return chain;
}

function commonAncestor(ids: string[], parentOf: ReadonlyMap<string, string>): string | undefined {
  const [first, ...rest] = ids.map((id) => chainOf(id, parentOf));
  return first.find((candidate) => rest.every((chain) => chain.includes(candidate)));
}

/** The subnet's zone: a zone name, or "Availability Zone n" for `!Select [n-1, !GetAZs '']`. */
function zoneOf(subnet: Resource, declaration: unknown): { key: string; label: string } | undefined {
  const resolved = subnet.properties.AvailabilityZone;
  if (typeof resolved === 'string' && resolved !== '') return { key: resolved, label: resolved };
  const raw =
    isPlainObject(declaration) && isPlainObject(declaration.Properties)
      ? declaration.Properties.AvailabilityZone
      : undefined;
  const select = isPlainObject(raw) ? raw['Fn::Select'] : undefined;
  if (!Array.isArray(select) || !isPlainObject(select[1]) || !Object.hasOwn(select[1], 'Fn::GetAZs'))
    return undefined;
  const index = Number(select[0]);
  return Number.isInteger(index) && index >= 0
    ? { key: `#${index}`, label: `Availability Zone ${index + 1}` }
    : undefined;
}

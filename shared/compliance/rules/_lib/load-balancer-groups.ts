import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation, ScanContext } from '#shared/compliance/types';
import { resourcesMentioning } from './mention-index';
import type { NamedPort } from './network';
import { dig, mentions, propOf, toList, toNumber } from './props';

/**
 * Security groups that only load balancers use. A load balancer answers on its listener ports
 * alone, so an admin or database port open to the internet on its group reaches nothing unless a
 * listener forwards that port: the finding is then hygiene (medium), not exposure (critical).
 */

const LOAD_BALANCER_TYPES = new Set([
  'AWS::ElasticLoadBalancingV2::LoadBalancer',
  'AWS::ElasticLoadBalancing::LoadBalancer',
]);
/** Resources that refer to a group without running anything in it. */
const NOT_USERS = new Set([
  'AWS::EC2::SecurityGroup',
  'AWS::EC2::SecurityGroupIngress',
  'AWS::EC2::SecurityGroupEgress',
]);

/**
 * Whether the template has a load balancer at all: without one no group is used by load balancers
 * only, and the walk of every resource's properties for the groups' users (the admin-ports rule's
 * main cost) is not needed.
 */
function hasLoadBalancer(ctx: ScanContext): boolean {
  for (const type of LOAD_BALANCER_TYPES) if (ctx.ofType(type).length > 0) return true;
  return false;
}

const usersByContext = new WeakMap<ScanContext, Map<string, Resource[]>>();

/** Group logical id -> resources of the template that name it, built once per scan on first use. */
function groupUsers(ctx: ScanContext): Map<string, Resource[]> {
  let users = usersByContext.get(ctx);
  if (users) return users;
  users = new Map();
  const groups = new Set(ctx.ofType('AWS::EC2::SecurityGroup').map((g) => g.logicalId));
  // one set, emptied per resource: this walks every property of every resource once per scan
  const found = new Set<string>();
  for (const resource of ctx.resources) {
    if (NOT_USERS.has(resource.type)) continue;
    found.clear();
    for (const id of referencedIds(resource.properties, groups, found)) {
      if (!groups.has(id)) continue;
      const list = users.get(id) ?? [];
      list.push(resource);
      users.set(id, list);
    }
  }
  usersByContext.set(ctx, users);
  return users;
}

/**
 * Ids `value` refers to: by Ref or GetAtt in a template, or (live resources, whose logical id is
 * their identifier) by a literal group id such as `sg-0abc...`.
 */
function referencedIds(value: unknown, groups: ReadonlySet<string>, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (groups.has(value)) found.add(value);
  } else if (isUnknown(value)) {
    if (value.refs) for (const id of value.refs) found.add(id);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) referencedIds(value[i], groups, found);
  } else if (value !== null && typeof value === 'object') {
    // own keys in Object.values' order, without a list of them per object
    for (const key in value) {
      if (Object.hasOwn(value, key)) referencedIds((value as Record<string, unknown>)[key], groups, found);
    }
  }
  return found;
}

/** The template's groups a group rule's resource stands for: itself, or an ingress's GroupId. */
function groupIdsOf(resource: Resource): readonly string[] {
  if (resource.type === 'AWS::EC2::SecurityGroup') return [resource.logicalId];
  const groupId = propOf(resource, 'GroupId');
  if (typeof groupId === 'string') return [groupId];
  return isUnknown(groupId) ? (groupId.refs ?? []) : [];
}

/** A load balancer's listener ports, or undefined when one cannot be read. */
function listenerPorts(balancer: Resource, ctx: ScanContext): number[] | undefined {
  const raw =
    balancer.type === 'AWS::ElasticLoadBalancing::LoadBalancer'
      ? toList(propOf(balancer, 'Listeners'))
      : resourcesMentioning(ctx, balancer.logicalId)
          .filter(
            (l) =>
              l.type === 'AWS::ElasticLoadBalancingV2::Listener' &&
              mentions(propOf(l, 'LoadBalancerArn'), balancer.logicalId),
          )
          .map((l) => ({ LoadBalancerPort: propOf(l, 'Port') }));
  if (isUnknown(raw)) return undefined;
  const ports: number[] = [];
  for (const listener of raw) {
    const port = toNumber(dig(listener, 'LoadBalancerPort'));
    if (port === undefined || isUnknown(port)) return undefined;
    ports.push(port);
  }
  return ports;
}

/**
 * `evaluation`, capped at medium when the failing group is used only by load balancers of this
 * template and none of them listens on one of `ports`.
 */
export function capForLoadBalancerGroup(
  evaluation: Evaluation,
  resource: Resource,
  ctx: ScanContext,
  ports: readonly NamedPort[],
): Evaluation {
  if (evaluation.status !== 'fail' || !hasLoadBalancer(ctx)) return evaluation;
  const ids = groupIdsOf(resource);
  if (ids.length === 0) return evaluation;
  const users = ids.flatMap((id) => groupUsers(ctx).get(id) ?? []);
  if (users.length === 0 || !users.every((u) => LOAD_BALANCER_TYPES.has(u.type))) return evaluation;
  const wanted = new Set(ports.map((p) => p.port));
  for (const balancer of new Set(users)) {
    const listening = listenerPorts(balancer, ctx);
    if (!listening || listening.some((port) => wanted.has(port))) return evaluation;
  }
  const names = [...new Set(users.map((u) => `'${u.logicalId}'`))].join(', ');
  return {
    ...evaluation,
    message: `${evaluation.message} Only load balancer ${names} uses the group, and it does not listen on these ports.`,
    severity: 'medium',
  };
}

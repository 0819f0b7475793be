import type { Assertion } from '../checklist/assertions';
import { asReached, serviceById } from '../services/index';
import type { ServiceNode, ServiceSpec } from '../services/types';
import { leftOutEdges } from '../wiring-gate';
import type { SynthesisContext } from './context';
import { wayOut } from './endpoints';
import { POLLER_NETWORK, readGrants, sourceDoor } from './poll-reads';
import { applicationRoles, closesLoop, consumersOf, deliveredBy, pairsOf } from './services';

/**
 * One edge of the plan as the template must carry it: what each side needs for the edge to work
 * (the caller's permission on the exact resource, the trigger, the network path, the caller's
 * configuration), as assertions the requirements checklist evaluates on the final template.
 * `unbuilt` names an end nothing was built for: the edge cannot work at all.
 */
export interface EdgeCheck {
  from: string;
  to: string;
  assertions: Assertion[];
  unbuilt?: string;
  /** left out of the design after the wiring check, and why (see leaveOutUnwired) */
  left_out?: string;
}

export { GATEWAY_ENDPOINTS } from './endpoints';

/** What one caller needs to reach one target, by how the edge was wired (see wire in services.ts). */
function needs(ctx: SynthesisContext, from: ServiceNode, to: ServiceNode, access?: 'read'): Assertion[] {
  const source = serviceById(from.service);
  const spec = serviceById(to.service);
  if (!source || !spec) return [];
  const target = asReached(spec, access);
  if (target.permission_of && from.role)
    return [{ kind: 'grants', role: from.role, actions: [...target.permission_of.actions], resource: '*' }];
  if (to.fn && to.role && source.emits === 'poll' && source.read) {
    const role = to.role;
    const door = sourceDoor(ctx, source, from);
    return [
      { kind: 'joined', ids: [from.main, to.fn] },
      ...readsOf(role, source, from),
      // a source inside the VPC: the mapping's interfaces carry the source's group, which must admit itself
      ...(door
        ? [
            { kind: 'grants' as const, role, actions: [...POLLER_NETWORK], resource: '*' },
            { kind: 'joined' as const, ids: [door.group, door.group] as [string, string] },
          ]
        : []),
    ];
  }
  if (source.emits === 'poll' && source.read && target.reads?.from.includes(from.service))
    return [{ kind: 'joined', ids: [from.main, to.main] }, ...readsOf(target.reads.role(to), source, from)];
  if (source.delivers_as && target.target)
    return target.target.actions.length > 0
      ? [
          {
            kind: 'grants',
            role: source.delivers_as(from),
            actions: [...target.target.actions],
            resource: target.target.arn(to),
          },
        ]
      : [];
  if ((source.push || source.emits === 'poll') && target.target)
    return [
      { kind: 'joined', ids: [source.edge_from?.(from, to, ctx) ?? from.main, to.fn ?? to.main] },
      // reached over the network (a load balancer's instances): the target's group lets the pusher's in
      ...(source.network_push?.to.includes(to.service) && to.group
        ? [{ kind: 'joined' as const, ids: [source.network_push.group(from), to.group] as [string, string] }]
        : []),
      ...(source.push && source.hands_over && to.fn && to.role
        ? [
            {
              kind: 'grants' as const,
              role: to.role,
              actions: [...source.hands_over.actions],
              resource: source.hands_over.arn(from),
            },
          ]
        : []),
    ];
  if (from.role && target.target) return [...callerNeeds(ctx, from, from.role, target, to)];
  return [];
}

/** An edge through an EventBridge pipe (see addPipe): the pipe joins the two, its role reads one and starts the other. */
function pipeNeeds(
  _ctx: SynthesisContext,
  from: ServiceNode,
  to: ServiceNode,
  _access?: 'read',
): Assertion[] {
  const source = serviceById(from.service);
  const target = serviceById(to.service);
  if (!source?.read || !target?.target) return [];
  const role = `${from.name}To${to.name}PipeRole`;
  return [
    { kind: 'joined', ids: [from.main, to.fn ?? to.main] },
    ...readsOf(role, source, from),
    ...(target.target.actions.length > 0
      ? [
          {
            kind: 'grants' as const,
            role,
            actions: [...target.target.actions],
            resource: target.target.arn(to),
          },
        ]
      : []),
  ];
}

/** A caller with a role: the action on the exact resource, where to find it, and a way there. */
function* callerNeeds(
  ctx: SynthesisContext,
  from: Pick<ServiceNode, 'fn' | 'group'>,
  role: string,
  target: ServiceSpec,
  to: ServiceNode,
): Generator<Assertion> {
  if (!target.target) return;
  if (target.target.actions.length > 0)
    yield { kind: 'grants', role, actions: [...target.target.actions], resource: target.target.arn(to) };
  if (from.fn) yield { kind: 'refers', from: from.fn, to: to.main, path: 'Environment' };
  if (!from.group) return;
  const door = target.admits?.(ctx, to);
  if (door) yield { kind: 'joined', ids: [from.group, door.group] };
  else if (!target.vpc) yield* wayOut(ctx, target.id);
}

/**
 * Every edge of the plan, compiled to what both of its sides need on the template. Edges the
 * synthesis leaves out on purpose (a trigger back into the function that writes the store) are
 * not checked; an edge with an end nothing was built for is reported as such.
 */
export function edgeChecks(ctx: SynthesisContext): EdgeCheck[] {
  return [...asked(ctx), ...leftOutEdges(ctx.plan)];
}

function asked(ctx: SynthesisContext): EdgeCheck[] {
  return (ctx.plan.connections ?? []).flatMap((edge) => {
    if (closesLoop(ctx, edge.from, edge.to)) return [];
    const froms = ctx.nodes[edge.from] ?? [];
    const tos = ctx.nodes[edge.to] ?? [];
    const roles = applicationRoles(ctx, edge.from);
    const base = { from: edge.from, to: edge.to };
    const consumers = consumersOf(ctx, edge.from, edge.to);
    if (consumers.length > 0)
      return [{ ...base, assertions: froms.flatMap((from) => consumerNeeds(from, consumers)) }];
    if (tos.length === 0) return [{ ...base, assertions: [], unbuilt: edge.to }];
    if (roles.length > 0 && !deliveredBy(ctx, edge.from, edge.to))
      return [
        { ...base, assertions: tos.flatMap((to) => roles.flatMap((role) => applicationNeeds(role, to))) },
      ];
    if (froms.length === 0) return [{ ...base, assertions: [], unbuilt: edge.from }];
    const of = edge.via === 'pipe' ? pipeNeeds : needs;
    return [
      { ...base, assertions: pairsOf(ctx, edge).flatMap(([from, to]) => of(ctx, from, to, edge.access)) },
    ];
  });
}

/** The application polling a queue or stream itself: each of its roles may read it. */
function consumerNeeds(from: ServiceNode, roles: string[]): Assertion[] {
  const source = serviceById(from.service);
  return source?.read ? roles.flatMap((role) => readsOf(role, source, from)) : [];
}

/** `role` may read `from`: each of its reader's permissions, on the resource it is for. */
function readsOf(role: string, source: ServiceSpec, from: ServiceNode): Assertion[] {
  return readGrants(source, from).map((g) => ({
    kind: 'grants' as const,
    role,
    actions: [...g.actions],
    resource: g.resource,
  }));
}

/** The application's code calling a service: its role may do what that takes (the network is the blocks' own). */
function applicationNeeds(role: string, to: ServiceNode): Assertion[] {
  const target = serviceById(to.service);
  if (target?.permission_of)
    return [{ kind: 'grants', role, actions: [...target.permission_of.actions], resource: '*' }];
  return target?.target?.actions.length
    ? [{ kind: 'grants', role, actions: [...target.target.actions], resource: target.target.arn(to) }]
    : [];
}

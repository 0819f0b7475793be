import type { ServiceNode, ServiceSpec } from '../services/types';
import type { SynthesisContext } from './context';
import type { Door } from './wiring';

/** One permission a reader of a source needs: actions on one resource (or `*`). */
export interface ReadGrant {
  actions: readonly string[];
  resource: unknown;
}

/** What reading `from` takes: its family's `read` on what is polled, and `read_also` on what it names. */
export function readGrants(source: ServiceSpec, from: ServiceNode): ReadGrant[] {
  const arn = (source.poll_arn ?? source.target?.arn)?.(from);
  return [
    ...(source.read ? [{ actions: source.read, resource: arn }] : []),
    ...(source.read_also ?? []).map((r) => ({ actions: r.actions, resource: r.arn(from) })),
  ];
}

/**
 * What a Lambda event source mapping does with the function's role to reach a source inside the
 * VPC: it describes the source's network and makes its own interfaces there (AWS Lambda guide,
 * "Configuring Lambda permissions for Amazon MSK event source mappings" and "Using Lambda with
 * Amazon MQ"; none of these take a resource narrower than `*`).
 */
export const POLLER_NETWORK: readonly string[] = [
  'ec2:CreateNetworkInterface',
  'ec2:DescribeNetworkInterfaces',
  'ec2:DeleteNetworkInterface',
  'ec2:DescribeVpcs',
  'ec2:DescribeSubnets',
  'ec2:DescribeSecurityGroups',
];

/** The group and port a source inside the VPC admits its readers through, when it has one. */
export function sourceDoor(ctx: SynthesisContext, source: ServiceSpec, from: ServiceNode): Door | undefined {
  if (!source.vpc) return undefined;
  const store = ctx.dataStoreGroups.find((s) => s.block === from.name);
  return store && { group: store.group, port: store.port };
}

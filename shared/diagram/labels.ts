import { SERVICE_LABELS } from '../messages/diagram';
import { type Category, listedCategory } from './badges';
import type { ServiceGroup } from './types';

/** The service segment of `Provider::Service::Kind` (the whole type when it has no second segment). */
export function serviceOf(type: string): string {
  return type.split('::')[1] ?? type;
}

/** The third segment of the type, or the type itself. */
export function kindOf(type: string): string {
  return type.split('::')[2] ?? type;
}

/**
 * EC2 holds the network as well as the servers: its VPC, subnets, gateways, routes, security groups
 * and flow logs (the types the diagram's badges place in these categories) are filed with the
 * network, not under 'Compute'.
 */
const NETWORK_CATEGORIES: ReadonlySet<Category> = new Set(['network', 'security', 'management']);

export function serviceLabel(type: string): string {
  const service = serviceOf(type);
  if (service === 'EC2' && NETWORK_CATEGORIES.has(listedCategory(type) ?? 'compute'))
    return SERVICE_LABELS.VPC as string;
  return Object.hasOwn(SERVICE_LABELS, service) ? SERVICE_LABELS[service] : service;
}

/** Resources grouped by service label, by count descending (then label, so the order is stable). */
export function serviceGroups(resources: readonly { id: string; type: string }[]): ServiceGroup[] {
  const groups = new Map<string, ServiceGroup>();
  for (const { id, type } of resources) {
    const label = serviceLabel(type);
    const group = groups.get(label) ?? { service: serviceOf(type), label, count: 0, resourceIds: [] };
    group.count += 1;
    group.resourceIds.push(id);
    groups.set(label, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

import type { Violation } from '#shared/compliance/violation';
import type { BoxFindings } from '#shared/diagram/svg';
import type { DiagramContainer, DiagramGraph, DiagramNode, DiagramResource } from '#shared/diagram/types';

const SEVERITY_RANK: Record<string, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** Findings counted on the box that shows each finding's resource, with the worst severity. */
export function findingsByBox(
  graph: DiagramGraph,
  violations: readonly Violation[],
): Record<string, BoxFindings> {
  const shownIn = new Map(graph.resources.map((r) => [r.id, r.shownIn]));
  const boxes: Record<string, BoxFindings> = {};
  for (const violation of violations) {
    const box = shownIn.get(violation.resource);
    if (!box) continue;
    const current = boxes[box];
    boxes[box] = {
      count: (current?.count ?? 0) + 1,
      severity:
        current && (SEVERITY_RANK[current.severity] ?? 0) >= (SEVERITY_RANK[violation.severity] ?? 0)
          ? current.severity
          : violation.severity,
    };
  }
  return boxes;
}

export type Selected =
  | { kind: 'node'; node: DiagramNode; resource?: DiagramResource }
  | { kind: 'container'; container: DiagramContainer; resource?: DiagramResource }
  | { kind: 'folded'; resource: DiagramResource };

/** What an id names in the graph: a box, a container, or a resource folded into one. */
export function selectedOf(graph: DiagramGraph, id: string): Selected | undefined {
  const resource = graph.resources.find((r) => r.id === id);
  const node = graph.nodes.find((n) => n.id === id);
  if (node) return { kind: 'node', node, resource };
  const container = graph.containers.find((c) => c.id === id);
  if (container) return { kind: 'container', container, resource };
  return resource ? { kind: 'folded', resource } : undefined;
}

/** The ids a selection's findings belong to: the resource, and those folded into its box. */
export function idsOf(selected: Selected): string[] {
  if (selected.kind === 'folded') return [selected.resource.id];
  const box = selected.kind === 'node' ? selected.node : selected.container;
  return [box.id, ...box.members];
}

/** "Private subnets › VPC Vpc": the boxes around a box, innermost first. */
export function locationOf(graph: DiagramGraph, parent: string | undefined): string {
  const names: string[] = [];
  for (let at = parent; at; at = graph.containers.find((c) => c.id === at)?.parent) {
    const container = graph.containers.find((c) => c.id === at);
    if (!container || names.length > 4) break;
    names.push(container.kind === 'vpc' ? `VPC ${container.label}` : container.label);
  }
  return names.join(' › ');
}

/** A property value as short readable text: scalars as they are, the rest as indented JSON. */
export function propertyText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2) ?? '';
}

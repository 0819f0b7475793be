import { parseTemplate, type ResolveOptions, resolveTemplate } from '../cfn/index';
import { isPlainObject } from '../cfn/plain';
import { collectRefs } from '../cfn/resolve/helpers';
import type { ParsedTemplate, Resource } from '../cfn/types';
import { chainOf, containment } from './containment';
import { kindOf, serviceGroups, serviceLabel, serviceOf } from './labels';
import { type Reference, referencesOf } from './references';
import type { DiagramEdge, DiagramGraph, DiagramNode } from './types';

/** A template (text or parsed) as a graph: resources, VPC > AZ > subnet containers, reference edges. */
export function templateToGraph(
  template: string | ParsedTemplate,
  options: ResolveOptions = {},
): DiagramGraph {
  const parsed = typeof template === 'string' ? parseTemplate(template) : template;
  return resourcesToGraph(
    resolveTemplate(parsed, options),
    isPlainObject(parsed.body.Resources) ? parsed.body.Resources : {},
  );
}

/**
 * `declarations` is the template's raw Resources section: references are read there so each edge
 * knows whether it came from Ref, GetAtt, Sub or DependsOn. Resources a loop (Fn::ForEach)
 * produced have no declaration of their own and fall back to what the resolver saw (as Ref).
 */
export function resourcesToGraph(
  resources: readonly Resource[],
  declarations: Record<string, unknown>,
): DiagramGraph {
  const ids = new Set(resources.map((r) => r.logicalId));
  const refs = new Map<string, Reference[]>();
  for (const resource of resources) {
    const declaration = Object.hasOwn(declarations, resource.logicalId)
      ? declarations[resource.logicalId]
      : undefined;
    const found = isPlainObject(declaration)
      ? referencesOf(declaration)
      : collectRefs(resource.properties).map((target): Reference => ({ target, kind: 'Ref' }));
    refs.set(
      resource.logicalId,
      found.filter((ref) => ids.has(ref.target) && ref.target !== resource.logicalId),
    );
  }
  const { containers, parentOf } = containment(resources, refs, declarations);
  const containerIds = new Set(containers.map((c) => c.id));
  const nodes: DiagramNode[] = resources
    .filter((r) => !containerIds.has(r.logicalId))
    .map((r) => {
      const node: DiagramNode = {
        id: r.logicalId,
        type: r.type,
        service: serviceOf(r.type),
        serviceLabel: serviceLabel(r.type),
        kind: kindOf(r.type),
      };
      const parent = parentOf.get(r.logicalId);
      if (parent) node.parent = parent;
      return node;
    });
  return {
    nodes,
    containers,
    edges: edgesOf(refs, parentOf),
    groups: serviceGroups(resources.map((r) => ({ id: r.logicalId, type: r.type }))),
  };
}

/** One edge per pair of resources, listing every way one refers to the other; containment replaces
 * the edges between a resource and the containers around it. */
function edgesOf(
  refs: ReadonlyMap<string, Reference[]>,
  parentOf: ReadonlyMap<string, string>,
): DiagramEdge[] {
  const edges = new Map<string, DiagramEdge>();
  for (const [source, list] of refs) {
    const around = chainOf(source, parentOf);
    for (const { target, kind } of list) {
      if (around.includes(target) || chainOf(target, parentOf).includes(source)) continue;
      const id = `${source}->${target}`;
      const edge = edges.get(id) ?? { id, source, target, kinds: [] };
      if (!edge.kinds.includes(kind)) edge.kinds.push(kind);
      edges.set(id, edge);
    }
  }
  return [...edges.values()];
}

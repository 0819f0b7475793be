import { parseTemplate, type ResolveOptions, resolveTemplate } from '../cfn/index';
import { isPlainObject } from '../cfn/plain';
import { collectRefs } from '../cfn/resolve/helpers';
import type { ParsedTemplate, Resource } from '../cfn/types';
import { typeLabel } from './badges';
import { chainOf, containment } from './containment';
import { type Expand, foldOwners, foldsIntoContainer } from './fold';
import { kindOf, serviceGroups, serviceLabel, serviceOf } from './labels';
import { type Reference, referencesOf } from './references';
import { subnetTiers } from './tiers';
import type { DiagramEdge, DiagramGraph, DiagramNode, DiagramResource } from './types';

export interface GraphOptions extends ResolveOptions {
  /** folds to undo: 'all' draws every resource; a list opens those boxes one level (default: none) */
  expand?: Expand;
  /** keep each resource's resolved properties in `resources` (for a details panel) */
  withProperties?: boolean;
}

const CONTAINER_TYPES = new Set(['AWS::EC2::VPC', 'AWS::EC2::Subnet']);

/**
 * A template (text or parsed) as a graph: a box per resource that does not fold into another
 * (see ./fold-rules), VPC > subnet tier > subnet containers, and reference edges between boxes.
 */
export function templateToGraph(template: string | ParsedTemplate, options: GraphOptions = {}): DiagramGraph {
  const parsed = typeof template === 'string' ? parseTemplate(template) : template;
  return resourcesToGraph(
    resolveTemplate(parsed, options),
    isPlainObject(parsed.body.Resources) ? parsed.body.Resources : {},
    options,
  );
}

/**
 * `declarations` is the template's raw Resources section: references are read there so each edge
 * knows whether it came from Ref, GetAtt, Sub or DependsOn, and under which property. Resources a
 * loop (Fn::ForEach) produced have no declaration of their own and fall back to what the resolver
 * saw (as Ref).
 */
export function resourcesToGraph(
  resources: readonly Resource[],
  declarations: Record<string, unknown>,
  options: Pick<GraphOptions, 'expand' | 'withProperties'> = {},
): DiagramGraph {
  const expand = options.expand ?? [];
  const refs = referenceMap(resources, declarations);
  const owners = foldOwners(resources, refs, expand);
  const shownIn = (id: string) => owners.get(id) ?? id;

  // Each box refers to what it and everything folded into it refer to.
  const boxRefs = new Map<string, Reference[]>();
  for (const r of resources) {
    const box = shownIn(r.logicalId);
    boxRefs.set(box, [...(boxRefs.get(box) ?? []), ...(refs.get(r.logicalId) ?? [])]);
  }
  const { containers, parentOf } = containment(
    resources,
    boxRefs,
    declarations,
    subnetTiers(resources, refs),
  );

  // Network plumbing (route tables, endpoints) folds into the tier or VPC around it.
  const opened = new Set(expand === 'all' ? [] : expand);
  const isSubnet = new Set(resources.filter((r) => r.type === 'AWS::EC2::Subnet').map((r) => r.logicalId));
  for (const r of resources) {
    let parent = parentOf.get(r.logicalId);
    while (parent && isSubnet.has(parent) && parentOf.has(parent)) parent = parentOf.get(parent);
    if (expand === 'all' || owners.has(r.logicalId) || !parent || opened.has(parent)) continue;
    if (!foldsIntoContainer(r.type)) continue;
    for (const [id, owner] of owners) if (owner === r.logicalId) owners.set(id, parent);
    owners.set(r.logicalId, parent);
  }

  const membersOf = new Map<string, string[]>();
  for (const r of resources) {
    const owner = owners.get(r.logicalId);
    if (owner) membersOf.set(owner, [...(membersOf.get(owner) ?? []), r.logicalId]);
  }
  const nodes: DiagramNode[] = resources
    .filter((r) => !CONTAINER_TYPES.has(r.type) && !owners.has(r.logicalId))
    .map((r) => {
      const node: DiagramNode = {
        id: r.logicalId,
        type: r.type,
        service: serviceOf(r.type),
        serviceLabel: serviceLabel(r.type),
        kind: kindOf(r.type),
        typeLabel: typeLabel(r.type),
        members: membersOf.get(r.logicalId) ?? [],
      };
      const parent = parentOf.get(r.logicalId);
      if (parent) node.parent = parent;
      return node;
    });
  for (const container of containers) container.members = membersOf.get(container.id) ?? [];
  // A subnet gets a box of its own only when something sits in it alone; its tier lists it anyway.
  const occupied = new Set(nodes.map((n) => n.parent));
  const shownContainers = containers.filter(
    (c) => c.kind !== 'subnet' || occupied.has(c.id) || c.members.length > 0 || !c.parent,
  );

  const containerIds = new Set(containers.map((c) => c.id));
  const shown = new Set([...nodes, ...shownContainers].map((box) => box.id));
  return {
    nodes,
    containers: shownContainers,
    // a reference to a subnet or VPC says where a box sits, which its nesting already shows
    edges: edgesOf(refs, owners, parentOf).filter(
      (e) => shown.has(e.source) && shown.has(e.target) && !containerIds.has(e.target),
    ),
    groups: serviceGroups(resources.map((r) => ({ id: r.logicalId, type: r.type }))),
    resources: resources.map((r): DiagramResource => {
      const entry: DiagramResource = {
        id: r.logicalId,
        type: r.type,
        typeLabel: typeLabel(r.type),
        // a subnet without a box of its own is listed by its tier
        shownIn:
          isSubnet.has(r.logicalId) && !shown.has(r.logicalId)
            ? (parentOf.get(r.logicalId) ?? r.logicalId)
            : shownIn(r.logicalId),
      };
      if (options.withProperties) entry.properties = r.properties;
      return entry;
    }),
  };
}

function referenceMap(
  resources: readonly Resource[],
  declarations: Record<string, unknown>,
): Map<string, Reference[]> {
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
  return refs;
}

/**
 * One edge per pair of boxes, listing every way one (or something folded into it) refers to the
 * other; containment replaces the edges between a box and the containers around it.
 */
function edgesOf(
  refs: ReadonlyMap<string, Reference[]>,
  owners: ReadonlyMap<string, string>,
  parentOf: ReadonlyMap<string, string>,
): DiagramEdge[] {
  const shownIn = (id: string) => owners.get(id) ?? id;
  const edges = new Map<string, DiagramEdge>();
  for (const [from, list] of refs) {
    const source = shownIn(from);
    const around = chainOf(source, parentOf);
    for (const ref of list) {
      const target = shownIn(ref.target);
      if (target === source || around.includes(target) || chainOf(target, parentOf).includes(source))
        continue;
      const id = `${source}->${target}`;
      const edge = edges.get(id) ?? { id, source, target, kinds: [] };
      if (!edge.kinds.includes(ref.kind)) edge.kinds.push(ref.kind);
      edges.set(id, edge);
    }
  }
  return [...edges.values()];
}

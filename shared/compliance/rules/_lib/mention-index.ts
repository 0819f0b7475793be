import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';

/** Per scan, which resources refer to each logical id: built once, read by every rule. */
const indexes = new WeakMap<ScanContext, Map<string, Resource[]>>();

/**
 * The resources whose properties refer to `logicalId` (an unresolved `Ref`, `GetAtt` or `Sub`
 * naming it), in template order. Rules that look for "who uses this resource" read this instead
 * of walking every resource per finding, which made a scan quadratic in the template's size.
 */
export function resourcesMentioning(ctx: ScanContext, logicalId: string): readonly Resource[] {
  let index = indexes.get(ctx);
  if (!index) {
    index = mentionIndex(ctx.resources, undefined);
    indexes.set(ctx, index);
  }
  return index.get(logicalId) ?? NONE;
}

/**
 * `resourcesMentioning` among resources of `types` only, in template order: a rule that asks
 * only which resources of a few types name a resource (SNS publishers) reads and indexes those,
 * not the whole template. Remembered per scan and list: pass the same list every time.
 */
export function resourcesOfTypesMentioning(
  ctx: ScanContext,
  types: readonly string[],
  logicalId: string,
): readonly Resource[] {
  let byList = typedIndexes.get(ctx);
  if (!byList) {
    byList = new Map();
    typedIndexes.set(ctx, byList);
  }
  let index = byList.get(types);
  if (!index) {
    index = mentionIndex(ofTypes(ctx, types) ?? ctx.resources, new Set(types));
    byList.set(types, index);
  }
  return index.get(logicalId) ?? NONE;
}

/**
 * The resources of `types`, in template order, from the scan's lists by type when at most one of
 * the types is in the template (its list is in template order); undefined when several are, and
 * only a pass over every resource keeps their order. Most templates hold none of a rule's few
 * types, and the pass over all of them was the whole cost of the index there.
 */
function ofTypes(ctx: ScanContext, types: readonly string[]): readonly Resource[] | undefined {
  let found: readonly Resource[] = NONE;
  for (const type of new Set(types)) {
    const list = ctx.ofType(type);
    if (list.length === 0) continue;
    if (found.length > 0) return undefined;
    found = list;
  }
  return found;
}

const typedIndexes = new WeakMap<ScanContext, Map<readonly string[], Map<string, Resource[]>>>();

/** Which of the resources (of the wanted types, when given) refer to each logical id. */
function mentionIndex(
  resources: readonly Resource[],
  types: ReadonlySet<string> | undefined,
): Map<string, Resource[]> {
  const index = new Map<string, Resource[]>();
  const ids = new Set<string>(); // emptied per resource, not made per resource
  for (const resource of resources) {
    if (types !== undefined && !types.has(resource.type)) continue;
    ids.clear();
    collectRefs(resource.properties, ids);
    for (const id of ids) {
      const list = index.get(id);
      if (list) list.push(resource);
      else index.set(id, [resource]);
    }
  }
  return index;
}

const NONE: readonly Resource[] = [];

function collectRefs(value: unknown, into: Set<string>): void {
  if (isUnknown(value)) {
    for (const id of value.refs ?? []) into.add(id);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else for (const key in value) collectRefs((value as Record<string, unknown>)[key], into);
}

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
    index = new Map();
    const ids = new Set<string>(); // emptied per resource, not made per resource
    for (const resource of ctx.resources) {
      ids.clear();
      collectRefs(resource.properties, ids);
      for (const id of ids) {
        const list = index.get(id);
        if (list) list.push(resource);
        else index.set(id, [resource]);
      }
    }
    indexes.set(ctx, index);
  }
  return index.get(logicalId) ?? NONE;
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

import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { TemplatePatch } from '#shared/compliance/types';
import { dig, type Key, type Path } from './props';

/** Patches the fixes write, as paths from the template root. */

/**
 * A `set` patch for a property path under the resource's Properties. When containers on the way
 * are missing, the patch sets the first missing one to a nested object, so it applies whether or
 * not the patcher creates intermediate objects.
 */
export function setProp(resource: Resource, path: readonly Key[], value: unknown): TemplatePatch {
  let depth = 0;
  let current: unknown = resource.properties;
  while (depth < path.length - 1) {
    const next = dig(current, path[depth]);
    if (next === null || typeof next !== 'object' || isUnknown(next)) break;
    current = next;
    depth++;
  }
  let nested = value;
  for (let i = path.length - 1; i > depth; i--) {
    nested = typeof path[i] === 'number' ? [nested] : { [path[i]]: nested };
  }
  const at: Key[] = ['Resources', resource.logicalId, 'Properties'];
  for (let i = 0; i <= depth && i < path.length; i++) at.push(path[i]);
  return { op: 'set', path: at, value: nested };
}

/** A logical id not yet used in the template, for resources a fix adds. */
export function freshLogicalId(base: string, taken: (id: string) => boolean): string {
  const clean = base.replace(/[^A-Za-z0-9]/g, '');
  if (!taken(clean)) return clean;
  let n = 2;
  while (taken(`${clean}${n}`)) n++;
  return `${clean}${n}`;
}

/** A patch path under the resource's Properties. */
export function propertyPath(resource: Resource, ...path: Path): Path {
  return ['Resources', resource.logicalId, 'Properties', ...path];
}

/** Sets the whole path as given (unlike `setProp`, which nests missing containers). */
export function setProperty(resource: Resource, path: Path, value: unknown): TemplatePatch {
  return { op: 'set', path: propertyPath(resource, ...path), value };
}

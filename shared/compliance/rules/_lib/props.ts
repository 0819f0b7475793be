import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, TemplatePatch } from '#shared/compliance/types';

/**
 * Readers for the data, storage and network rules. Template values are loosely typed (YAML strings
 * for booleans and numbers are legal CloudFormation) and any container may be an UnknownValue, so
 * every reader returns a plain value, `undefined` (absent) or the UnknownValue it met on the way.
 */

export type Key = string | number;

/** Reads a nested value; an unknown container on the way makes the whole read that unknown. */
export function dig(value: unknown, ...path: readonly Key[]): unknown {
  let current = value;
  for (const key of path) {
    if (isUnknown(current)) return current;
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return current;
}

/** A property of the resource by path under Properties. */
export function propOf(resource: Resource, ...path: readonly Key[]): unknown {
  return dig(resource.properties, ...path);
}

/** CloudFormation accepts `true`, `"true"` and `"True"` for booleans. */
export function toBool(value: unknown): boolean | UnknownValue | undefined {
  if (isUnknown(value) || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
  }
  return undefined;
}

/** Numbers may be written as strings in templates. */
export function toNumber(value: unknown): number | UnknownValue | undefined {
  if (isUnknown(value) || typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** A list property: absent is an empty list; a scalar where a list is expected is a one-item list. */
export function toList(value: unknown): readonly unknown[] | UnknownValue {
  if (value === undefined || value === null) return [];
  if (isUnknown(value)) return value;
  return Array.isArray(value) ? value : [value];
}

/** The first UnknownValue anywhere inside `value` (depth first), if any. */
export function firstUnknown(value: unknown): UnknownValue | undefined {
  if (isUnknown(value)) return value;
  if (value === null || typeof value !== 'object') return undefined;
  for (const child of Object.values(value)) {
    const found = firstUnknown(child);
    if (found) return found;
  }
  return undefined;
}

export const PASS: Evaluation = { status: 'pass' };
export const NOT_APPLICABLE: Evaluation = { status: 'not_applicable' };

export function failWith(message: string): Evaluation {
  return { status: 'fail', message };
}

/** The `unknown` answer for a property the rule needs: "<label> is <reason>". */
export function unknownFrom(label: string, value: UnknownValue): Evaluation {
  return { status: 'unknown', reason: `${label} is ${value.reason}` };
}

/**
 * A boolean property that must be true. `fallback` is the CloudFormation default when absent.
 * The label in an unknown answer is the property path, e.g. "EncryptionAtRestOptions.Enabled".
 */
export function requireTrue(
  resource: Resource,
  path: readonly Key[],
  failMessage: string,
  fallback = false,
): Evaluation {
  const value = toBool(propOf(resource, ...path));
  if (isUnknown(value)) return unknownFrom(path.join('.'), value);
  return (value ?? fallback) ? PASS : failWith(failMessage);
}

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
  return {
    op: 'set',
    path: ['Resources', resource.logicalId, 'Properties', ...path.slice(0, depth + 1)],
    value: nested,
  };
}

/** A logical id not yet used in the template, for resources a fix adds. */
export function freshLogicalId(base: string, taken: (id: string) => boolean): string {
  const clean = base.replace(/[^A-Za-z0-9]/g, '');
  if (!taken(clean)) return clean;
  let n = 2;
  while (taken(`${clean}${n}`)) n++;
  return `${clean}${n}`;
}

/** True when an unresolved value anywhere inside `value` points at the resource `logicalId`. */
export function mentions(value: unknown, logicalId: string): boolean {
  if (isUnknown(value)) return (value.refs ?? []).includes(logicalId);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some((child) => mentions(child, logicalId));
}

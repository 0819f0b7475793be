import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';

/**
 * The one module that reads resource properties. Template values are loosely typed (YAML strings
 * for booleans and numbers are legal CloudFormation) and any container may be an UnknownValue, so
 * every reader returns a plain value, `undefined` (absent) or the UnknownValue it met on the way.
 */

export type Key = string | number;

/** Reads a nested value; an unknown container on the way makes the whole read that unknown. */
export function dig(value: unknown, ...path: readonly Key[]): unknown {
  return digPath(value, path);
}

/** `dig` with the path as one list: callers holding a path pass it without spreading it. */
export function digPath(value: unknown, path: readonly Key[]): unknown {
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
  return digPath(resource.properties, path);
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

/** True when an unresolved value anywhere inside `value` points at the resource `logicalId`. */
export function mentions(value: unknown, logicalId: string): boolean {
  if (isUnknown(value)) return (value.refs ?? []).includes(logicalId);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some((child) => mentions(child, logicalId));
}

export type Path = readonly Key[];

/** Like toList, but an absent list stays `undefined` so callers can tell "absent" from "empty". */
export function asList(value: unknown): readonly unknown[] | UnknownValue | undefined {
  return value === undefined || value === null ? undefined : toList(value);
}

/** True when a value is present and not empty (empty string, list or object count as unset). */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && !isUnknown(value)) return hasOwnKey(value);
  return true;
}

/** Whether an object has an own enumerable key, without listing its keys. */
function hasOwnKey(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}

/**
 * Only a condition (Fn::If with AWS::NoValue in a branch) can make a property vanish at
 * deployment; a Ref, GetAtt, Sub or parameter still yields a value even if it is not known here.
 */
export function mayBeAbsent(value: UnknownValue): boolean {
  return /^set by (a )?condition/.test(value.reason);
}

/**
 * Unresolved text that cannot be a bare wildcard such as "*": a Ref or GetAtt to a template
 * resource (an ARN, a name or an id) or text a Sub/Join built around literal parts. A parameter,
 * mapping, import or condition could still hold any text.
 */
export function isOpaqueText(value: UnknownValue): boolean {
  if (mayBeAbsent(value)) return false;
  return (value.refs ?? []).length > 0 || /^text (built|joined) from /.test(value.reason);
}

/** Whether a property is present: an unresolved value counts unless a condition may remove it. */
export function presence(value: unknown): boolean | UnknownValue {
  if (isUnknown(value)) return mayBeAbsent(value) ? value : true;
  return isSet(value);
}

import {
  type Evaluation,
  isUnknown,
  type Resource,
  type TemplatePatch,
  type UnknownValue,
} from '../../types';

/**
 * Small readers for the platform rules (R2). Template values are loosely typed (YAML strings for
 * booleans and numbers are legal CloudFormation), and any container may be an UnknownValue, so
 * every reader either returns a plain value, `undefined` (absent) or the UnknownValue it met.
 */

export type Path = readonly (string | number)[];

/** Reads a nested value; an unknown container on the way makes the whole read that unknown. */
export function read(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (isUnknown(current)) return current;
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A property of the resource by path under Properties. */
export function prop(resource: Resource, ...path: Path): unknown {
  return read(resource.properties, path);
}

/** CloudFormation accepts `true`, `"true"` and `"True"` for booleans. */
export function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
  }
  return undefined;
}

/** Numbers may be written as strings in templates. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** A list property; a scalar where a list is expected counts as a one-item list. */
export function asList(value: unknown): readonly unknown[] | UnknownValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (isUnknown(value)) return value;
  return Array.isArray(value) ? value : [value];
}

/** True when a value is present and not empty (empty string, list or object count as unset). */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && !isUnknown(value)) return Object.keys(value).length > 0;
  return true;
}

export const PASS: Evaluation = { status: 'pass' };
export const NOT_APPLICABLE: Evaluation = { status: 'not_applicable' };

export function fail(message: string): Evaluation {
  return { status: 'fail', message };
}

/** The `unknown` answer for a property the rule needs, e.g. "KmsKeyId is set by a condition ...". */
export function unknownProp(name: string, value: UnknownValue): Evaluation {
  return { status: 'unknown', reason: `${name} is ${value.reason}` };
}

export function unknownBecause(reason: string): Evaluation {
  return { status: 'unknown', reason };
}

/** A patch path under the resource's Properties. */
export function propertyPath(resource: Resource, ...path: Path): Path {
  return ['Resources', resource.logicalId, 'Properties', ...path];
}

export function setProperty(resource: Resource, path: Path, value: unknown): TemplatePatch {
  return { op: 'set', path: propertyPath(resource, ...path), value };
}

/** The common "this boolean property must be true" check; absent counts as false. */
export function expectTrue(resource: Resource, path: Path, failMessage: string): Evaluation {
  const value = prop(resource, ...path);
  if (isUnknown(value)) return unknownProp(path.join('.'), value);
  return asBoolean(value) === true ? PASS : fail(failMessage);
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

/** The common "this property must be set" check. */
export function expectSet(resource: Resource, path: Path, failMessage: string): Evaluation {
  const present = presence(prop(resource, ...path));
  if (isUnknown(present)) return unknownProp(path.join('.'), present);
  return present ? PASS : fail(failMessage);
}

import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, TemplatePatch } from '#shared/compliance/types';
import { failWith, type Key, PASS, propOf, toList, unknownFrom } from './props';

/**
 * Readers the platform rules (R2) add on top of props.ts (which holds the shared ones: dig, propOf,
 * toBool, PASS, failWith...): "is this property present" with the rule that only a condition can
 * remove an unresolved value, and patches that set a full property path as given.
 */

export type Path = readonly Key[];

/** Like toList, but an absent list stays `undefined` so callers can tell "absent" from "empty". */
export function asList(value: unknown): readonly unknown[] | UnknownValue | undefined {
  return value === undefined || value === null ? undefined : toList(value);
}

/** True when a value is present and not empty (empty string, list or object count as unset). */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && !isUnknown(value)) return Object.keys(value).length > 0;
  return true;
}

export function unknownBecause(reason: string): Evaluation {
  return { status: 'unknown', reason };
}

/** A patch path under the resource's Properties. */
export function propertyPath(resource: Resource, ...path: Path): Path {
  return ['Resources', resource.logicalId, 'Properties', ...path];
}

/** Sets the whole path as given (unlike props.ts `setProp`, which nests missing containers). */
export function setProperty(resource: Resource, path: Path, value: unknown): TemplatePatch {
  return { op: 'set', path: propertyPath(resource, ...path), value };
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
  const present = presence(propOf(resource, ...path));
  if (isUnknown(present)) return unknownFrom(path.join('.'), present);
  return present ? PASS : failWith(failMessage);
}

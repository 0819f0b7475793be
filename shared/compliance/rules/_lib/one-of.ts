import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import { type Key, propOf } from './props';

/**
 * A text setting that must be one of `allowed`; `fallback` is what AWS applies when it is absent.
 * `failMessage` receives the value in force (written, or the default).
 */
export function requireOneOf(
  resource: Resource,
  path: readonly Key[],
  allowed: readonly string[],
  fallback: string,
  failMessage: (value: string) => string,
): Evaluation {
  const value = propOf(resource, ...path);
  if (isUnknown(value)) return unknownFrom(path.join('.'), value);
  const inForce = value === undefined ? fallback : String(value);
  return allowed.includes(inForce) ? PASS : failWith(failMessage(inForce));
}

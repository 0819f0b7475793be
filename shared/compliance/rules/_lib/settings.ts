import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import { type Key, propOf, toNumber } from './props';

/**
 * A text setting that must not be one of `rejected`; `fallback` is what AWS applies when it is
 * absent (undefined: nothing, which passes). `failMessage` receives the value in force.
 */
export function rejectOneOf(
  resource: Resource,
  path: readonly Key[],
  rejected: readonly string[],
  fallback: string | undefined,
  failMessage: (value: string) => string,
): Evaluation {
  const value = propOf(resource, ...path);
  if (isUnknown(value)) return unknownFrom(path.join('.'), value);
  const inForce = value === undefined ? fallback : String(value);
  return inForce !== undefined && rejected.includes(inForce) ? failWith(failMessage(inForce)) : PASS;
}

/**
 * A number that must be at least `minimum`; `fallback` is AWS's default when it is absent.
 * `failMessage` receives the number in force (written, or the default).
 */
export function atLeast(
  resource: Resource,
  path: readonly Key[],
  minimum: number,
  fallback: number,
  failMessage: (value: number) => string,
): Evaluation {
  const value = propOf(resource, ...path);
  if (isUnknown(value)) return unknownFrom(path.join('.'), value);
  const number = value === undefined ? fallback : toNumber(value);
  if (isUnknown(number)) return unknownFrom(path.join('.'), number);
  if (typeof number !== 'number') return failWith(failMessage(Number.NaN));
  return number >= minimum ? PASS : failWith(failMessage(number));
}

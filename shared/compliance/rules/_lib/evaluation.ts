import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, Severity } from '#shared/compliance/types';
import { type Key, type Path, presence, propOf, toBool } from './props';

/** The answers a rule gives, and the common checks built from the property readers. */

export const PASS: Evaluation = { status: 'pass' };
export const NOT_APPLICABLE: Evaluation = { status: 'not_applicable' };

/** A failure; `atMost` caps its severity where the rule's own level overstates the case. */
export function failWith(message: string, atMost?: Severity): Evaluation {
  return atMost ? { status: 'fail', message, severity: atMost } : { status: 'fail', message };
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

export function unknownBecause(reason: string): Evaluation {
  return { status: 'unknown', reason };
}

/** The common "this property must be set" check. */
export function expectSet(resource: Resource, path: Path, failMessage: string): Evaluation {
  const present = presence(propOf(resource, ...path));
  if (isUnknown(present)) return unknownFrom(path.join('.'), present);
  return present ? PASS : failWith(failMessage);
}

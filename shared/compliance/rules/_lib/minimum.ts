import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import { propOf, toNumber } from './props';

/**
 * A top-level numeric property that passes when absent (for the rules using this, the
 * CloudFormation default is already compliant) or at least `minimum`. A value that is not a number
 * fails; `failure` words the finding from the value as written in the template.
 */
export function absentOrAtLeast(
  resource: Resource,
  property: string,
  minimum: number,
  failure: (written: string) => string,
): Evaluation {
  const value = propOf(resource, property);
  if (isUnknown(value)) return unknownFrom(property, value);
  const number = toNumber(value);
  if (value === undefined || (typeof number === 'number' && number >= minimum)) return PASS;
  return failWith(failure(String(value)));
}

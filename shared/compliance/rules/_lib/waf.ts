import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import type { Maybe } from './maybe';
import { propOf } from './props';

/**
 * Whether some AWS::WAFv2::WebACLAssociation's ResourceArn refers to one of `logicalIds`. An ARN
 * that cannot be resolved and points at nothing in the template leaves the answer unknown.
 */
export function webAclAssociated(ctx: ScanContext, logicalIds: readonly string[]): Maybe {
  let unknown: Maybe = false;
  for (const association of ctx.ofType('AWS::WAFv2::WebACLAssociation')) {
    const arn = propOf(association, 'ResourceArn');
    if (!isUnknown(arn)) continue;
    const refs = arn.refs ?? [];
    if (refs.some((id) => logicalIds.includes(id))) return true;
    if (refs.length === 0 && unknown === false) unknown = arn;
  }
  return unknown;
}

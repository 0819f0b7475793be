import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, ScanContext } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import type { KeyReference } from './key-properties';
import { nameOf } from './nouns';

export type KeyKind = 'customer' | 'aws-managed' | 'absent';

const KEY_TYPES = new Set(['AWS::KMS::Key', 'AWS::KMS::ReplicaKey', 'AWS::KMS::Alias']);

/**
 * Classifies a KMS key reference. AWS managed keys are only ever named by their `alias/aws/...`
 * alias; any other id, ARN or alias names a customer managed key. A reference to a KMS resource in
 * the template is a customer key even when its ARN cannot be resolved.
 */
export function keyKind(value: unknown, ctx: ScanContext): KeyKind | UnknownValue {
  if (value === undefined || value === null || value === '') return 'absent';
  if (isUnknown(value)) {
    const refs = value.refs ?? [];
    if (refs.some((id) => KEY_TYPES.has(ctx.byId(id)?.type ?? ''))) return 'customer';
    return value;
  }
  if (typeof value !== 'string') return 'absent';
  return /(^|:)alias\/aws\//.test(value) ? 'aws-managed' : 'customer';
}

/**
 * One key reference of a sensitive data store: PASS when it names a customer managed key, unknown
 * when it cannot be resolved, else the finding that the AWS managed (or no) key is used.
 */
export function requireCustomerKey(
  resource: Resource,
  reference: KeyReference,
  ctx: ScanContext,
): Evaluation {
  const kind = keyKind(reference.value, ctx);
  if (isUnknown(kind)) return unknownFrom(reference.label, kind);
  if (kind === 'customer') return PASS;
  return failWith(
    `${nameOf(resource)} is classified sensitive but uses the AWS managed key: ${reference.label} does not name a customer managed key.`,
  );
}

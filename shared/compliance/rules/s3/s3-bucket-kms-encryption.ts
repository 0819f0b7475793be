import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { unlessSensitive } from '../_lib/classification';
import { failWith, unknownFrom } from '../_lib/evaluation';
import { requireCustomerKey } from '../_lib/kms';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toList } from '../_lib/props';

const KMS_ALGORITHMS = new Set(['aws:kms', 'aws:kms:dsse']);

/**
 * Compliant: a bucket classified sensitive encrypts by default with aws:kms (or aws:kms:dsse)
 * under a customer managed key (KMSMasterKeyID). Buckets not classified sensitive: n/a.
 */
export const s3BucketKmsEncryption: Rule = {
  id: 's3-bucket-kms-encryption',
  service: 's3',
  severity: 'medium',
  title: 'Sensitive S3 buckets encrypt with a customer managed KMS key',
  description:
    'A customer managed key puts access to sensitive data under the organisation’s own key policy, rotation and audit trail, as classification-based protection requires.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Set ServerSideEncryptionByDefault.SSEAlgorithm to aws:kms and KMSMasterKeyID to a customer managed AWS::KMS::Key (BucketKeyEnabled true keeps request costs low).',
  fixCostUsdMonthly: 1,
  evaluate(resource, ctx) {
    const gate = unlessSensitive(resource, ctx);
    if (gate) return gate;
    const rules = toList(propOf(resource, 'BucketEncryption', 'ServerSideEncryptionConfiguration'));
    if (isUnknown(rules)) return unknownFrom('BucketEncryption', rules);
    const byDefault = dig(rules[0], 'ServerSideEncryptionByDefault');
    const algorithm = dig(byDefault, 'SSEAlgorithm');
    if (isUnknown(algorithm)) return unknownFrom('ServerSideEncryptionByDefault.SSEAlgorithm', algorithm);
    if (typeof algorithm !== 'string' || !KMS_ALGORITHMS.has(algorithm)) {
      return failWith(
        `${nameOf(resource)} is classified sensitive but is not encrypted with a KMS key (SSEAlgorithm is ${algorithm ?? 'not set'}).`,
      );
    }
    return requireCustomerKey(
      resource,
      { label: 'KMSMasterKeyID', value: dig(byDefault, 'KMSMasterKeyID') },
      ctx,
    );
  },
};

import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { unlessSensitive } from '../_lib/classification';
import { failWith, NOT_APPLICABLE, unknownFrom } from '../_lib/evaluation';
import { requireCustomerKey } from '../_lib/kms';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toList } from '../_lib/props';
import { pointsAtBucket } from '../_lib/s3';

const KMS_ALGORITHMS = new Set(['aws:kms', 'aws:kms:dsse']);

/**
 * True when an Application or Classic Load Balancer of the template delivers its access logs to
 * the bucket: those logs can be written only to a bucket encrypted with S3-managed keys (SSE-S3;
 * Elastic Load Balancing documents no KMS option for them), so a customer managed key there is a
 * finding that could never be fixed. A Network Load Balancer's logs may use one: it is not exempt.
 */
function receivesSseS3OnlyLogs(bucket: Resource, ctx: ScanContext): boolean {
  const albs = ctx
    .ofType('AWS::ElasticLoadBalancingV2::LoadBalancer')
    .filter((lb) => (lb.properties.Type ?? 'application') === 'application');
  const toBucket = albs.some((lb) => {
    const attributes = toList(lb.properties.LoadBalancerAttributes);
    return (
      !isUnknown(attributes) &&
      attributes.some(
        (a) => dig(a, 'Key') === 'access_logs.s3.bucket' && pointsAtBucket(dig(a, 'Value'), bucket),
      )
    );
  });
  return (
    toBucket ||
    ctx
      .ofType('AWS::ElasticLoadBalancing::LoadBalancer')
      .some((lb) => pointsAtBucket(dig(lb.properties, 'AccessLoggingPolicy', 'S3BucketName'), bucket))
  );
}

/**
 * Compliant: a bucket classified sensitive encrypts by default with aws:kms (or aws:kms:dsse)
 * under a customer managed key (KMSMasterKeyID). Buckets not classified sensitive, and buckets
 * that receive ALB or Classic Load Balancer access logs (SSE-S3 only): n/a.
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
    if (receivesSseS3OnlyLogs(resource, ctx)) return NOT_APPLICABLE;
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

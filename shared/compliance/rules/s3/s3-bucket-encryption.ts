import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { sensitivityOf } from '../_lib/classification';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { dig, firstUnknown, propOf, toList } from '../_lib/props';

/**
 * Compliant: BucketEncryption declares a default SSE algorithm. S3 has encrypted every new object
 * with SSE-S3 since January 2023, so the finding only asks for the choice to be explicit: it is
 * low, and high only for data classified sensitive (whose tag the reviewer must then evidence).
 */
export const s3BucketEncryption: Rule = {
  id: 's3-bucket-encryption',
  service: 's3',
  severity: 'high',
  title: 'S3 buckets declare default encryption at rest',
  description:
    'An explicit default encryption setting documents how stored objects are protected and keeps that choice under review.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Set BucketEncryption.ServerSideEncryptionConfiguration with ServerSideEncryptionByDefault.SSEAlgorithm AES256, or aws:kms with a KMSMasterKeyID for sensitive data.',
  evaluate(resource, ctx) {
    const rules = toList(propOf(resource, 'BucketEncryption', 'ServerSideEncryptionConfiguration'));
    if (isUnknown(rules)) return unknownFrom('BucketEncryption', rules);
    const algorithms = rules.map((r) => dig(r, 'ServerSideEncryptionByDefault', 'SSEAlgorithm'));
    if (algorithms.some((a) => typeof a === 'string' && a !== '')) return PASS;
    const unknown = firstUnknown(algorithms);
    if (unknown) return unknownFrom('ServerSideEncryptionByDefault.SSEAlgorithm', unknown);
    const sensitivity = sensitivityOf(resource, ctx.settings);
    return failWith(
      `${nameOf(resource)} has no default encryption configured: only the implicit SSE-S3 default applies, with no explicit choice in the template.`,
      sensitivity === 'sensitive' || isUnknown(sensitivity) ? undefined : 'low',
    );
  },
  fixPatches: { properties: ['BucketEncryption'] },
  fix: (resource) => [
    setProp(resource, ['BucketEncryption'], {
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    }),
  ],
};

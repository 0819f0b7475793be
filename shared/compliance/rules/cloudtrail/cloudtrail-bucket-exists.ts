import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/**
 * S3BucketName points at an AWS::S3::Bucket in the same template, so the bucket's own rules
 * (encryption, public access, retention) are checked too. A literal name is a bucket outside the
 * template that a static scan cannot inspect: unknown, not pass.
 */
export const cloudtrailBucketExists: Rule = {
  id: 'cloudtrail-bucket-exists',
  service: 'cloudtrail',
  severity: 'medium',
  title: 'CloudTrail trails deliver to a bucket defined in the same template',
  description:
    'Audit logs are only as safe as the bucket holding them; defining it alongside the trail lets its ' +
    'encryption, access and retention be checked.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation:
    'Define the log bucket as an AWS::S3::Bucket in the template and set S3BucketName to { Ref: <bucket> }.',
  evaluate(resource, ctx) {
    const name = propOf(resource, 'S3BucketName');
    if (name === undefined || name === '') return failWith(`${nameOf(resource)} has no S3BucketName.`);
    if (typeof name === 'string') {
      return unknownBecause(
        `S3BucketName names a bucket outside the template ('${name}') that a static scan cannot inspect`,
      );
    }
    if (!isUnknown(name))
      return failWith(`${nameOf(resource)} has an S3BucketName that is not a bucket name.`);
    const targets = (name.refs ?? []).map((id) => ctx.byId(id)).filter((r) => r !== undefined);
    if (targets.some((r) => r.type === 'AWS::S3::Bucket')) return PASS;
    // A custom resource or nested stack may hand over a bucket name: not judged from here.
    if (targets.length > 0) {
      return unknownBecause(
        `S3BucketName comes from '${targets[0].logicalId}', which is not an S3 bucket in this template`,
      );
    }
    return unknownFrom('S3BucketName', name);
  },
};

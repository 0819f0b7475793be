import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** Compliant: s3 buckets have ACLs disabled (bucket owner enforced). */
export const s3BucketAclsDisabled: Rule = {
  id: 's3-bucket-acls-disabled',
  service: 's3',
  severity: 'medium',
  title: 'S3 buckets have ACLs disabled (bucket owner enforced)',
  description:
    'With ACLs on, any writer can grant access to its own objects through an ACL the bucket policy does not show; BucketOwnerEnforced (the default for new buckets) turns them off.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Set OwnershipControls.Rules[0].ObjectOwnership to BucketOwnerEnforced (or remove OwnershipControls: it is the default), and grant access through the bucket policy.',
  evaluate(resource) {
    const rules = asList(propOf(resource, 'OwnershipControls', 'Rules'));
    if (isUnknown(rules)) return unknownFrom('OwnershipControls.Rules', rules);
    const ownership = dig((rules ?? [])[0], 'ObjectOwnership');
    if (isUnknown(ownership)) return unknownFrom('OwnershipControls ObjectOwnership', ownership);
    if (ownership === undefined || ownership === 'BucketOwnerEnforced') return PASS;
    return failWith(`${nameOf(resource)} keeps ACLs on (ObjectOwnership is ${String(ownership)}).`);
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Canned ACLs that grant read (or write) to everyone, or to every AWS account holder. */
const PUBLIC_CANNED_ACLS: Readonly<Record<string, string>> = {
  PublicRead: 'lets anyone on the internet list and read it',
  PublicReadWrite: 'lets anyone on the internet list, read and write it',
  AuthenticatedRead: 'lets any AWS account in the world list and read it',
};

/** Compliant: AccessControl is not a canned ACL that grants access to everyone. */
export const s3BucketNoPublicAcl: Rule = {
  id: 's3-bucket-no-public-acl',
  service: 's3',
  severity: 'critical',
  title: 'S3 buckets grant no public access through a canned ACL',
  description:
    'A public canned ACL publishes the bucket to everyone (AuthenticatedRead: to every AWS account), bypassing the bucket policy review; only Block Public Access stands in its way.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Remove AccessControl (buckets are private by default, with ACLs disabled) and grant access through a bucket policy, or serve public content through CloudFront with origin access control.',
  evaluate(resource) {
    const acl = resource.properties.AccessControl;
    if (isUnknown(acl)) return unknownFrom('AccessControl', acl);
    if (typeof acl !== 'string' || !Object.hasOwn(PUBLIC_CANNED_ACLS, acl)) return PASS;
    return failWith(
      `${nameOf(resource)} is public through its canned ACL: AccessControl ${acl} ${PUBLIC_CANNED_ACLS[acl]}.`,
    );
  },
  // Removing AccessControl changes the bucket in place; a website served through the ACL stops
  // answering, so then the fix is only suggested.
  fixPatches: { properties: ['AccessControl'] },
  fix: (resource) => [
    { op: 'remove', path: ['Resources', resource.logicalId, 'Properties', 'AccessControl'] },
  ],
  fixRisk: (resource) =>
    resource.properties.WebsiteConfiguration !== undefined
      ? 'the bucket serves a website that is public through this ACL; give it a bucket policy or CloudFront first'
      : undefined,
};

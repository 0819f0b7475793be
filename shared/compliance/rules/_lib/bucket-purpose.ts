import type { Resource } from '#shared/cfn/types';
import type { ScanContext } from '#shared/compliance/types';
import { statementsOf } from './policy';
import { policiesFor } from './s3';
import { isPublicAllow } from './s3-policy';

/**
 * What a bucket was built to do that a hardening fix would undo. Fixes are planned against the
 * whole template: a bucket whose own policy grants public access, or which hosts a static website,
 * was made public on purpose, so blocking public policies or refusing plain HTTP would fail the
 * deployment or take the site down. The answer completes "not applied automatically because ...".
 */
export function publicPurposeOf(bucket: Resource, ctx: ScanContext): string | undefined {
  for (const policy of policiesFor(bucket, ctx).policies) {
    const statements = statementsOf(policy.properties.PolicyDocument);
    if (Array.isArray(statements) && statements.some((s) => isPublicAllow(s) === true))
      return `bucket policy ${policy.logicalId} grants public access to ${bucket.logicalId}, which BlockPublicPolicy would refuse: a fresh deployment fails and a running stack loses the access it was built for. Decide first: serve the content through CloudFront with origin access control and remove the public statement, then block public access`;
  }
  return undefined;
}

/** A bucket serving a static website: its S3 website endpoint speaks HTTP only. */
export function websiteOf(bucket: Resource): string | undefined {
  if (bucket.properties.WebsiteConfiguration === undefined) return undefined;
  return `${bucket.logicalId} hosts a static website, and S3 website endpoints serve HTTP only: refusing requests without TLS would take the site down. Put CloudFront in front (HTTPS to visitors, origin access control to the bucket), then add the TLS-only statement`;
}

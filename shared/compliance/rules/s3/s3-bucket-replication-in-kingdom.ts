import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE } from '../_lib/evaluation';
import { checkDestinations, destinationsOf } from '../_lib/replication';

/**
 * Compliant: every ReplicationConfiguration destination is a bucket in this template (same region)
 * or in a region on the in-Kingdom list. S3 ARNs carry no region, so a destination bucket outside
 * the template is unknown. Buckets without replication: n/a.
 */
export const s3BucketReplicationInKingdom: Rule = {
  id: 's3-bucket-replication-in-kingdom',
  service: 's3',
  severity: 'high',
  supersedes: ['residency-replication-in-kingdom'],
  title: 'S3 replication keeps copies inside the Kingdom',
  description:
    'Replication creates a second copy of every object; data residency applies to that copy as much as to the original.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Point ReplicationConfiguration.Rules[].Destination.Bucket at a bucket in an in-Kingdom region (ideally one defined in the same stack set), or obtain and record the regulator’s approval.',
  evaluate(resource, ctx) {
    if (resource.type !== 'AWS::S3::Bucket') return NOT_APPLICABLE;
    return checkDestinations(resource, destinationsOf(resource), ctx);
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';
import { logSourcesOf } from '../_lib/s3';

/**
 * Compliant: LoggingConfiguration is set. A bucket that receives the access logs of another bucket
 * in the template is n/a: logging it would need yet another log bucket (or loop into itself), and
 * its integrity is covered by versioning and log retention.
 */
export const s3BucketAccessLogging: Rule = {
  id: 's3-bucket-access-logging',
  service: 's3',
  severity: 'medium',
  title: 'S3 buckets record server access logs',
  description:
    'Access logs are the event record of who read or changed data, needed to investigate incidents on critical assets.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Set LoggingConfiguration.DestinationBucketName to a dedicated log bucket (with a LogFilePrefix per source bucket).',
  evaluate(resource, ctx) {
    const config = propOf(resource, 'LoggingConfiguration');
    if (isUnknown(config)) return unknownFrom('LoggingConfiguration', config);
    if (config !== undefined && config !== null) return PASS;
    const isAccessLogTarget = logSourcesOf(resource, ctx).some((source) => source.accessLogs);
    if (isAccessLogTarget) return NOT_APPLICABLE;
    return failWith(
      `${nameOf(resource)} does not record server access logs: LoggingConfiguration is not set.`,
    );
  },
};

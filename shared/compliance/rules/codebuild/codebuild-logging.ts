import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: codeBuild projects keep build logs. */
export const codebuildLogging: Rule = {
  id: 'codebuild-logging',
  service: 'codebuild',
  severity: 'medium',
  title: 'CodeBuild projects keep build logs',
  description:
    'Build logs show what a build ran and fetched: with CloudWatch and S3 logs both off, a tampered build leaves no trail.',
  resourceTypes: ['AWS::CodeBuild::Project'],
  remediation:
    'Remove LogsConfig.CloudWatchLogs.Status DISABLED (CloudWatch logs are on by default) or set LogsConfig.S3Logs.Status to ENABLED.',
  evaluate(resource) {
    const cloudWatch = propOf(resource, 'LogsConfig', 'CloudWatchLogs', 'Status');
    const s3 = propOf(resource, 'LogsConfig', 'S3Logs', 'Status');
    if (isUnknown(cloudWatch)) return unknownFrom('LogsConfig.CloudWatchLogs.Status', cloudWatch);
    if (isUnknown(s3)) return unknownFrom('LogsConfig.S3Logs.Status', s3);
    if (cloudWatch !== 'DISABLED' || s3 === 'ENABLED') return PASS;
    return failWith(
      `${nameOf(resource)} keeps no build logs (CloudWatch logs DISABLED, S3 logs not ENABLED).`,
    );
  },
};

import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The trail also delivers events to a CloudWatch Logs log group for alarms and monitoring. */
export const cloudtrailCloudwatchLogs: Rule = {
  id: 'cloudtrail-cloudwatch-logs',
  service: 'cloudtrail',
  severity: 'medium',
  title: 'CloudTrail trails send events to CloudWatch Logs',
  description:
    'Delivering events to CloudWatch Logs allows metric filters and alarms on sensitive activity, which ' +
    'continuous monitoring depends on.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation:
    'Set CloudWatchLogsLogGroupArn to an AWS::Logs::LogGroup ARN and CloudWatchLogsRoleArn to a role ' +
    'that lets CloudTrail write to it.',
  fixCostUsdMonthly: 5,
  evaluate(resource) {
    return expectSet(
      resource,
      ['CloudWatchLogsLogGroupArn'],
      `${nameOf(resource)} does not send its events to CloudWatch Logs.`,
    );
  },
};

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toList } from '../_lib/props';
import { isClusterMember, RDS_TYPES } from '../_lib/rds';

/** Compliant: EnableCloudwatchLogsExports lists at least one log type (Aurora members: n/a). */
export const rdsLogExports: Rule = {
  id: 'rds-log-exports',
  service: 'rds',
  severity: 'medium',
  title: 'RDS databases export their logs to CloudWatch Logs',
  description:
    'Database error, audit and connection logs are evidence of privileged access and attacks; exported logs outlive the instance and feed monitoring.',
  resourceTypes: RDS_TYPES,
  remediation:
    'Set EnableCloudwatchLogsExports to the engine’s log types, e.g. [postgresql] for PostgreSQL or [audit, error, general, slowquery] for MySQL.',
  evaluate(resource) {
    if (isClusterMember(resource)) return NOT_APPLICABLE;
    const exports = toList(propOf(resource, 'EnableCloudwatchLogsExports'));
    if (isUnknown(exports)) return unknownFrom('EnableCloudwatchLogsExports', exports);
    if (exports.length > 0) return PASS;
    return failWith(`${nameOf(resource)} exports no logs: EnableCloudwatchLogsExports is empty.`);
  },
};

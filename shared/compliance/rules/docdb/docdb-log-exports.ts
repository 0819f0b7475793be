import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: documentDB clusters export audit and profiler logs. */
export const docdbLogExports: Rule = {
  id: 'docdb-log-exports',
  service: 'docdb',
  severity: 'medium',
  title: 'DocumentDB clusters export audit and profiler logs',
  description:
    'Audit logs record authentication and changes to the data; without them misuse of the database leaves no trail.',
  resourceTypes: ['AWS::DocDB::DBCluster'],
  remediation:
    'Set EnableCloudwatchLogsExports to [audit, profiler] and turn audit_logs on in the cluster parameter group.',
  evaluate(resource) {
    const exports = asList(propOf(resource, 'EnableCloudwatchLogsExports'));
    if (isUnknown(exports)) return unknownFrom('EnableCloudwatchLogsExports', exports);
    const missing = ['audit', 'profiler'].filter((log) => !(exports ?? []).includes(log));
    return missing.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} does not export its ${missing.join(' and ')} logs.`);
  },
};

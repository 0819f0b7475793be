import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/** The trail writes digest files so tampering with log files can be detected. */
export const cloudtrailLogValidation: Rule = {
  id: 'cloudtrail-log-validation',
  service: 'cloudtrail',
  severity: 'medium',
  title: 'CloudTrail trails validate the integrity of their log files',
  description:
    'Log file validation writes signed digests, so any change to or deletion of a log file can be ' +
    'detected; audit logs must be protected against tampering.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation: 'Set EnableLogFileValidation to true on the AWS::CloudTrail::Trail.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['EnableLogFileValidation'],
      `${nameOf(resource)} does not validate its log files, so tampering would go unnoticed.`,
    );
  },
  fixPatches: { properties: ['EnableLogFileValidation'] },
  fix(resource) {
    return [setProperty(resource, ['EnableLogFileValidation'], true)];
  },
};

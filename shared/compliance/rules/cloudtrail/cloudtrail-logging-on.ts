import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/** The trail is switched on (IsLogging true). */
export const cloudtrailLoggingOn: Rule = {
  id: 'cloudtrail-logging-on',
  service: 'cloudtrail',
  severity: 'medium',
  title: 'CloudTrail trails are logging',
  description: 'A trail that is created but stopped records nothing, leaving account activity unaudited.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation: 'Set IsLogging to true on the AWS::CloudTrail::Trail.',
  evaluate(resource) {
    return requireTrue(resource, ['IsLogging'], `${nameOf(resource)} is not logging.`);
  },
  fixPatches: { properties: ['IsLogging'] },
  fix(resource) {
    return [setProperty(resource, ['IsLogging'], true)];
  },
};

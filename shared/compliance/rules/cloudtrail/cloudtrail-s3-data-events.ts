import type { Rule } from '#shared/compliance/types';
import { failWith, PASS } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: cloudTrail trails record S3 object-level events. */
export const cloudtrailS3DataEvents: Rule = {
  id: 'cloudtrail-s3-data-events',
  service: 'cloudtrail',
  severity: 'low',
  title: 'CloudTrail trails record S3 object-level events',
  description:
    'Management events do not show who read or wrote which object; data events do, which an investigation of a leak needs.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation:
    'Add an EventSelector (or AdvancedEventSelector) with DataResources Type AWS::S3::Object and Values [arn:aws:s3].',
  evaluate(resource) {
    const json = JSON.stringify([
      propOf(resource, 'EventSelectors') ?? null,
      propOf(resource, 'AdvancedEventSelectors') ?? null,
    ]);
    return json.includes('AWS::S3::Object')
      ? PASS
      : failWith(`${nameOf(resource)} records no S3 object-level (data) events.`);
  },
};

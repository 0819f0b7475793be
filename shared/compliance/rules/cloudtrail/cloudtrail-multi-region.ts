import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/** The trail records events from every region (IsMultiRegionTrail true). */
export const cloudtrailMultiRegion: Rule = {
  id: 'cloudtrail-multi-region',
  service: 'cloudtrail',
  severity: 'medium',
  title: 'CloudTrail trails record events in all regions',
  description:
    'A single-region trail misses activity in every other region, where an attacker can act unseen; ' +
    'event logging must cover the whole account.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation: 'Set IsMultiRegionTrail to true on the AWS::CloudTrail::Trail.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['IsMultiRegionTrail'],
      `${nameOf(resource)} records events in one region only.`,
    );
  },
  fixPatches: { properties: ['IsMultiRegionTrail'] },
  fix(resource) {
    return [setProperty(resource, ['IsMultiRegionTrail'], true)];
  },
};

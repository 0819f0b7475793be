import type { Rule } from '#shared/compliance/types';
import { absentOrAtLeast } from '../_lib/minimum';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/**
 * The longest waiting period, 30 days (also the default), is required: CloudFormation only accepts
 * 7-30, so a floor of 7 would check nothing, and AWS advises the maximum when unsure.
 */
export const KMS_MIN_DELETION_WINDOW_DAYS = 30;

/** PendingWindowInDays is absent (30) or at least 30 days. */
export const kmsKeyDeletionWindow: Rule = {
  id: 'kms-key-deletion-window',
  service: 'kms',
  severity: 'low',
  title: 'KMS keys keep the full 30-day waiting period before deletion',
  description:
    'Deleting a key makes everything it encrypted unreadable for good; the longest waiting period leaves ' +
    'time to notice and cancel an accidental or malicious deletion.',
  resourceTypes: ['AWS::KMS::Key'],
  remediation: `Remove PendingWindowInDays or set it to ${KMS_MIN_DELETION_WINDOW_DAYS}.`,
  evaluate(resource) {
    return absentOrAtLeast(
      resource,
      'PendingWindowInDays',
      KMS_MIN_DELETION_WINDOW_DAYS,
      (days) =>
        `${nameOf(resource)} can be deleted after ${days} days, shorter than the ${KMS_MIN_DELETION_WINDOW_DAYS}-day waiting period.`,
    );
  },
  fixPatches: { properties: ['PendingWindowInDays'] },
  fix(resource) {
    return [setProperty(resource, ['PendingWindowInDays'], KMS_MIN_DELETION_WINDOW_DAYS)];
  },
};

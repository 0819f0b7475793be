import type { Rule } from '#shared/compliance/types';
import { absentOrAtLeast } from '../_lib/minimum';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

export const MIN_LOG_RETENTION_DAYS = 365;

/** RetentionInDays is absent (logs never expire) or at least 365 days. */
export const logsRetention365: Rule = {
  id: 'logs-retention-365',
  service: 'logs',
  ownersDecision: true,
  severity: 'medium',
  title: 'Log groups keep events for at least 12 months',
  description:
    'Investigations often need events from many months back; event logs must be kept for at least 12 ' +
    'months.',
  resourceTypes: ['AWS::Logs::LogGroup'],
  remediation: `Set RetentionInDays to ${MIN_LOG_RETENTION_DAYS} or more (or remove it to keep events forever).`,
  evaluate(resource) {
    return absentOrAtLeast(
      resource,
      'RetentionInDays',
      MIN_LOG_RETENTION_DAYS,
      (days) => `${nameOf(resource)} keeps events for ${days} days, less than ${MIN_LOG_RETENTION_DAYS}.`,
    );
  },
  fixPatches: { properties: ['RetentionInDays'] },
  fix(resource) {
    return [setProperty(resource, ['RetentionInDays'], MIN_LOG_RETENTION_DAYS)];
  },
};

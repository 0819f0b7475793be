import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toList, toNumber } from '../_lib/props';
import { logSourcesOf } from '../_lib/s3';

const MIN_DAYS = 365;

/**
 * Compliant: a bucket that receives logs (S3 access logs, CloudTrail, load balancer, CloudFront,
 * flow logs, Config) has no enabled lifecycle rule that expires objects before 365 days.
 * Buckets that receive no logs from this template: n/a.
 */
export const s3BucketLogRetention: Rule = {
  id: 's3-bucket-log-retention',
  service: 's3',
  severity: 'medium',
  title: 'Log buckets keep logs for at least 365 days',
  description:
    'Investigations and audits reach back months; logs expired earlier than a year leave events of critical assets unaccounted for.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Raise LifecycleConfiguration.Rules[].ExpirationInDays to 365 or more (use Transitions to cheaper storage classes instead of early expiry) and drop ExpirationDate.',
  evaluate(resource, ctx) {
    const sources = logSourcesOf(resource, ctx);
    if (sources.length === 0) return NOT_APPLICABLE;
    const rules = toList(propOf(resource, 'LifecycleConfiguration', 'Rules'));
    if (isUnknown(rules)) return unknownFrom('LifecycleConfiguration.Rules', rules);
    for (const [index, rule] of rules.entries()) {
      const status = dig(rule, 'Status');
      if (isUnknown(status)) return unknownFrom(`LifecycleConfiguration.Rules[${index}].Status`, status);
      if (status !== 'Enabled') continue;
      const days = toNumber(dig(rule, 'ExpirationInDays'));
      if (isUnknown(days))
        return unknownFrom(`LifecycleConfiguration.Rules[${index}].ExpirationInDays`, days);
      const held = `${nameOf(resource)} holds ${sources[0].phrase}`;
      if (days !== undefined && days < MIN_DAYS) {
        return failWith(
          `${held} but a lifecycle rule deletes objects after ${days} days (fewer than ${MIN_DAYS}).`,
        );
      }
      if (dig(rule, 'ExpirationDate') !== undefined) {
        return failWith(
          `${held} but a lifecycle rule deletes objects on a fixed ExpirationDate, which cannot guarantee ${MIN_DAYS} days.`,
        );
      }
    }
    return PASS;
  },
};

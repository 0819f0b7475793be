import { MAX_RETENTION_DAYS, type StatedRetention } from './stated';
import { at, listOf, numberOf, type TemplateResource } from './template-facts';
import type { ChecklistItem, CheckStatus } from './types';

interface Part {
  what: string;
  ok: TemplateResource[];
  short: string[];
  applies: boolean;
}

const LOG_GROUP_MAX_DAYS = 3653;

/** Backups: a Backup plan whose every rule keeps recovery points at least that long. */
function backups(resources: TemplateResource[], days: number): Part {
  const plans = resources.filter((r) => r.type === 'AWS::Backup::BackupPlan');
  const ok: TemplateResource[] = [];
  const short: string[] = [];
  for (const plan of plans) {
    const kept = listOf(at(plan.props, 'BackupPlan.BackupPlanRule')).map((rule) =>
      numberOf(at(rule, 'Lifecycle.DeleteAfterDays')),
    );
    // a rule without DeleteAfterDays keeps its recovery points until deleted
    if (kept.every((d) => d === undefined || d >= days)) ok.push(plan);
    else
      short.push(
        `${plan.id} keeps backups ${Math.min(...kept.filter((d): d is number => d !== undefined))} days`,
      );
  }
  const stores = resources.some(
    (r) => /^AWS::(RDS|DynamoDB|EFS|FSx|DocDB)::/.test(r.type) || r.type === 'AWS::S3::Bucket',
  );
  if (plans.length === 0 && stores) short.push('no AWS Backup plan');
  return { what: 'backups', ok, short, applies: stores || plans.length > 0 };
}

/** Logs: every log group kept at least that long (or CloudWatch's longest, 10 years). */
function logs(resources: TemplateResource[], days: number): Part {
  const groups = resources.filter((r) => r.type === 'AWS::Logs::LogGroup');
  const need = Math.min(days, LOG_GROUP_MAX_DAYS);
  const ok = groups.filter((g) => {
    const kept = numberOf(g.props.RetentionInDays);
    return kept === undefined || kept >= need;
  });
  const short = groups
    .filter((g) => !ok.includes(g))
    .map((g) => `${g.id} keeps logs ${numberOf(g.props.RetentionInDays)} days`);
  return { what: 'logs', ok, short, applies: groups.length > 0 };
}

/** A bucket whose lifecycle expires its objects within this many days holds scratch data (query results), not records. */
const SCRATCH_DAYS = 90;

/** The days after which a bucket's enabled lifecycle rules delete current and noncurrent object versions. */
export function expiryDays(props: Record<string, unknown>): { current?: number; noncurrent?: number } {
  const rules = listOf(at(props, 'LifecycleConfiguration.Rules')).filter(
    (rule) => at(rule, 'Status') !== 'Disabled',
  );
  const least = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined);
    return known.length > 0 ? Math.min(...known) : undefined;
  };
  return {
    current: least(rules.map((rule) => numberOf(at(rule, 'ExpirationInDays')))),
    noncurrent: least(rules.map((rule) => numberOf(at(rule, 'NoncurrentVersionExpiration.NoncurrentDays')))),
  };
}

/** Scratch data (Athena query results) is deleted within days by design: retention does not apply to it. */
export const isScratchBucket = (props: Record<string, unknown>) =>
  (expiryDays(props).current ?? Infinity) <= SCRATCH_DAYS;

/**
 * Objects: S3 Object Lock with a default retention at least that long on the data buckets, and no
 * lifecycle rule that would delete current or older versions sooner.
 */
function objectLock(resources: TemplateResource[], days: number): Part {
  // S3 refuses a default retention on buckets that receive server access logs
  const destinations = new Set(
    resources.flatMap((r) => {
      const target = at(r.props, 'LoggingConfiguration.DestinationBucketName.Ref');
      return typeof target === 'string' ? [target] : [];
    }),
  );
  const buckets = resources.filter(
    (r) => r.type === 'AWS::S3::Bucket' && !destinations.has(r.id) && !isScratchBucket(r.props),
  );
  const locked = (b: TemplateResource) => {
    const retention = at(b.props, 'ObjectLockConfiguration.Rule.DefaultRetention');
    const kept = (numberOf(at(retention, 'Years')) ?? 0) * 365 + (numberOf(at(retention, 'Days')) ?? 0);
    const mode = at(retention, 'Mode');
    const enabled = b.props.ObjectLockEnabled === true || b.props.ObjectLockEnabled === 'true';
    return enabled && (mode === 'GOVERNANCE' || mode === 'COMPLIANCE') && kept >= days;
  };
  const expiresEarly = (b: TemplateResource) => {
    const { current, noncurrent } = expiryDays(b.props);
    return Math.min(current ?? Infinity, noncurrent ?? Infinity) < days;
  };
  const ok = buckets.filter((b) => locked(b) && !expiresEarly(b));
  const short = buckets
    .filter((b) => !ok.includes(b))
    .map((b) => {
      if (!locked(b)) return `${b.id} has no Object Lock retention of that length`;
      const { current, noncurrent } = expiryDays(b.props);
      return `${b.id} has a lifecycle rule deleting objects after ${Math.min(current ?? Infinity, noncurrent ?? Infinity)} days`;
    });
  return { what: 'object lock', ok, short, applies: buckets.length > 0 };
}

/** Retention of N years sets backup, log and object-lock retention: each part is checked. */
export function checkRetention(stated: StatedRetention, resources: TemplateResource[]): ChecklistItem {
  // a stated length beyond what any setting takes is checked as stated: nothing keeps it, and the entry says why
  const wanted = stated.stated_days ?? stated.days;
  const parts = [backups, logs, objectLock]
    .map((part) => part(resources, wanted))
    .filter((part) => part.applies);
  const met = parts.filter((part) => part.short.length === 0 && part.ok.length > 0);
  const some = parts.filter((part) => part.ok.length > 0);
  const status: CheckStatus =
    parts.length > 0 && met.length === parts.length ? 'met' : some.length > 0 ? 'partly' : 'not-met';
  const shortfalls = parts.flatMap((part) => part.short);
  return {
    kind: 'retention',
    requirement: `Data kept for ${stated.label}`,
    quote: stated.quote,
    status,
    resources: [...new Set(parts.flatMap((part) => part.ok.map((r) => r.id)))],
    detail: `${
      stated.stated_days !== undefined
        ? `${stated.stated_days} days is outside what a retention setting takes (1 to ${MAX_RETENTION_DAYS} days): the design keeps data ${stated.days} days at most. `
        : ''
    }${
      status === 'met'
        ? `Backups, logs and object lock keep data ${stated.label} or longer.`
        : `Kept long enough: ${met.map((p) => p.what).join(', ') || 'nothing'}. Short: ${shortfalls.slice(0, 6).join('; ')}${shortfalls.length > 6 ? `; and ${shortfalls.length - 6} more` : ''}.`
    }`,
  };
}

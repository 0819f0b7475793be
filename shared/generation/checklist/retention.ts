import type { StatedRetention } from './stated';
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

/** Objects: S3 Object Lock with a default retention at least that long on the buckets. */
function objectLock(resources: TemplateResource[], days: number): Part {
  // S3 refuses a default retention on buckets that receive server access logs
  const destinations = new Set(
    resources.flatMap((r) => {
      const target = at(r.props, 'LoggingConfiguration.DestinationBucketName.Ref');
      return typeof target === 'string' ? [target] : [];
    }),
  );
  const buckets = resources.filter((r) => r.type === 'AWS::S3::Bucket' && !destinations.has(r.id));
  const ok = buckets.filter((b) => {
    const retention = at(b.props, 'ObjectLockConfiguration.Rule.DefaultRetention');
    const kept = (numberOf(at(retention, 'Years')) ?? 0) * 365 + (numberOf(at(retention, 'Days')) ?? 0);
    return b.props.ObjectLockEnabled === true || b.props.ObjectLockEnabled === 'true' ? kept >= days : false;
  });
  const short = buckets
    .filter((b) => !ok.includes(b))
    .map((b) => `${b.id} has no Object Lock retention of that length`);
  return { what: 'object lock', ok, short, applies: buckets.length > 0 };
}

/** Retention of N years sets backup, log and object-lock retention: each part is checked. */
export function checkRetention(stated: StatedRetention, resources: TemplateResource[]): ChecklistItem {
  const parts = [backups, logs, objectLock]
    .map((part) => part(resources, stated.days))
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
    detail:
      status === 'met'
        ? `Backups, logs and object lock keep data ${stated.label} or longer.`
        : `Kept long enough: ${met.map((p) => p.what).join(', ') || 'nothing'}. Short: ${shortfalls.slice(0, 6).join('; ')}${shortfalls.length > 6 ? `; and ${shortfalls.length - 6} more` : ''}.`,
  };
}

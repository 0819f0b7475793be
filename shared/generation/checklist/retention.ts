import type { LedgerWords } from '../ledger-words';
import { leafOf } from '../properties/schema';
import { OWN_BACKUP_DAYS } from '../synthesis/own-backups';
import { type Assertion, evaluateAll } from './assertions';
import {
  MAX_RETENTION_DAYS,
  type Period,
  retentionSubject,
  type StatedRetention,
  storesKept,
} from './stated';
import { at, listOf, numberOf, type TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/**
 * One store a stated retention applies to, as assertions on the template: it keeps data for the
 * stated days, no more and no less. `short` says, for the entry's detail, what keeps data
 * otherwise; `note` why the template cannot say the stated days exactly.
 */
interface Part {
  what: 'backups' | 'automated backups' | 'logs' | 'object lock' | 'transitions' | 'own retention';
  assertions: Assertion[];
  short: string[];
  note?: string;
}

const BACKUP_DAYS = 'BackupPlan.BackupPlanRule.*.Lifecycle.DeleteAfterDays';

/** Backups: every Backup plan's rules delete recovery points after the stated days. */
function backups(resources: TemplateResource[], days: number, words: LedgerWords): Part | undefined {
  const plans = resources.filter((r) => r.type === 'AWS::Backup::BackupPlan');
  const stores = resources.some(
    (r) => /^AWS::(RDS|DynamoDB|EFS|FSx|DocDB)::/.test(r.type) || r.type === 'AWS::S3::Bucket',
  );
  if (plans.length === 0 && !stores) return undefined;
  const where = [{ path: BACKUP_DAYS, op: 'equals' as const, value: days }];
  const keptDays = (plan: TemplateResource) =>
    listOf(at(plan.props, 'BackupPlan.BackupPlanRule')).map((rule) =>
      numberOf(at(rule, 'Lifecycle.DeleteAfterDays')),
    );
  return {
    what: 'backups',
    assertions: [
      plans.length > 0
        ? { kind: 'every', types: ['AWS::Backup::BackupPlan'], where }
        : { kind: 'exists', types: ['AWS::Backup::BackupPlan'], where },
    ],
    short:
      plans.length === 0
        ? [words.noBackupPlan]
        : plans.flatMap((plan) => {
            const other = keptDays(plan).find((d) => d !== days);
            return keptDays(plan).every((d) => d === days) ? [] : [words.keepsBackups(plan.id, other)];
          }),
  };
}

/**
 * The stores that keep automated backups (snapshots) of their own, with the property holding their
 * days (an Aurora cluster's instances keep none apart from it, nor a read replica apart from its source).
 */
const OWN_BACKUP_DAYS_AT: Readonly<Record<string, string>> = {
  'AWS::RDS::DBInstance': 'BackupRetentionPeriod',
  'AWS::RDS::DBCluster': 'BackupRetentionPeriod',
  'AWS::DocDB::DBCluster': 'BackupRetentionPeriod',
  'AWS::Neptune::DBCluster': 'BackupRetentionPeriod',
  'AWS::ElastiCache::ReplicationGroup': 'SnapshotRetentionLimit',
  'AWS::ElastiCache::CacheCluster': 'SnapshotRetentionLimit',
  'AWS::Redshift::Cluster': 'AutomatedSnapshotRetentionPeriod',
};

/**
 * The databases' own automated backups, where the stated days are within what they take: each
 * keeps them the stated days, as the backup plan does ("backups kept 7 days" is not met by a
 * plan keeping 7 days beside a cluster keeping its own 35).
 */
function ownBackups(resources: TemplateResource[], days: number, words: LedgerWords): Part | undefined {
  if (days > OWN_BACKUP_DAYS) return undefined;
  const stores = resources.filter(
    (r) =>
      OWN_BACKUP_DAYS_AT[r.type] !== undefined &&
      !(
        r.type === 'AWS::RDS::DBInstance' &&
        (r.props.DBClusterIdentifier || r.props.SourceDBInstanceIdentifier)
      ),
  );
  if (stores.length === 0) return undefined;
  const daysOf = (s: TemplateResource) => numberOf(s.props[OWN_BACKUP_DAYS_AT[s.type] ?? '']);
  // each kind of store keeps its days at its own property
  const types = [...new Set(stores.map((s) => s.type))];
  return {
    what: 'automated backups',
    assertions: types.map((type) => ({
      kind: 'every' as const,
      types: [type],
      ids: stores.filter((s) => s.type === type).map((s) => s.id),
      where: [{ path: OWN_BACKUP_DAYS_AT[type] ?? '', op: 'equals' as const, value: days }],
    })),
    short: stores.filter((s) => daysOf(s) !== days).map((s) => words.keepsOwnBackups(s.id, daysOf(s))),
  };
}

/**
 * Backups kept for several periods ("each backup 35 days, a monthly copy one year"): for each, some
 * rule of a Backup plan deletes its recovery points after those days.
 */
function backupPeriods(resources: TemplateResource[], periods: readonly number[], words: LedgerWords): Part {
  const kept = new Set(
    resources
      .filter((r) => r.type === 'AWS::Backup::BackupPlan')
      .flatMap((plan) =>
        listOf(at(plan.props, 'BackupPlan.BackupPlanRule')).map((rule) =>
          numberOf(at(rule, 'Lifecycle.DeleteAfterDays')),
        ),
      ),
  );
  return {
    what: 'backups',
    assertions: periods.map((days) => ({
      kind: 'exists' as const,
      types: ['AWS::Backup::BackupPlan'],
      where: [{ path: BACKUP_DAYS, op: 'includes' as const, value: days }],
    })),
    short: periods.filter((days) => !kept.has(days)).map((days) => words.noRuleKeeps(days)),
  };
}

/**
 * Logs: every log group kept the stated days. CloudWatch Logs takes only some lengths (its
 * allowed values, from the registry schema): where the stated days are not one of them, the
 * template keeps the nearest longer one, and the entry says it was clamped rather than met.
 */
function logs(
  resources: TemplateResource[],
  days: number,
  words: LedgerWords,
  named = false,
): Part | undefined {
  const groups = resources.filter((r) => r.type === 'AWS::Logs::LogGroup');
  // logs the brief names are kept by a log group, or by nothing: no other store meets it for them
  if (groups.length === 0 && named)
    return {
      what: 'logs',
      assertions: [
        {
          kind: 'exists',
          types: ['AWS::Logs::LogGroup'],
          where: [{ path: 'RetentionInDays', op: 'equals', value: days }],
        },
      ],
      short: [words.noneHasValue(['AWS::Logs::LogGroup'], 'RetentionInDays', String(days))],
    };
  if (groups.length === 0) return undefined;
  const allowed = (leafOf('AWS::Logs::LogGroup', 'RetentionInDays')?.e ?? []).map(Number);
  const nearest = allowed.find((d) => d >= days) ?? allowed.at(-1);
  return {
    what: 'logs',
    assertions: [
      {
        kind: 'every',
        types: ['AWS::Logs::LogGroup'],
        where: [{ path: 'RetentionInDays', op: 'equals', value: days }],
      },
    ],
    short: groups
      .filter((g) => numberOf(g.props.RetentionInDays) !== days)
      .map((g) => words.keepsLogs(g.id, numberOf(g.props.RetentionInDays))),
    ...(nearest !== undefined &&
      !allowed.includes(days) && {
        note: words.logsClamped(days, nearest),
      }),
  };
}

/** Stores whose own property keeps what they hold for a time ("a Kinesis stream keeping records 7 days"), with its units in a day. */
const KEEPS_OWN: Readonly<Record<string, { path: string; perDay: number }>> = {
  'AWS::Kinesis::Stream': { path: 'RetentionPeriodHours', perDay: 24 },
  'AWS::SQS::Queue': { path: 'MessageRetentionPeriod', perDay: 86_400 },
};

/**
 * The stores the period's own words name (`kept`, read once by storesKept) that keep data by a
 * property of theirs: each of that type keeps it the stated time, and where the template has none,
 * nothing keeps it. Buckets keep it by their lifecycle (see `objects`).
 */
function namedStores(
  kept: readonly string[],
  resources: TemplateResource[],
  days: number,
  words: LedgerWords,
): Part | undefined {
  const types = kept.filter((type) => KEEPS_OWN[type] !== undefined);
  if (types.length === 0) return undefined;
  const keptAs = (type: string) => days * (KEEPS_OWN[type]?.perDay ?? 1);
  return {
    what: 'own retention',
    assertions: types.map((type) => {
      const where = [{ path: KEEPS_OWN[type]?.path ?? '', op: 'equals' as const, value: keptAs(type) }];
      return resources.some((r) => r.type === type)
        ? { kind: 'every' as const, types: [type], where }
        : { kind: 'exists' as const, types: [type], where };
    }),
    short: types.flatMap((type) => {
      const path = KEEPS_OWN[type]?.path ?? '';
      const off = resources.filter((r) => r.type === type && numberOf(r.props[path]) !== keptAs(type));
      return off.length > 0 || !resources.some((r) => r.type === type)
        ? [words.noneHasValue([type], path, String(keptAs(type)))]
        : [];
    }),
  };
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

/** Scratch data (Athena query results) is deleted within days by design and never locked: retention does not apply to it. */
export const isScratchBucket = (props: Record<string, unknown>) =>
  (expiryDays(props).current ?? Infinity) <= SCRATCH_DAYS &&
  props.ObjectLockEnabled !== true &&
  props.ObjectLockEnabled !== 'true';

/**
 * Objects: the data buckets (not scratch buckets nor access-log destinations, which S3 refuses a
 * default retention on) lock their objects with Object Lock and delete them once the stated days
 * have passed, and no lifecycle rule deletes them sooner.
 */
function objects(resources: TemplateResource[], days: number, words: LedgerWords): Part | undefined {
  const destinations = new Set(
    resources.flatMap((r) => {
      const target = at(r.props, 'LoggingConfiguration.DestinationBucketName.Ref');
      return typeof target === 'string' ? [target] : [];
    }),
  );
  const buckets = resources.filter(
    (r) => r.type === 'AWS::S3::Bucket' && !destinations.has(r.id) && !isScratchBucket(r.props),
  );
  if (buckets.length === 0) return undefined;
  const ids = buckets.map((b) => b.id);
  return {
    what: 'object lock',
    assertions: [
      {
        kind: 'every',
        types: ['AWS::S3::Bucket'],
        ids,
        where: [
          { path: 'ObjectLockEnabled', op: 'equals', value: true },
          { path: 'ObjectLockConfiguration.Rule.DefaultRetention.Mode', op: 'set' },
          { path: 'LifecycleConfiguration.Rules.*.ExpirationInDays', op: 'equals', value: days },
        ],
      },
    ],
    short: buckets.flatMap((b) => {
      const locked = b.props.ObjectLockEnabled === true || b.props.ObjectLockEnabled === 'true';
      const mode = at(b.props, 'ObjectLockConfiguration.Rule.DefaultRetention.Mode');
      const { current, noncurrent } = expiryDays(b.props);
      if (!locked || mode === undefined) return [words.noObjectLock(b.id)];
      const soonest = Math.min(current ?? Infinity, noncurrent ?? Infinity);
      if (soonest < days) return [words.deletesSooner(b.id, soonest)];
      if (current === undefined) return [words.keepsObjects(b.id)];
      return current === days ? [] : [words.deletesAfter(b.id, current)];
    }),
  };
}

/**
 * Moves to another storage class ("to Glacier after 180 days"): for each, a data bucket's
 * lifecycle moves objects at those days, or, for backups (or where no bucket keeps the data), a
 * backup rule moves recovery points to cold storage then.
 */
function transitions(
  resources: TemplateResource[],
  days: readonly number[],
  words: LedgerWords,
  of?: 'backups',
): Part {
  const buckets = of !== 'backups' && resources.some((r) => r.type === 'AWS::S3::Bucket');
  const [type, path] = buckets
    ? ['AWS::S3::Bucket', 'LifecycleConfiguration.Rules.*.Transitions.*.TransitionInDays']
    : ['AWS::Backup::BackupPlan', 'BackupPlan.BackupPlanRule.*.Lifecycle.MoveToColdStorageAfterDays'];
  const moved = new Set(
    resources
      .filter((r) => r.type === type)
      .flatMap((r) =>
        buckets
          ? listOf(at(r.props, 'LifecycleConfiguration.Rules')).flatMap((rule) =>
              listOf(at(rule, 'Transitions')).map((t) => numberOf(at(t, 'TransitionInDays'))),
            )
          : listOf(at(r.props, 'BackupPlan.BackupPlanRule')).map((rule) =>
              numberOf(at(rule, 'Lifecycle.MoveToColdStorageAfterDays')),
            ),
      ),
  );
  return {
    what: 'transitions',
    assertions: days.map((d) => ({
      kind: 'exists' as const,
      types: [type],
      where: [{ path, op: 'includes' as const, value: d }],
    })),
    short: days
      .filter((d) => !moved.has(d))
      .map((d) => words.nothingMoves(buckets ? 'objects' : 'backups', d)),
  };
}

/**
 * Retention of N days, as assertions on every store it applies to (backups, logs, data buckets):
 * the entry's status is what they return on the template, and its detail says which fell short.
 */
export function checkRetention(
  stated: StatedRetention,
  resources: TemplateResource[],
  words: LedgerWords,
): ChecklistItem {
  // a stated length beyond what any setting takes is checked as stated: nothing keeps it, and the entry says why
  const wanted = stated.stated_days ?? stated.days;
  // "keep each backup 14 days" is about the backup rules; the data itself is kept as the design keeps it
  const periods = [wanted, ...(stated.more ?? []).map((p) => p.days)];
  // several periods in one sentence are kept by several backup rules, one each
  const ofBackups = stated.more
    ? (r: TemplateResource[]) => backupPeriods(r, periods, words)
    : (r: TemplateResource[], days: number) => backups(r, days, words);
  const moves = (stated.transitions ?? []).map((t) => t.days);
  // what the period keeps is what its words name: "logs kept 30 days" is judged on the log groups
  // alone, never met by a backup plan that happens to keep 30 days
  const subject = retentionSubject(stated);
  const namedLogs = (r: TemplateResource[], days: number) => logs(r, days, words, true);
  const storesNamed = storesKept(stated);
  const stores = subject === 'backups' ? undefined : namedStores(storesNamed, resources, wanted, words);
  // buckets the period's words name keep it by their lifecycle, as synthesis sets it: not the logs nor the backups
  const bucketsNamed = storesNamed.includes('AWS::S3::Bucket')
    ? objects(resources, wanted, words)
    : undefined;
  const named = [...(stores ? [stores] : []), ...(bucketsNamed ? [bucketsNamed] : [])];
  const kinds =
    subject === 'backups'
      ? [ofBackups, ownBackups]
      : subject === 'logs'
        ? [namedLogs]
        : [ofBackups, logs, objects];
  const parts = [
    ...(named.length > 0 ? named : kinds.flatMap((part) => part(resources, wanted, words) ?? [])),
    ...(moves.length > 0 ? [transitions(resources, moves, words, stated.of)] : []),
  ];
  const said = ({ count, unit }: Period) => words.period(count, unit);
  const label = [stated.period, ...(stated.more ?? []).map((p) => p.period)].map(said).join(words.and);
  const moved = (stated.transitions ?? []).map((t) => said(t.period)).join(words.and);
  const assertions = parts.flatMap((p) => p.assertions);
  const whats = (ps: Part[]) => ps.map((p) => words.keptWhat[p.what]).join(words.listSeparator);
  const { status, results } = evaluateAll(assertions, resources);
  const holds = (a: Assertion) => results[assertions.indexOf(a)]?.holds === true;
  const kept = parts.filter((p) => p.assertions.every(holds));
  const shortfalls = parts.filter((p) => !kept.includes(p)).flatMap((p) => p.short);
  const notes = [
    ...(stated.stated_days !== undefined
      ? [words.beyondRetention(stated.stated_days, MAX_RETENTION_DAYS, stated.days)]
      : []),
    ...parts.flatMap((p) => p.note ?? []),
  ];
  return {
    kind: 'retention',
    requirement: words.keptFor(subject ?? 'data', label, moved),
    quote: stated.quote,
    status,
    resources: [...new Set(results.flatMap((r) => r.resources))],
    detail: [
      ...notes,
      status === 'met'
        ? words.keepData(whats(parts), label)
        : words.keptAndNot(
            whats(kept),
            shortfalls.slice(0, 6).join(words.clauseSeparator),
            Math.max(0, shortfalls.length - 6),
          ),
    ].join(' '),
    assertions,
  };
}

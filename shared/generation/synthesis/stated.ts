import { isScratchBucket } from '../checklist/retention';
import { leafOf } from '../properties/schema';
import { type ClockSchedule, offsetMinutes, rateWithin, retime } from '../reading/schedule';
import type { Requirements } from '../requirements';
import { setOwnBackupWindows } from './backup-windows';
import { VPC_CIDR, VPC_ID } from './network-refs';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The values CloudWatch Logs accepts for RetentionInDays (from the registry schema). */
const logRetentionDays = () =>
  (leafOf('AWS::Logs::LogGroup', 'RetentionInDays')?.e ?? []).map(Number).sort((a, b) => a - b);

/** Buckets that receive server access logs: S3 refuses a default Object Lock retention on them. */
function logDestinations(resources: Resources): Set<string> {
  const found = new Set<string>();
  for (const resource of Object.values(resources)) {
    const target = (
      resource.Properties?.LoggingConfiguration as { DestinationBucketName?: unknown } | undefined
    )?.DestinationBucketName;
    const ref = typeof target === 'object' && target ? (target as { Ref?: unknown }).Ref : undefined;
    if (typeof ref === 'string') found.add(ref);
  }
  return found;
}

/**
 * Retention of N days: backups and their copies, log groups, and Object Lock on the data buckets
 * (not scratch buckets such as query results, nor access-log destinations, which S3 refuses),
 * whose objects are deleted once the stated days have passed and no lifecycle rule deletes a
 * locked object or its older versions sooner.
 */
function keepFor(
  resources: Resources,
  days: number,
  own: { logs?: boolean; backups?: boolean; stores?: readonly string[] } = {},
): void {
  // a period said of stores that keep data by their own setting keeps those stores alone (see storesKept)
  const stores = own.stores && own.stores.length > 0 ? new Set(own.stores) : undefined;
  const allowed = logRetentionDays();
  const logDays = allowed.find((d) => d >= days) ?? allowed.at(-1);
  const destinations = logDestinations(resources);
  for (const [id, resource] of Object.entries(resources)) {
    const props = resource.Properties ?? {};
    // logs or backups the brief keeps for their own period keep that period (see keepLogsFor, the backup block)
    if (stores && !stores.has(resource.Type)) continue;
    if (resource.Type === 'AWS::Backup::BackupPlan' && !own.backups) {
      const rules = ((props.BackupPlan as { BackupPlanRule?: unknown[] } | undefined)?.BackupPlanRule ??
        []) as {
        Lifecycle?: { DeleteAfterDays?: number };
        CopyActions?: { Lifecycle?: { DeleteAfterDays?: number } }[];
      }[];
      for (const rule of rules) {
        for (const lifecycle of [rule.Lifecycle, ...(rule.CopyActions ?? []).map((c) => c.Lifecycle)]) {
          if (lifecycle?.DeleteAfterDays !== undefined && lifecycle.DeleteAfterDays < days)
            lifecycle.DeleteAfterDays = days;
        }
      }
    } else if (resource.Type === 'AWS::Logs::LogGroup' && !own.logs) {
      const kept = props.RetentionInDays;
      if (typeof kept === 'number' && logDays !== undefined && kept < logDays)
        props.RetentionInDays = logDays;
    } else if (resource.Type === 'AWS::S3::Bucket' && !destinations.has(id) && !isScratchBucket(props)) {
      const years = Math.ceil(days / 365);
      // no lifecycle rule may delete a record, or an older version of one, before its time
      const rules = ((props.LifecycleConfiguration as { Rules?: unknown[] } | undefined)?.Rules ?? []) as {
        Id?: string;
        Status?: string;
        ExpirationInDays?: number;
        NoncurrentVersionExpiration?: { NoncurrentDays?: number };
      }[];
      for (const rule of rules) {
        // kept for the stated days: deleted once they have passed, not sooner and not later
        if (rule.ExpirationInDays !== undefined) rule.ExpirationInDays = days;
        const older = rule.NoncurrentVersionExpiration;
        if (older?.NoncurrentDays !== undefined && older.NoncurrentDays < days) older.NoncurrentDays = days;
      }
      if (!rules.some((rule) => rule.ExpirationInDays !== undefined))
        rules.push({
          Id: 'ExpireAfterRetention',
          Status: 'Enabled',
          ExpirationInDays: days,
          NoncurrentVersionExpiration: { NoncurrentDays: days },
        });
      props.LifecycleConfiguration = { ...(props.LifecycleConfiguration as object), Rules: rules };
      props.ObjectLockEnabled = true;
      props.VersioningConfiguration = { Status: 'Enabled' };
      // governance mode: kept for the stated time, yet an administrator with the right can still
      // correct a mistake; compliance mode would make the data undeletable even by the owner
      props.ObjectLockConfiguration = {
        ObjectLockEnabled: 'Enabled',
        Rule: {
          DefaultRetention: { Mode: 'GOVERNANCE', ...(days % 365 === 0 ? { Years: years } : { Days: days }) },
        },
      };
      resource.Properties = props;
    }
  }
}

/** Logs kept as long as the brief keeps its logs: every log group at the shortest allowed period that holds them. */
function keepLogsFor(resources: Resources, days: number): void {
  const allowed = logRetentionDays();
  const logDays = allowed.find((d) => d >= days) ?? allowed.at(-1);
  for (const resource of Object.values(resources))
    if (resource.Type === 'AWS::Logs::LogGroup' && resource.Properties && logDays !== undefined)
      resource.Properties.RetentionInDays = logDays;
}

/** Every access audited: the trails record data events on the template's buckets and tables too. */
function auditData(resources: Resources): void {
  const types = new Set(Object.values(resources).map((r) => r.Type));
  const data = [
    ...(types.has('AWS::S3::Bucket') ? ['AWS::S3::Object'] : []),
    ...(types.has('AWS::DynamoDB::Table') ? ['AWS::DynamoDB::Table'] : []),
  ];
  if (data.length === 0) return;
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::CloudTrail::Trail' || !resource.Properties) continue;
    delete resource.Properties.EventSelectors;
    resource.Properties.AdvancedEventSelectors = [
      { Name: 'Management events', FieldSelectors: [{ Field: 'eventCategory', Equals: ['Management'] }] },
      ...data.map((type) => ({
        Name: `Data events on ${type}`,
        FieldSelectors: [
          { Field: 'eventCategory', Equals: ['Data'] },
          { Field: 'resources.type', Equals: [type] },
        ],
      })),
    ];
  }
}

/** A schedule's properties: where its cron expression is, and its zone where it takes one. */
type Timed = { props: Record<string, unknown>; expressionKey: string; zoneKey?: string };

/** The schedules of a template: its jobs (rules and schedules), or its backup plans' rules. */
function timedJobs(resources: Resources, of: 'jobs' | 'backups'): Timed[] {
  return Object.values(resources).flatMap((resource): Timed[] => {
    const props = resource.Properties;
    if (!props) return [];
    if (of === 'jobs' && resource.Type === 'AWS::Events::Rule')
      return [{ props, expressionKey: 'ScheduleExpression' }];
    if (of === 'jobs' && resource.Type === 'AWS::Scheduler::Schedule')
      return [{ props, expressionKey: 'ScheduleExpression', zoneKey: 'ScheduleExpressionTimezone' }];
    if (of === 'jobs' && resource.Type === 'AWS::SSM::MaintenanceWindow')
      return [{ props, expressionKey: 'Schedule', zoneKey: 'ScheduleTimezone' }];
    // a crawler's own schedule, in UTC
    const crawl = props.Schedule as Record<string, unknown> | undefined;
    if (of === 'jobs' && resource.Type === 'AWS::Glue::Crawler' && crawl)
      return [{ props: crawl, expressionKey: 'ScheduleExpression' }];
    if (of === 'jobs' || resource.Type !== 'AWS::Backup::BackupPlan') return [];
    const rules = (props.BackupPlan as { BackupPlanRule?: unknown } | undefined)?.BackupPlanRule;
    return (Array.isArray(rules) ? rules : []).map((rule: Record<string, unknown>) => ({
      props: rule,
      expressionKey: 'ScheduleExpression',
      zoneKey: 'ScheduleExpressionTimezone',
    }));
  });
}

const minutesOf = (clock: string) => {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};

/** Sets a schedule's cron to start at a stated time (see retime), and its zone where it takes one. */
function setTime(job: Timed, at: ClockSchedule): void {
  const expression = job.props[job.expressionKey];
  if (typeof expression !== 'string') return;
  const timed = retime(expression, at, job.zoneKey !== undefined);
  job.props[job.expressionKey] = timed.expression;
  if (job.zoneKey && timed.zone) job.props[job.zoneKey] = timed.zone;
}

/**
 * A job for files that arrive at a stated time (in the stated zone) runs half an hour after it,
 * not before: each daily job that would start earlier, compared in that zone, is moved.
 */
function runAfter(resources: Resources, clock: string, zone: string | undefined): void {
  const after = minutesOf(clock);
  for (const job of timedJobs(resources, 'jobs')) {
    const expression = job.props[job.expressionKey];
    const cron = typeof expression === 'string' ? /^cron\((\d+) (\d+) /.exec(expression) : null;
    if (!cron) continue;
    const own = (job.zoneKey && (job.props[job.zoneKey] as string | undefined)) || 'UTC';
    const shift = zone ? offsetMinutes(zone) - offsetMinutes(own) : 0;
    const starts = (((Number(cron[2]) * 60 + Number(cron[1]) + shift) % 1440) + 1440) % 1440;
    if (starts >= after) continue;
    setTime(job, { minutes: [(after + 30) % 1440], zone: zone ?? own });
  }
}

/**
 * Jobs (or backup rules) the brief times at a clock start at it: each cron schedule gets those
 * times, days and day of the month, written in the brief's zone where the schedule takes a zone,
 * else moved into UTC with its days (see retime).
 */
function runAt(
  resources: Resources,
  at: NonNullable<NonNullable<Requirements['stated']>['starts_at']>,
  of: 'jobs' | 'backups',
): void {
  const schedule: ClockSchedule = {
    minutes: [at.clock, ...(at.also ?? [])].map(minutesOf),
    ...(at.zone && { zone: at.zone }),
    ...(at.days && { days: at.days }),
    ...(at.day_of_month !== undefined && { day_of_month: at.day_of_month }),
  };
  for (const job of timedJobs(resources, of)) setTime(job, schedule);
}

/** Jobs that recur by a rate run only inside the stated window of hours (see rateWithin). */
function runWithin(
  resources: Resources,
  window: NonNullable<NonNullable<Requirements['stated']>['runs_within']>,
): void {
  const schedule = {
    minutes: [minutesOf(window.clock)],
    until: minutesOf(window.until as string),
    ...(window.zone && { zone: window.zone }),
    ...(window.days && { days: window.days }),
  };
  for (const job of timedJobs(resources, 'jobs')) {
    const expression = job.props[job.expressionKey];
    if (typeof expression !== 'string') continue;
    const timed = rateWithin(expression, schedule, job.zoneKey !== undefined);
    job.props[job.expressionKey] = timed.expression;
    if (job.zoneKey && timed.zone) job.props[job.zoneKey] = timed.zone;
  }
}

/**
 * Nothing reachable from the internet: every REST API is private, reached through one interface
 * endpoint of execute-api in the private subnets (HTTPS from the VPC only), and its resource
 * policy admits calls through that endpoint alone. A design with no network keeps its APIs as
 * they are, and the checklist says the brief is not met.
 */
function privateApis(resources: Resources): void {
  const apis = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGateway::RestApi');
  const subnets = Object.keys(resources).filter((id) => /^PrivateSubnet\d+$/.test(id));
  if (apis.length === 0 || !resources[VPC_ID] || subnets.length === 0) return;
  resources.ApiEndpointSecurityGroup = {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: 'The private APIs endpoint: HTTPS from the VPC only',
      VpcId: { Ref: VPC_ID },
      SecurityGroupIngress: [
        {
          IpProtocol: 'tcp',
          FromPort: 443,
          ToPort: 443,
          CidrIp: VPC_CIDR,
          Description: 'HTTPS from the VPC',
        },
      ],
    },
  };
  resources.ApiEndpoint = {
    Type: 'AWS::EC2::VPCEndpoint',
    Properties: {
      VpcId: { Ref: VPC_ID },
      ServiceName: { 'Fn::Sub': `com.amazonaws.\${AWS::Region}.execute-api` },
      VpcEndpointType: 'Interface',
      PrivateDnsEnabled: true,
      SubnetIds: subnets.map((id) => ({ Ref: id })),
      SecurityGroupIds: [{ Ref: 'ApiEndpointSecurityGroup' }],
    },
  };
  for (const api of apis) {
    api.Properties = {
      ...api.Properties,
      EndpointConfiguration: { Types: ['PRIVATE'], VpcEndpointIds: [{ Ref: 'ApiEndpoint' }] },
      Policy: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: '*',
            Action: 'execute-api:Invoke',
            Resource: 'execute-api:/*',
            Condition: { StringEquals: { 'aws:SourceVpce': { Ref: 'ApiEndpoint' } } },
          },
        ],
      },
    };
  }
}

/**
 * Callers must send an API key: every REST API method requires one, and each API's stage gets a
 * usage plan (at the stated rate per second and burst, twice the rate unless stated, and the
 * stated quota per day, week or month) with one key, whose value API Gateway generates.
 */
function requireApiKeys(
  resources: Resources,
  plan: NonNullable<NonNullable<Requirements['stated']>['api_key']>,
): void {
  const rate = plan.rate_per_second;
  const burst = plan.burst ?? (rate === undefined ? undefined : rate * 2);
  const stages = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGateway::Stage');
  if (stages.length === 0) return;
  for (const resource of Object.values(resources))
    if (resource.Type === 'AWS::ApiGateway::Method' && resource.Properties)
      resource.Properties.ApiKeyRequired = true;
  for (const [id, stage] of stages) {
    const api = stage.Properties?.RestApiId;
    resources[`${id}UsagePlan`] = {
      Type: 'AWS::ApiGateway::UsagePlan',
      DependsOn: id,
      Properties: {
        ApiStages: [{ ApiId: api, Stage: { Ref: id } }],
        ...((rate !== undefined || burst !== undefined) && {
          Throttle: {
            ...(rate !== undefined && { RateLimit: rate }),
            ...(burst !== undefined && { BurstLimit: burst }),
          },
        }),
        ...(plan.quota && { Quota: { Limit: plan.quota.limit, Period: plan.quota.period } }),
      },
    } as Resources[string];
    resources[`${id}ApiKey`] = { Type: 'AWS::ApiGateway::ApiKey', Properties: { Enabled: true } };
    resources[`${id}UsagePlanKey`] = {
      Type: 'AWS::ApiGateway::UsagePlanKey',
      Properties: {
        KeyId: { Ref: `${id}ApiKey` },
        KeyType: 'API_KEY',
        UsagePlanId: { Ref: `${id}UsagePlan` },
      },
    };
  }
}

/**
 * What the brief states about keeping, auditing and timing, applied to the synthesized resources:
 * retention of N days sets backup, log and Object Lock retention; "every access audited" turns on
 * data events; a stated time orders the daily schedules after it.
 */
export function applyStated(resources: Resources, stated: Requirements['stated']): void {
  if (!stated) return;
  if (stated.retention_days)
    keepFor(resources, stated.retention_days, {
      logs: stated.log_days !== undefined,
      backups: stated.backup_days !== undefined,
      ...(stated.retention_stores && { stores: stated.retention_stores }),
    });
  if (stated.log_days) keepLogsFor(resources, stated.log_days);
  if (stated.audit_all_access) auditData(resources);
  if (stated.not_before) runAfter(resources, stated.not_before, stated.not_before_zone);
  if (stated.starts_at) runAt(resources, stated.starts_at, 'jobs');
  if (stated.runs_within?.until) runWithin(resources, stated.runs_within);
  if (stated.backup_at) {
    runAt(resources, stated.backup_at, 'backups');
    setOwnBackupWindows(resources, stated.backup_at);
  }
  if (stated.api_key) requireApiKeys(resources, stated.api_key);
  if (stated.no_public_endpoint) privateApis(resources);
}

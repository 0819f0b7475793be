import { z } from 'zod';
import { cronDays, offsetMinutes, unixCron, WEEKDAYS, type Weekday } from '../reading/schedule';
import { admitsItself, egressAllows } from './egress';
import {
  at,
  listOf,
  numberOf,
  referencesIn,
  type TemplateResource,
  templateResources,
} from './template-facts';

/**
 * What a requirement asks of the final template, as data: the checklist's status is what these
 * return when evaluated, and anyone (the benchmark, a test) can evaluate them again on their own.
 *
 * A type is an exact CloudFormation type or a `AWS::Service::` prefix (any type under it).
 * A property path is dotted (`BackupPlan.BackupPlanRule.*.Lifecycle.DeleteAfterDays`); `*` walks
 * every element of a list.
 */
export { offsetMinutes, WEEKDAYS, type Weekday };

const typesSchema = z.array(z.string().min(1)).min(1);

export const propertyTestSchema = z.object({
  path: z.string().min(1),
  /** equals: the value is this (every value at a `*` path); includes: one of the values at the path is this; contains: a string or list holds it; at-least / at-most: a number bound; set: any value */
  op: z.enum(['equals', 'contains', 'at-least', 'at-most', 'set', 'includes']),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
export type PropertyTest = z.infer<typeof propertyTestSchema>;

export const assertionSchema = z.discriminatedUnion('kind', [
  /** a resource of one of these types exists (at least `count`, when given; with every property test true, when given) */
  z.object({
    kind: z.literal('exists'),
    types: typesSchema,
    count: z.number().int().min(2).optional(),
    where: z.array(propertyTestSchema).optional(),
  }),
  /** no resource of these types exists (none passing every property test, when given) */
  z.object({ kind: z.literal('absent'), types: typesSchema, where: z.array(propertyTestSchema).optional() }),
  /** at least one resource of these types exists (of `ids`, when given), and every one passes the tests */
  z.object({
    kind: z.literal('every'),
    types: typesSchema,
    ids: z.array(z.string().min(1)).min(1).optional(),
    where: z.array(propertyTestSchema).min(1),
  }),
  /** the resources of these types take at least `count` distinct values at `path` (subnets across zones) */
  z.object({
    kind: z.literal('distinct'),
    types: typesSchema,
    path: z.string().min(1),
    count: z.number().int().min(1),
  }),
  /** a resource of `from` and one of `to` reference each other, directly or through one resource between them */
  z.object({ kind: z.literal('connected'), from: typesSchema, to: typesSchema }),
  /**
   * the role (by logical id) may do one of `actions` on `resource` (an ARN as the template writes it,
   * compared whole; `*` too): by its inline policies, or a policy naming it
   */
  z.object({
    kind: z.literal('grants'),
    role: z.string().min(1),
    actions: z.array(z.string().min(1)).min(1),
    resource: z.unknown(),
  }),
  /** resource `from` refers to resource `to` (Ref, GetAtt, Sub), under `path` when given (a function's Environment) */
  z.object({
    kind: z.literal('refers'),
    from: z.string().min(1),
    to: z.string().min(1),
    path: z.string().optional(),
  }),
  /**
   * the two resources are joined: one refers to the other, or through up to two resources that only
   * join others (a mapping, a subscription, a rule, a listener and its target group, an ingress rule)
   */
  z.object({ kind: z.literal('joined'), ids: z.tuple([z.string().min(1), z.string().min(1)]) }),
  /**
   * scheduled jobs (EventBridge rules in UTC, Scheduler schedules in their own zone), or with
   * `of: backups` the backup plans' rules and the stores' own backup windows (OWN_BACKUP_WINDOWS), start at or after / by / at a time of day in `zone`
   * (default: each schedule's own), on `day` when given; `some` holds when one does, `every` when
   * all do (and there is one)
   */
  z.object({
    kind: z.literal('schedule'),
    quantifier: z.enum(['some', 'every']),
    minutes: z.number().int().min(0).max(1439),
    relation: z.enum(['after', 'by', 'at']),
    zone: z.string().optional(),
    day: z.enum(WEEKDAYS).optional(),
    /** every day the brief names ("on weekdays"); `day` is the first of them */
    days: z.array(z.enum(WEEKDAYS)).min(1).max(7).optional(),
    /** every day ("daily"): a schedule left to some days of the week or month does not start when asked */
    every_day: z.literal(true).optional(),
    /** the day of the month ("the first of each month"; `L` the last) */
    day_of_month: z.union([z.number().int().min(1).max(31), z.literal('L')]).optional(),
    of: z.enum(['jobs', 'backups']).optional(),
    /** only the schedules of these types (a Glue crawler's own, when the brief times the crawl) */
    of_types: z.array(z.string()).min(1).optional(),
  }),
]);
export type Assertion = z.infer<typeof assertionSchema>;

export interface AssertionResult {
  holds: boolean;
  /** logical ids of the resources that make it hold (or, for `absent`, that break it) */
  resources: string[];
}

const ofTypes = (types: readonly string[], resources: readonly TemplateResource[]) =>
  resources.filter((r) => types.some((t) => (t.endsWith('::') ? r.type.startsWith(t) : r.type === t)));

/** A property that holds a JSON document as text (a state machine's `DefinitionString`), read as that document. */
function documentOf(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*\{/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A map of names to objects (a definition's `States`), as opposed to one object or an intrinsic function. */
const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((k) => !k.startsWith('Fn::') && k !== 'Ref') &&
  Object.values(value).every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));

/**
 * Every value at a path, `*` fanning out over lists (and over the entries of a map of objects,
 * such as a definition's states); a key asked of a list is asked of each item
 * (`SecurityGroupIngress.CidrIp`, as CloudFormation's documentation writes list properties), and
 * of a JSON document held as text, of that document.
 */
function valuesAt(raw: unknown, path: string): unknown[] {
  const value = documentOf(raw);
  const [head, ...rest] = keyAndRest(value, path.split('.'));
  if (head === undefined) return [raw];
  const next =
    head === '*'
      ? Array.isArray(value) || !isMap(value)
        ? listOf(value)
        : Object.values(value)
      : Array.isArray(value)
        ? value.map((v) => keyOf(v, head))
        : [keyOf(value, head)];
  return rest.length === 0
    ? next.filter((v) => v !== undefined)
    : next.flatMap((v) => (v === undefined ? [] : valuesAt(v, rest.join('.'))));
}

/**
 * A path's first key and the rest: a key that holds dots itself (a parameter group's
 * `rds.force_ssl`, `pgaudit.log`) where the object has one, the longest such.
 */
function keyAndRest(value: unknown, segments: string[]): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    for (let k = segments.length; k > 1; k--) {
      const key = segments.slice(0, k).join('.');
      if (Object.hasOwn(value, key)) return [key, ...segments.slice(k)];
    }
  return segments;
}

/** One key's value, the key whole (it may hold dots). */
const keyOf = (value: unknown, key: string) =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

function passes(resource: TemplateResource, test: PropertyTest): boolean {
  const values = valuesAt(resource.props, test.path);
  if (values.length === 0) return false;
  if (test.op === 'includes') return values.some((value) => same(value, test.value));
  return values.every((value) => {
    switch (test.op) {
      case 'set':
        return true;
      case 'equals':
        return same(value, test.value);
      case 'contains':
        return Array.isArray(value)
          ? value.some((v) => same(v, test.value))
          : typeof value === 'string' && value.toLowerCase().includes(String(test.value).toLowerCase());
      case 'at-least':
      case 'at-most': {
        const n = numberOf(value);
        const bound = numberOf(test.value);
        if (n === undefined || bound === undefined) return false;
        return test.op === 'at-least' ? n >= bound : n <= bound;
      }
    }
    return false;
  });
}

/** An action matches a granted one, `service:*` and `*` included. */
const allows = (granted: unknown, action: string) =>
  granted === '*' ||
  granted === action ||
  (typeof granted === 'string' && granted.endsWith(':*') && action.startsWith(granted.slice(0, -1)));

/** A value with `Fn::GetAtt: "A.B"` written as the list form, so two spellings of one ARN compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === 'Fn::GetAtt' && typeof inner === 'string'
        ? [key, [inner.split('.')[0], inner.split('.').slice(1).join('.')]]
        : [key, canonical(inner)],
    ),
  );
}

/** Whether the role's policies (inline, or a policy naming it) allow one of `actions` on `resource`. */
function grantsOn(
  resources: readonly TemplateResource[],
  role: string,
  actions: readonly string[],
  resource: unknown,
): boolean {
  const documents = resources.flatMap((r) => {
    if (r.id === role && r.type === 'AWS::IAM::Role')
      return listOf(r.props.Policies).map((p) => at(p, 'PolicyDocument'));
    const roles = listOf(r.props.Roles).map((x) => at(x, 'Ref'));
    return (r.type === 'AWS::IAM::Policy' || r.type === 'AWS::IAM::ManagedPolicy') && roles.includes(role)
      ? [r.props.PolicyDocument]
      : [];
  });
  // a target named by several ARNs (a bucket and its objects) needs every one of them granted
  const wanted = listOf(resource).map((r) => JSON.stringify(canonical(r)));
  return documents.some((doc) =>
    listOf(at(doc, 'Statement')).some((statement) => {
      if (at(statement, 'Effect') !== 'Allow') return false;
      const granted = listOf(at(statement, 'Action'));
      const on = listOf(at(statement, 'Resource'));
      const named = new Set(on.map((r) => JSON.stringify(canonical(r))));
      return (
        actions.some((action) => granted.some((g) => allows(g, action))) &&
        (on.includes('*') || wanted.every((w) => named.has(w)))
      );
    }),
  );
}

/** Resources that only join two others: a path through them is an edge between those two. */
const JOINING = [
  /^AWS::Lambda::(EventSourceMapping|Permission|EventInvokeConfig)$/,
  /^AWS::SNS::(Subscription|TopicPolicy)$/,
  // a log group's events reach a function or a stream through its subscription filter
  /^AWS::Logs::SubscriptionFilter$/,
  /^AWS::SQS::QueuePolicy$/,
  /^AWS::Events::Rule$/,
  /^AWS::Scheduler::Schedule$/,
  /^AWS::Pipes::Pipe$/,
  /^AWS::ApiGateway::(Method|Resource|Integration|Stage|Deployment)$/,
  /^AWS::ApiGatewayV2::(Integration|Route|Stage)$/,
  // received mail reaches a bucket, a function or a topic through the rule set's receipt rule
  /^AWS::SES::ReceiptRule$/,
  /^AWS::EC2::(SecurityGroupIngress|SecurityGroupEgress)$/,
  /^AWS::ElasticLoadBalancingV2::(Listener|ListenerRule|TargetGroup)$/,
  // a GraphQL API reaches its sources through data sources and resolvers; a Lattice service its targets through listeners and target groups
  /^AWS::AppSync::(DataSource|Resolver|FunctionConfiguration)$/,
  /^AWS::VpcLattice::(Listener|Rule|TargetGroup)$/,
];

/** The path (ids) from `a` to `b` through at most two joining resources, if there is one. */
function joinedBy(resources: readonly TemplateResource[], a: string, b: string): string[] | undefined {
  const graph = neighbours(resources);
  const typeOf = new Map(resources.map((r) => [r.id, r.type]));
  let paths = [[a]];
  for (let hops = 0; hops < 3; hops++) {
    const next: string[][] = [];
    for (const path of paths)
      for (const n of graph.get(path.at(-1) as string) ?? []) {
        if (path.includes(n)) continue;
        if (n === b) return [...path, n];
        if (JOINING.some((p) => p.test(typeOf.get(n) ?? ''))) next.push([...path, n]);
      }
    paths = next;
  }
  return undefined;
}

/** Resources joined by a reference either way (a function and its role, a mapping and its queue). */
function neighbours(resources: readonly TemplateResource[]): Map<string, Set<string>> {
  const ids = new Set(resources.map((r) => r.id));
  const graph = new Map(resources.map((r) => [r.id, new Set<string>()]));
  for (const r of resources)
    for (const target of referencesIn(r.props, new Set())) {
      if (!ids.has(target) || target === r.id) continue;
      graph.get(r.id)?.add(target);
      graph.get(target)?.add(r.id);
    }
  return graph;
}

/** One assertion on the template's resources. */
export function evaluateAssertion(
  assertion: Assertion,
  resources: readonly TemplateResource[],
): AssertionResult {
  switch (assertion.kind) {
    case 'exists': {
      const found = ofTypes(assertion.types, resources).filter((r) =>
        (assertion.where ?? []).every((test) => passes(r, test)),
      );
      return { holds: found.length >= (assertion.count ?? 1), resources: found.map((r) => r.id) };
    }
    case 'absent': {
      const found = ofTypes(assertion.types, resources).filter((r) =>
        (assertion.where ?? []).every((test) => passes(r, test)),
      );
      return { holds: found.length === 0, resources: found.map((r) => r.id) };
    }
    case 'every': {
      const found = ofTypes(assertion.types, resources).filter(
        (r) => assertion.ids === undefined || assertion.ids.includes(r.id),
      );
      const ok = found.filter((r) => assertion.where.every((test) => passes(r, test)));
      return { holds: found.length > 0 && ok.length === found.length, resources: ok.map((r) => r.id) };
    }
    case 'distinct': {
      const found = ofTypes(assertion.types, resources);
      const values = new Set(
        found.flatMap((r) => valuesAt(r.props, assertion.path).map((v) => JSON.stringify(v))),
      );
      return { holds: values.size >= assertion.count, resources: found.map((r) => r.id) };
    }
    case 'schedule': {
      const found = jobSchedules(resources, assertion.of, assertion.of_types);
      const ok = found.filter((job) => startsWhenAsked(job, assertion));
      const holds =
        assertion.quantifier === 'some' ? ok.length > 0 : found.length > 0 && ok.length === found.length;
      return { holds, resources: ok.map((job) => job.id) };
    }
    case 'grants': {
      const ok = grantsOn(resources, assertion.role, assertion.actions, assertion.resource);
      return { holds: ok, resources: ok ? [assertion.role] : [] };
    }
    case 'refers': {
      const from = resources.find((r) => r.id === assertion.from);
      const value = from && assertion.path ? at(from.props, assertion.path) : from?.props;
      const ok = value !== undefined && referencesIn(value, new Set()).has(assertion.to);
      return { holds: ok, resources: ok ? [assertion.from, assertion.to] : [] };
    }
    case 'joined': {
      // a group joined to itself: it admits its own members (see admitsItself)
      if (assertion.ids[0] === assertion.ids[1]) {
        const open = admitsItself(resources, assertion.ids[0]);
        return { holds: open, resources: open ? [assertion.ids[0]] : [] };
      }
      const path = joinedBy(resources, assertion.ids[0], assertion.ids[1]);
      // two security groups are joined only when the sender may also send what the other admits
      const open = path !== undefined && egressAllows(resources, assertion.ids[0], assertion.ids[1]);
      return { holds: open, resources: open ? path : [] };
    }
    case 'connected': {
      const graph = neighbours(resources);
      const to = new Set(ofTypes(assertion.to, resources).map((r) => r.id));
      for (const from of ofTypes(assertion.from, resources)) {
        const direct = graph.get(from.id) ?? new Set<string>();
        for (const middle of [from.id, ...direct]) {
          const reached = [...(graph.get(middle) ?? [])].find((id) => to.has(id) && id !== from.id);
          if (reached) return { holds: true, resources: [...new Set([from.id, middle, reached])] };
        }
      }
      return { holds: false, resources: [] };
    }
  }
}

export interface JobSchedule {
  id: string;
  expression: string;
  /** the zone its cron is read in: UTC for EventBridge rules, its own for Scheduler schedules and backup rules */
  zone: string;
  /** minutes after midnight of each cron hour:minute; empty for a rate or an unreadable cron (runs all day) */
  times: number[];
  /** days of the week it runs on, in its zone (all seven for a rate or `*`) */
  days: Weekday[];
  /** the days of the month its cron is left to ("1", "L", "1,15"), when not every day of it */
  month_days?: string;
}

/** The schedules of a template: its jobs (EventBridge rules, Scheduler schedules) or its backup plans' rules. */
function schedulesOf(
  resources: readonly TemplateResource[],
  of: 'jobs' | 'backups',
): { id: string; props: Record<string, unknown>; zone: string }[] {
  return resources.flatMap((r) => {
    if (of === 'backups') {
      const window = backupWindowStart(r);
      if (window) return [{ id: r.id, props: { ScheduleExpression: window }, zone: 'UTC' }];
      if (r.type !== 'AWS::Backup::BackupPlan') return [];
      return listOf(at(r.props, 'BackupPlan.BackupPlanRule')).map((rule) => {
        const props = (rule ?? {}) as Record<string, unknown>;
        const zone =
          typeof props.ScheduleExpressionTimezone === 'string' ? props.ScheduleExpressionTimezone : 'UTC';
        return { id: r.id, props, zone };
      });
    }
    const own = OWN_SCHEDULES[r.type]?.(r.props);
    if (own) return [{ id: r.id, props: { ScheduleExpression: own.expression }, zone: own.zone }];
    if (r.type !== 'AWS::Events::Rule' && r.type !== 'AWS::Scheduler::Schedule') return [];
    const zone =
      r.type === 'AWS::Scheduler::Schedule' && typeof r.props.ScheduleExpressionTimezone === 'string'
        ? r.props.ScheduleExpressionTimezone
        : 'UTC';
    return [{ id: r.id, props: r.props, zone }];
  });
}

/**
 * Stores that back themselves up in a daily window of their own (UTC, "hh:mm-hh:mm"), with where
 * it is set: their automated backups start at its start, whatever a backup plan does.
 */
export const OWN_BACKUP_WINDOWS: Readonly<Record<string, string>> = {
  'AWS::RDS::DBInstance': 'PreferredBackupWindow',
  'AWS::RDS::DBCluster': 'PreferredBackupWindow',
  'AWS::DocDB::DBCluster': 'PreferredBackupWindow',
  'AWS::Neptune::DBCluster': 'PreferredBackupWindow',
  'AWS::ElastiCache::ReplicationGroup': 'SnapshotWindow',
  'AWS::ElastiCache::CacheCluster': 'SnapshotWindow',
};

/** A store's own backup window as the cron of its start ("22:00-23:00" -> cron(0 22 * * ? *)). */
function backupWindowStart(r: TemplateResource): string | undefined {
  const path = OWN_BACKUP_WINDOWS[r.type];
  const window = path ? at(r.props, path) : undefined;
  const start = typeof window === 'string' ? /^(\d{2}):(\d{2})-/.exec(window) : null;
  return start ? `cron(${Number(start[2])} ${Number(start[1])} * * ? *)` : undefined;
}

/**
 * Resources that start on a schedule of their own (read in UTC), with where it is set: a job of
 * theirs runs without a rule or a schedule in front of it.
 */
export const OWN_SCHEDULES: Readonly<
  Record<string, (props: Record<string, unknown>) => { expression: string; zone: string } | undefined>
> = {
  'AWS::Glue::Crawler': (props) => inUtc(at(props, 'Schedule.ScheduleExpression')),
  'AWS::Glue::Trigger': (props) => inUtc(at(props, 'Schedule')),
  // a maintenance window's cron, in its own zone (UTC unless it says)
  'AWS::SSM::MaintenanceWindow': (props) =>
    typeof props.Schedule === 'string'
      ? {
          expression: props.Schedule,
          zone: typeof props.ScheduleTimezone === 'string' ? props.ScheduleTimezone : 'UTC',
        }
      : undefined,
  // an Auto Scaling group's scheduled action: a Unix cron, in its own zone (UTC unless it says)
  'AWS::AutoScaling::ScheduledAction': (props) => {
    const recurrence = typeof props.Recurrence === 'string' ? unixCron(props.Recurrence) : undefined;
    if (!recurrence) return undefined;
    return { expression: recurrence, zone: typeof props.TimeZone === 'string' ? props.TimeZone : 'UTC' };
  },
};

const inUtc = (expression: unknown) =>
  typeof expression === 'string' ? { expression, zone: 'UTC' } : undefined;

/** Job schedules (EventBridge rules, Scheduler schedules, a crawler's own), or backup plan rules, as start times; only those of `types` when given. */
export function jobSchedules(
  resources: readonly TemplateResource[],
  of: 'jobs' | 'backups' = 'jobs',
  types?: readonly string[],
): JobSchedule[] {
  const ids = types ? new Set(resources.filter((r) => types.includes(r.type)).map((r) => r.id)) : undefined;
  return schedulesOf(resources, of).flatMap(({ id, props, zone }) => {
    if (ids && !ids.has(id)) return [];
    const expression = props.ScheduleExpression;
    if (typeof expression !== 'string') return [];
    const cron = /^cron\(\s*(\S+)\s+(\S+)\s+(\S+)\s+\S+\s+(\S+)/.exec(expression);
    const all = [...WEEKDAYS];
    if (!cron) return [{ id, expression, zone, times: [], days: all }];
    const minutes = (cron[1] ?? '').split(',').map(Number);
    const hours = (cron[2] ?? '').split(',').map(Number);
    const days = cronDays(cron[4] ?? '*');
    const monthDays = cron[3] === '*' || cron[3] === '?' ? undefined : cron[3];
    const left = { days, ...(monthDays !== undefined && { month_days: monthDays }) };
    if ([...minutes, ...hours].some((n) => !Number.isInteger(n)))
      return [{ id, expression, zone, times: [], ...left }];
    return [{ id, expression, zone, times: hours.flatMap((h) => minutes.map((m) => h * 60 + m)), ...left }];
  });
}

/**
 * Whether a job starts when the assertion asks, its times moved into the asked zone (and the day
 * with them): every start falls on an asked day; "at" holds when one of its starts is the asked
 * time ("at 8 am and 8 pm"), "after" and "by" bound every start.
 */
function startsWhenAsked(job: JobSchedule, asked: Extract<Assertion, { kind: 'schedule' }>): boolean {
  // a day of the month asked is that day of the cron's; every day asked leaves none out
  if (asked.day_of_month !== undefined && job.month_days !== String(asked.day_of_month)) return false;
  if (asked.every_day && (job.month_days !== undefined || job.days.length < WEEKDAYS.length)) return false;
  const days = asked.days ?? (asked.day ? [asked.day] : undefined);
  // a cron left to days of the month does not run on the weekdays asked
  if (days && job.month_days !== undefined) return false;
  if (job.times.length === 0) return days === undefined || job.days.some((d) => days.includes(d));
  const shift = asked.zone ? offsetMinutes(asked.zone) - offsetMinutes(job.zone) : 0;
  const starts = job.days.flatMap((day) =>
    job.times.map((time) => {
      const moved = time + shift;
      const dayShift = Math.floor(moved / 1440);
      return {
        day: WEEKDAYS[(WEEKDAYS.indexOf(day) + dayShift + 7) % 7] as Weekday,
        minutes: ((moved % 1440) + 1440) % 1440,
      };
    }),
  );
  if (days && !starts.every((start) => days.includes(start.day))) return false;
  if (asked.relation === 'at') return starts.some((start) => start.minutes === asked.minutes);
  return starts.every((start) =>
    asked.relation === 'after' ? start.minutes >= asked.minutes : start.minutes <= asked.minutes,
  );
}

/** Every assertion of a requirement on a template's text; met when all hold, partly when some do. */
export function evaluateAll(
  assertions: readonly Assertion[],
  template: string | readonly TemplateResource[],
): { status: 'met' | 'partly' | 'not-met'; results: AssertionResult[] } {
  const resources = typeof template === 'string' ? templateResources(template) : template;
  const results = assertions.map((a) => evaluateAssertion(a, resources));
  const held = results.filter((r) => r.holds).length;
  return {
    status: held === results.length && held > 0 ? 'met' : held > 0 ? 'partly' : 'not-met',
    results,
  };
}

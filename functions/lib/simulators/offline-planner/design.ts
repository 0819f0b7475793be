import { numberOf } from '#shared/generation/checklist/template-facts';
import {
  APPLICATION_BLOCK_KINDS,
  type ArchitecturePlan,
  BACKUP_DAYS,
  type Block,
} from '#shared/generation/plan';
import { namePathOf } from '#shared/generation/properties/schema';
import { MAX_STATED_PROPERTIES, type StatedProperty } from '#shared/generation/properties/stated';
import { scheduleOf } from '#shared/generation/reading/schedule';
import { CONTAINERS_BLOCK, WORKLOAD_BLOCK } from '#shared/generation/reading/services';
import type { Requirements, ScaleTier, WorkloadKind } from '#shared/generation/requirements';
import { serviceById } from '#shared/generation/services/index';
import { emailsOf } from '#shared/generation/services/names';
import { BUCKET_PURPOSES, type BucketPurpose } from '#shared/generation/services/s3';
import { GATEWAY_ENDPOINTS } from '#shared/generation/synthesis/edge-check';
import { OWN_BACKUP_DAYS } from '#shared/generation/synthesis/own-backups';
import { statedEngineParameters } from '#shared/generation/synthesis/parameter-groups';
import { recoveryDecisions, searchDecisions } from './block-decisions';
import { withStatedOptions } from './stated-options';

type Sized<T> = Record<ScaleTier, T>;

const INSTANCE: Sized<string> = { small: 't4g.small', medium: 'm7g.large', large: 'm7g.xlarge' };
const MAX_INSTANCES: Sized<number> = { small: 3, medium: 6, large: 12 };
const TASK: Sized<{ cpu: '512' | '1024' | '2048'; memory_mb: number; max: number }> = {
  small: { cpu: '512', memory_mb: 1024, max: 4 },
  medium: { cpu: '1024', memory_mb: 2048, max: 10 },
  large: { cpu: '2048', memory_mb: 4096, max: 30 },
};
// sizes the price list carries in every priced region (Graviton throughout)
const DATABASE: Sized<string> = { small: 'db.t4g.small', medium: 'db.m6g.large', large: 'db.r6g.xlarge' };
const CACHE_NODE: Sized<string> = {
  small: 'cache.t4g.small',
  medium: 'cache.m6g.large',
  large: 'cache.r6g.large',
};
const THROTTLE: Sized<number> = { small: 50, medium: 200, large: 1000 };
// Graviton search nodes: every size supports encryption at rest, node-to-node TLS and fine-grained access
const SEARCH_NODE: Sized<string> = {
  small: 'm6g.large.search',
  medium: 'r6g.large.search',
  large: 'r6g.xlarge.search',
};
const SEARCH_VOLUME_GB: Sized<number> = { small: 20, medium: 100, large: 500 };

/** What a design placed in a network the account has says of it (see synthesis/blocks/network.ts). */
const EXISTING_NETWORK =
  'The design goes into the existing VPC: its VPC and subnets are parameters of the template (defaulting to the ids the brief gives), and no network, NAT gateway or endpoint is built.';

/**
 * The offline lead architect: composes building blocks for the requirements. Every choice that
 * trades cost against resilience follows the requirements (zones, NAT gateways, database
 * standby, cache replicas) and is written down as a decision.
 */
export function planFromRequirements(req: Requirements): ArchitecturePlan {
  const has = (kind: WorkloadKind) => req.workloads.some((w) => w.kind === kind);
  const reason = (kind: WorkloadKind) => req.workloads.find((w) => w.kind === kind)?.reason ?? kind;
  const tier = req.scale.tier;
  const multiAz = req.availability === 'multi-az';
  const cheap = req.budget.priority === 'lowest-cost';
  const blocks: Block[] = [];
  const decisions: string[] = [];
  const webTier = has('web-app') || (has('api') && has('containers')) || (has('containers') && !has('api'));
  // servers the brief states (a type, a count) stay servers at any scale
  const statedServers =
    Object.keys(req.workloads.find((w) => w.kind === 'web-app')?.settings ?? {}).length > 0;
  const containerTier = webTier && (has('containers') || (tier === 'large' && !statedServers));
  const vpcCompute = webTier;
  const vpcServices = (req.services ?? []).filter((s) => serviceById(s.service)?.vpc);
  const heavy = heavyJob(req);
  // a private API is reached through an interface endpoint in the design's own network
  const privateApi =
    req.stated?.no_public_endpoint === true &&
    (has('api') || (req.services ?? []).some((s) => s.service === 'api-gateway'));
  const vpcData =
    heavy ||
    privateApi ||
    has('relational-database') ||
    has('cache') ||
    has('shared-files') ||
    has('search') ||
    vpcServices.length > 0;
  // functions join the VPC when there is one, and reach AWS APIs through a NAT gateway: when the
  // network is there for a service of the VPC, or for a data store while a function calls an API
  // beyond the network's gateway endpoints (an e-mail through SES)
  const lambdaNamed = (req.services ?? []).some((s) => s.service === 'lambda');
  const vpcFunctions = lambdaNamed && (vpcServices.length > 0 || (vpcData && functionsCallApis(req)));
  const production = req.environment === 'production';

  // a brief that refuses NAT gets none, whatever its network would otherwise take; one that
  // refuses the internet gateway gets isolated subnets, which no NAT gateway can serve either
  const noInternetGateway = req.stated?.no_internet_gateway === true;
  const noNat = req.stated?.no_nat === true || noInternetGateway;
  const isolated = noInternetGateway ? { internet_gateway: false } : {};
  const refusedWayOut = noInternetGateway
    ? 'No internet gateway, as the brief asks: every subnet is isolated, and reaches AWS through endpoints.'
    : 'No NAT gateway, as the brief asks: the private subnets reach AWS through endpoints.';
  const existingNetwork = req.stated?.existing_network !== undefined;
  if (req.network) {
    const network = noNat ? { ...req.network, nat_gateways: 'none' as const, ...isolated } : req.network;
    blocks.push({
      kind: 'network',
      name: 'Network',
      reason: `The brief asks for a network of ${network.availability_zones} zones`,
      options: network,
    });
    decisions.push(
      existingNetwork
        ? EXISTING_NETWORK
        : noNat
          ? refusedWayOut
          : network.nat_gateways === 'none'
            ? 'No NAT gateway: nothing asked for outbound internet access from the private subnets.'
            : `NAT gateways: ${network.nat_gateways}, as the brief asked for outbound access.`,
    );
  } else if (vpcCompute || vpcData) {
    // what a service's stated settings need (three brokers, one per zone) widens the network
    const needed = (req.services ?? []).map((s) => serviceById(s.service)?.zones_for?.(s.settings) ?? 2);
    const zones = Math.min(3, Math.max(multiAz && tier === 'large' ? 3 : 2, ...needed));
    // a heavy job's tasks pull their image and reach AWS APIs through the NAT gateway
    const nat =
      noNat || (!vpcCompute && !vpcFunctions && !heavy)
        ? 'none'
        : !vpcCompute
          ? 'one'
          : multiAz && production && !cheap
            ? 'per-zone'
            : 'one';
    blocks.push({
      kind: 'network',
      name: 'Network',
      reason: 'Private subnets for compute and data, public subnets only for load balancers',
      options: { availability_zones: zones, nat_gateways: nat, ...isolated },
    });
    decisions.push(
      existingNetwork
        ? EXISTING_NETWORK
        : nat === 'per-zone'
          ? 'One NAT gateway per zone, so losing a zone does not cut the others off.'
          : nat === 'one'
            ? 'One shared NAT gateway to keep cost down; a zone failure can cut outbound traffic until it returns.'
            : noNat
              ? refusedWayOut
              : 'No NAT gateway: nothing in the VPC needs the internet; S3 and DynamoDB are reached through gateway endpoints.',
    );
  }
  // the account's trail, Config, GuardDuty and Security Hub are the account baseline's: a design
  // builds monitoring only when its brief asks, and a trail of its own only for an audit trail
  const auditAll = req.stated?.audit_all_access === true;
  if (has('monitoring') || auditAll) {
    const asked = req.workloads.find((w) => w.kind === 'monitoring')?.settings ?? {};
    // the address the brief has its alerts sent to subscribes to the alarm topic, unless a
    // topic the brief names carries them (it subscribes the address itself)
    const alertsTo =
      typeof asked.email === 'string' && !(req.services ?? []).some((s) => s.service === 'sns')
        ? emailsOf(asked.email)[0]
        : undefined;
    blocks.push({
      kind: 'monitoring',
      name: 'Audit',
      reason: has('monitoring') ? reason('monitoring') : 'The brief asks for every access to be audited',
      options: {
        audit_trail: asked.audit_trail === true || auditAll,
        ...(asked.central_logs === true && { central_logs: true }),
        ...(alertsTo && { alarm_email: alertsTo }),
      },
    });
  }
  if (has('relational-database')) {
    const standby = multiAz && production;
    const said = req.workloads.find((w) => w.kind === 'relational-database')?.settings;
    const replicas = numberOf(said?.readers);
    const parameters = statedEngineParameters(said);
    blocks.push({
      kind: 'relational-database',
      name: 'Database',
      reason: reason('relational-database'),
      options: {
        engine: req.database_engine ?? 'postgres',
        instance_class: DATABASE[tier],
        multi_az: standby,
        storage_gb: Math.max(
          20,
          Math.min(
            65536,
            Math.ceil(req.scale.storage_gb ?? (tier === 'large' ? 500 : tier === 'medium' ? 100 : 20)),
          ),
        ),
        ...(replicas && { read_replicas: Math.min(15, Math.round(replicas)) }),
        ...(parameters && { engine_parameters: parameters }),
      },
    });
    decisions.push(
      standby
        ? 'The database keeps a standby in a second zone (Multi-AZ).'
        : production
          ? 'The database runs in one zone with no standby, as nothing asked for high availability; a standby in a second zone (Multi-AZ) keeps it up through a zone outage and doubles its hourly cost.'
          : 'The database runs in one zone; turn on Multi-AZ for production.',
    );
  }
  if (has('key-value')) {
    blocks.push({
      kind: 'key-value-table',
      name: 'Items',
      reason: reason('key-value'),
      options: { billing: 'on-demand' },
    });
  }
  if (has('cache')) {
    blocks.push({
      kind: 'cache',
      name: 'Cache',
      reason: reason('cache'),
      options: { node_type: CACHE_NODE[tier], replicas: multiAz ? 1 : 0 },
    });
  }
  if (has('file-storage')) {
    blocks.push({
      kind: 'object-storage',
      name: 'Files',
      reason: reason('file-storage'),
      options: {
        purpose: purposeOf(reason('file-storage')),
        infrequent_access_after_days: 30,
        archive_after_days: cheap ? 60 : 90,
      },
    });
  }
  if (has('shared-files')) {
    blocks.push({
      kind: 'file-system',
      name: 'Shared',
      reason: reason('shared-files'),
      options: { throughput_mode: cheap ? 'bursting' : 'elastic', mount_path: '/mnt/shared' },
    });
    decisions.push(
      webTier
        ? 'The shared file system is mounted by the compute over TLS with IAM authorisation, through an access point that fixes the user and directory.'
        : 'Nothing in this design mounts the shared file system yet: admit your clients on NFS (2049) in its security group and grant them elasticfilesystem:ClientMount.',
    );
  }
  if (has('search')) {
    const zones = multiAz ? (tier === 'large' ? 3 : 2) : 1;
    blocks.push({
      kind: 'search',
      name: 'Search',
      reason: reason('search'),
      options: {
        instance_type: SEARCH_NODE[tier],
        instance_count: tier === 'large' ? zones * 2 : zones,
        zone_awareness: zones > 1,
        dedicated_master: tier === 'large',
        volume_gb: SEARCH_VOLUME_GB[tier],
        fine_grained_access:
          req.data_classification === 'confidential' || req.data_classification === 'secret',
      },
    });
    decisions.push(...searchDecisions(tier === 'large', req.data_classification));
  }
  if (has('data-lake')) {
    blocks.push({
      kind: 'data-lake',
      name: 'Lake',
      reason: reason('data-lake'),
      options: {
        archive_after_days: 180,
        // a crawl the brief asks for runs when its scheduled work does ("crawl it every day at 6 am")
        ...(req.workloads.find((w) => w.kind === 'data-lake')?.settings?.crawler === true && {
          crawler: has('scheduled-job') ? { schedule: scheduleOf(reason('scheduled-job')) } : {},
        }),
      },
    });
  }
  if (has('streaming')) {
    const provisioned = cheap && tier === 'small';
    blocks.push({
      kind: 'stream',
      name: 'Events',
      reason: reason('streaming'),
      options: { mode: provisioned ? 'PROVISIONED' : 'ON_DEMAND', shards: tier === 'large' ? 4 : 1 },
    });
  }
  if (has('user-sign-in')) {
    const strict =
      req.data_classification === 'confidential' ||
      req.data_classification === 'secret' ||
      req.sector !== 'general';
    blocks.push({
      kind: 'user-directory',
      name: 'Users',
      reason: reason('user-sign-in'),
      options: { mfa: strict ? 'ON' : 'OPTIONAL' },
    });
  }
  if (has('static-site')) {
    const nearMiddleEast = req.region.startsWith('me-') || req.region.startsWith('il-');
    blocks.push({
      kind: 'static-site',
      name: 'Site',
      reason: reason('static-site'),
      // Middle East edge locations are in price class 200, not 100
      options: { price_class: cheap && !nearMiddleEast ? 'PriceClass_100' : 'PriceClass_200' },
    });
  }
  if (webTier) {
    const min = multiAz ? 2 : 1;
    if (containerTier) {
      const size = TASK[tier];
      blocks.push({
        kind: 'containers',
        name: CONTAINERS_BLOCK,
        reason: has('containers')
          ? reason('containers')
          : 'Large scale: containers scale faster and pack better than instances',
        options: {
          cpu: size.cpu,
          memory_mb: size.memory_mb,
          architecture: 'arm64',
          desired_tasks: min,
          max_tasks: size.max,
          allowed_cidrs: req.allowed_cidrs,
          ...(refused(req, 'load-balancer') && { load_balancer: false }),
          ...(containerServices(req) > 1 && { services: containerServices(req) }),
        },
      });
    } else {
      blocks.push({
        kind: 'web-servers',
        name: WORKLOAD_BLOCK['web-app'] ?? 'Web',
        reason: reason('web-app'),
        options: {
          instance_type: INSTANCE[tier],
          architecture: 'arm64',
          min_instances: min,
          max_instances: Math.max(min, MAX_INSTANCES[tier]),
          allowed_cidrs: req.allowed_cidrs,
          ...(refused(req, 'load-balancer') && { load_balancer: false }),
        },
      });
    }
    decisions.push('Compute runs on Graviton (arm64): about 20% cheaper than x86 for the same work.');
    const direct = !containerTier && refused(req, 'load-balancer');
    if (direct)
      decisions.push(
        'No load balancer, as the brief asks: one server, replaced by its Auto Scaling group when it fails, is reached at its own address (a new address after a replacement).',
      );
    if (req.allowed_cidrs.length > 0)
      decisions.push(
        `The ${direct ? 'server' : 'load balancer'} admits only ${req.allowed_cidrs.join(', ')}.`,
      );
  }
  if (has('api') && !webTier) {
    blocks.push({
      kind: 'serverless-api',
      name: 'Api',
      reason: reason('api'),
      options: { memory_mb: 512, throttle_rps: THROTTLE[tier] },
    });
    decisions.push('The API is serverless: it costs nothing while idle and scales with requests.');
  }
  if (has('worker')) {
    blocks.push({
      kind: 'queue-worker',
      name: 'Jobs',
      reason: reason('worker'),
      options: { memory_mb: tier === 'large' ? 1024 : 512 },
    });
  }
  if (heavy) {
    blocks.push(...heavyJobBlocks(reason('scheduled-job')));
    const size = longRun(req)
      ? `runs for up to ${Math.round((req.stated?.run_seconds ?? 0) / 60)} minutes`
      : req.scale.storage_gb !== undefined
        ? `moves about ${req.scale.storage_gb} GB a run`
        : `moves "${req.scale.bulk_data}" (no figure was given)`;
    decisions.push(
      `The scheduled job ${size}, so it runs as a Fargate task (${HEAVY_TASK.cpu / 1024} vCPU, ${HEAVY_TASK.memory_mb / 1024} GB) that a Step Functions workflow starts and waits for, with retries: a Lambda function stops after 15 minutes.`,
    );
  } else if (has('scheduled-job')) {
    blocks.push({
      kind: 'scheduled-job',
      name: 'Scheduled',
      reason: reason('scheduled-job'),
      options: { schedule: scheduleOf(reason('scheduled-job')), memory_mb: 512 },
    });
  }
  const stores = ['relational-database', 'key-value-table', 'object-storage', 'data-lake'];
  // the stores keep their own backups (RDS retention, DynamoDB point-in-time recovery, versioning)
  // for up to 35 days: AWS Backup is added when the brief asks for backups, states a longer
  // retention or asks for a second region, which gets copies of the backups
  const keepsLonger =
    (req.retention_days ?? req.stated?.retention_days ?? req.stated?.backup_days ?? 0) > OWN_BACKUP_DAYS;
  const backupAsked = req.stated?.backups === true || keepsLonger || req.disaster_recovery !== undefined;
  const holdsData =
    blocks.some((b) => stores.includes(b.kind)) ||
    (req.services ?? []).some((s) => serviceById(s.service)?.backed_up);
  const tag = req.stated?.backup_tag;
  if ((holdsData || tag) && backupAsked) {
    const usual = production ? (req.sector === 'general' ? 35 : 90) : 7;
    // a stated retention ("records kept for 10 years") is how long backups are kept, up to AWS Backup's 10 years here
    // how long the brief says backups are kept ("keep each backup 14 days") is how long they are kept
    // a default never overrides it: "backups kept 30 days" keeps them 30 days, not the usual 35
    const asked = req.stated?.backup_days ?? req.retention_days ?? usual;
    const days = Math.max(BACKUP_DAYS.min, Math.min(BACKUP_DAYS.max, asked));
    if (req.retention_days && req.retention_days > BACKUP_DAYS.max)
      decisions.push(
        'Backups are kept 10 years, the most this design sets; keep older recovery points in a separate archive.',
      );
    // a shorter period stated ("backups kept 5 days") is the stores' own; the backup plan keeps the least it sets
    if (asked < BACKUP_DAYS.min)
      decisions.push(
        `AWS Backup keeps each recovery point ${BACKUP_DAYS.min} days, the least this design sets, though the brief says ${asked}.`,
      );
    if (tag)
      decisions.push(
        `The backup plan selects what carries the tag ${tag.key}=${tag.value}: resources the account has already are backed up once they carry it, and are not built here.`,
      );
    blocks.push({
      kind: 'backup',
      name: 'Backup',
      reason: tag
        ? `Backups of what carries the tag ${tag.key}=${tag.value}`
        : 'Daily backups of every data store',
      options: {
        retention_days: days,
        ...(tag ? { select_tag: tag } : {}),
        ...(req.stated?.backup_copies && {
          copies: req.stated.backup_copies.map((c) => ({ ...c, days: Math.min(BACKUP_DAYS.max, c.days) })),
        }),
      },
    });
  }
  for (const service of req.services ?? []) {
    blocks.push({
      kind: 'service',
      name: service.name,
      reason: `the brief says "${service.phrase}"`,
      options: {
        service: service.service,
        count: service.count,
        settings: service.settings,
        ...(service.names && { names: service.names }),
      },
    });
  }
  const recovery = req.disaster_recovery;
  if (recovery) {
    blocks.push({
      kind: 'disaster-recovery',
      name: 'Recovery',
      reason: `A second region (${recovery.secondary_region}) was asked for, to recover from losing ${req.region}`,
      options: {
        secondary_region: recovery.secondary_region,
        ...(recovery.domain_name ? { domain_name: recovery.domain_name } : {}),
      },
    });
    decisions.push(...recoveryDecisions(blocks, req.region, recovery.secondary_region, recovery.domain_name));
  }
  // a refused service is no part of another either: what the frameworks would want of it is said, not built
  if (refused(req, 'sqs'))
    decisions.push(
      'No dead-letter queues, as the brief refuses SQS: a failed asynchronous event is dropped after Lambda retries it twice, which SAMA and NCA-ECC flag.',
    );
  const connections = [
    ...(req.connections ?? []),
    ...(heavy ? HEAVY_JOB_CONNECTIONS : []),
    ...applicationCalls(blocks, req.services ?? []),
  ];
  return {
    summary: req.summary,
    blocks: withCopies(withStatedOptions(blocks, req, decisions), req),
    extra_resources: [],
    decisions,
    ...(connections.length > 0 ? { connections } : {}),
    ...(req.not_built?.length ? { not_built: req.not_built } : {}),
    ...withListedNames(req),
  };
}

/** The type of the store each counted workload builds: a name listed for each is that type's. */
const STORE_TYPES: Partial<Record<WorkloadKind, string>> = {
  'file-storage': 'AWS::S3::Bucket',
  'key-value': 'AWS::DynamoDB::Table',
  streaming: 'AWS::Kinesis::Stream',
};

/**
 * The stated settings, with the names the brief lists for the copies of a store ("three buckets:
 * raw, processed and archive"), each as a stated name of the store's type: applied in order, each
 * to the first of its type not yet named (properties/apply.ts).
 */
function withListedNames(req: Requirements): { stated_properties?: StatedProperty[] } {
  const listed = req.workloads.flatMap((w) => {
    const type = STORE_TYPES[w.kind];
    const path = type && namePathOf(type);
    return type && path
      ? (w.names ?? []).map((name) => ({ targets: [{ type, path, value: name, said: true }], quote: name }))
      : [];
  });
  const all = [...(req.stated_properties ?? []), ...listed].slice(0, MAX_STATED_PROPERTIES);
  return all.length > 0 ? { stated_properties: all } : {};
}

/** The container services the brief counts ("three ECS services"): one block runs them all. */
const containerServices = (req: Requirements) =>
  req.workloads.find((w) => w.kind === 'containers')?.count ?? 1;

/** The blocks of the stores a brief may ask several of (see SEVERAL_STORES), by the workload they build. */
const COUNTED_STORES: Partial<Record<Block['kind'], WorkloadKind>> = {
  'object-storage': 'file-storage',
  'key-value-table': 'key-value',
  stream: 'streaming',
};

/**
 * Each store block as many times as the brief asks for its workload, named as the reader names
 * one more of a family (Files, Files2, Files3), so the edges it read reach each one.
 */
function withCopies(blocks: Block[], req: Requirements): Block[] {
  return blocks.flatMap((block) => {
    const kind = COUNTED_STORES[block.kind];
    const count = kind ? (req.workloads.find((w) => w.kind === kind)?.count ?? 1) : 1;
    return Array.from({ length: count }, (_, i) =>
      i === 0 ? block : { ...block, name: `${block.name}${i + 1}` },
    );
  });
}

/** The longest the stores' own backups are kept (RDS automated backups, DynamoDB PITR): 35 days. */

/** A run that moves at least this much data (the brief's stated size, or gigabytes spoken of without one) is a heavy job. */
const HEAVY_GB = 1;
const HEAVY_TASK = { cpu: 2048, memory_mb: 8192 } as const;

/** The longest a Lambda function runs: 15 minutes. */
const FUNCTION_SECONDS = 900;

/**
 * A scheduled job a function cannot run: one that moves gigabytes into the design's stores (by the
 * size the brief states), or one the brief says runs longer than a function may.
 */
function heavyJob(req: Requirements): boolean {
  const kinds = new Set(req.workloads.map((w) => w.kind));
  const stores = ['data-lake', 'relational-database', 'file-storage'].some((k) =>
    kinds.has(k as WorkloadKind),
  );
  const gigabytes = (req.scale.storage_gb ?? 0) >= HEAVY_GB || req.scale.bulk_data !== undefined;
  return kinds.has('scheduled-job') && ((stores && gigabytes) || longRun(req));
}

const longRun = (req: Requirements) => (req.stated?.run_seconds ?? 0) > FUNCTION_SECONDS;

/** A schedule starts a workflow, which runs a Fargate task and waits for it (runTask.sync). */
function heavyJobBlocks(why: string): Block[] {
  return [
    {
      kind: 'service',
      name: 'Scheduled',
      reason: why,
      options: { service: 'eventbridge-scheduler', count: 1, settings: { schedule: scheduleOf(why) } },
    },
    {
      kind: 'service',
      name: 'Pipeline',
      reason: 'Runs the heavy job, waits for it and retries it',
      options: { service: 'step-functions', count: 1, settings: {} },
    },
    {
      kind: 'service',
      name: 'Loader',
      reason: 'The heavy job itself: a container with the memory and time gigabytes of data need',
      options: {
        service: 'ecs',
        count: 1,
        settings: { cpu: String(HEAVY_TASK.cpu), memory_mb: HEAVY_TASK.memory_mb, data_access: true },
      },
    },
  ];
}

const HEAVY_JOB_CONNECTIONS = [
  { from: 'Scheduled', to: 'Pipeline', reason: 'the schedule starts the workflow' },
  { from: 'Pipeline', to: 'Loader', reason: 'the workflow runs the task and waits for it' },
];

function purposeOf(reason: string): BucketPurpose {
  return BUCKET_PURPOSES.find(([, words]) => words.test(reason))?.[0] ?? 'uploads';
}

/** The services the application's code calls (an e-mail it sends), from the block that runs that code. */
function applicationCalls(blocks: readonly Block[], services: NonNullable<Requirements['services']>) {
  const caller = APPLICATION_BLOCK_KINDS.map((kind) => blocks.find((b) => b.kind === kind)).find(Boolean);
  if (!caller) return [];
  return services
    .filter((s) => s.reached_by === 'application')
    .map((s) => ({ from: caller.name, to: s.name, reason: `the application's code: "${s.phrase}"` }));
}

/** A named function calls a service reached only through its public API endpoint (SES, SNS, SQS...). */
function functionsCallApis(req: Requirements): boolean {
  const serviceOf = new Map((req.services ?? []).map((s) => [s.name, s.service]));
  return (req.connections ?? []).some((c) => {
    if (serviceOf.get(c.from) !== 'lambda') return false;
    const to = serviceOf.get(c.to);
    const spec = to ? serviceById(to) : undefined;
    return (
      spec !== undefined && !spec.vpc && !GATEWAY_ENDPOINTS.includes(spec.id) && spec.target !== undefined
    );
  });
}

/** A service the brief refuses ("no load balancers"): listed as not built, so no block builds it either. */
function refused(req: Requirements, id: string): boolean {
  const label = serviceById(id)?.label;
  return label !== undefined && (req.not_built ?? []).some((n) => n.service === label);
}

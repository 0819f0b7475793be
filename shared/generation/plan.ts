import { z } from 'zod';
import { MAX_STATED_PROPERTIES, type StatedProperty, statedPropertySchema } from './properties/stated';

const cpuArchitecture = z.enum(['arm64', 'x86_64']);
const attributeName = z.string().regex(/^[A-Za-z0-9_.-]{1,255}$/);
const cidrList = z.array(z.string().regex(/^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$/)).max(20);
/** Engine parameters a brief states for a database, engine-neutral (synthesis/parameter-groups.ts names them per engine). */
const engineParameters = z.object({
  db_timezone: z
    .string()
    .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/)
    .optional(),
  max_connections: z.number().int().min(1).max(100000).optional(),
  force_ssl: z.boolean().optional(),
  slow_query_log: z.boolean().optional(),
  slow_query_seconds: z.number().min(0).max(3600).optional(),
});

/** How long the backup block keeps its recovery points: a week at least, AWS Backup's 10 years at most here. */
export const BACKUP_DAYS = { min: 7, max: 3650 } as const;

export const REGION_PATTERN = /^[a-z]{2}(?:-gov)?-[a-z]+-\d{1,2}$/;
export const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;

/** Options of each building block the synthesis knows; a block without options has `{}`. */
const blockOptions = {
  network: z.object({
    // two at least: load balancers and database subnet groups need two zones
    availability_zones: z.number().int().min(2).max(3),
    nat_gateways: z.enum(['none', 'one', 'per-zone']),
    /** false: the brief refuses an internet gateway; every subnet is isolated (no route to the internet, no NAT) */
    internet_gateway: z.boolean().optional(),
  }),
  'web-servers': z.object({
    instance_type: z.string().regex(/^[a-z][a-z0-9-]*\.[a-z0-9]+$/),
    architecture: cpuArchitecture,
    min_instances: z.number().int().min(1).max(50),
    max_instances: z.number().int().min(1).max(100),
    /** when set, only these ranges reach the load balancer (an internal tool) */
    allowed_cidrs: cidrList,
    /** false: the brief refuses a load balancer; one server is reached at its own address */
    load_balancer: z.boolean().optional(),
  }),
  containers: z.object({
    cpu: z.enum(['256', '512', '1024', '2048', '4096']),
    memory_mb: z.number().int().min(512).max(30720),
    architecture: cpuArchitecture,
    desired_tasks: z.number().int().min(1).max(50),
    max_tasks: z.number().int().min(1).max(200),
    allowed_cidrs: cidrList,
    /** false: workers that take no web traffic, with no load balancer in front (the brief refuses one) */
    load_balancer: z.boolean().optional(),
    /** how many services the brief asks for ("three ECS services"): each its own task definition, one cluster and load balancer */
    services: z.number().int().min(1).max(10).optional(),
    /** the image the brief names for its tasks; a parameter to fill in otherwise */
    image: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9./:@_-]*$/)
      .max(255)
      .optional(),
    /** the port the brief's container serves on; 8080 otherwise */
    container_port: z.number().int().min(1).max(65535).optional(),
  }),
  'serverless-api': z.object({
    memory_mb: z.number().int().min(128).max(10240),
    throttle_rps: z.number().int().min(1).max(10000),
  }),
  'queue-worker': z.object({ memory_mb: z.number().int().min(128).max(10240) }),
  'scheduled-job': z.object({
    schedule: z.string().regex(/^(rate|cron)\(.+\)$/),
    memory_mb: z.number().int().min(128).max(10240),
  }),
  'relational-database': z.object({
    engine: z.enum(['postgres', 'mysql', 'mariadb']),
    instance_class: z.string().regex(/^db\.[a-z0-9]+\.[a-z0-9]+$/),
    multi_az: z.boolean(),
    storage_gb: z.number().int().min(20).max(65536),
    /** read replicas of the instance the brief asks for (RDS allows up to 15) */
    read_replicas: z.number().int().min(0).max(15).optional(),
    /** engine parameters the brief states, set in the instance's parameter group under the engine's own names */
    engine_parameters: engineParameters.optional(),
  }),
  'key-value-table': z.object({
    billing: z.enum(['on-demand', 'provisioned']),
    /** the key, index and expiry attributes the brief names (else `pk` and `sk`) */
    partition_key: attributeName.optional(),
    sort_key: attributeName.optional(),
    /** the keys' types as the brief says them ("number", "N"; a string when unsaid) */
    partition_key_type: z.string().max(20).optional(),
    sort_key_type: z.string().max(20).optional(),
    index_key: attributeName.optional(),
    /** what the brief says of its index: its name, sort key, key type, and whether it is local (shares the table's partition key) */
    index_name: attributeName.optional(),
    index_sort_key: attributeName.optional(),
    index_key_type: z.string().max(20).optional(),
    index_local: z.boolean().optional(),
    ttl_attribute: attributeName.optional(),
  }),
  cache: z.object({
    node_type: z.string().regex(/^cache\.[a-z0-9]+\.[a-z0-9]+$/),
    replicas: z.number().int().min(0).max(5),
    /** the engine the brief names (Redis OSS); Valkey otherwise */
    engine: z.enum(['valkey', 'redis']).optional(),
  }),
  'object-storage': z.object({
    purpose: z.enum(['uploads', 'documents', 'backups', 'media']),
    infrequent_access_after_days: z.number().int().min(30).max(3650),
    archive_after_days: z.number().int().min(31).max(3650),
  }),
  'static-site': z.object({ price_class: z.enum(['PriceClass_100', 'PriceClass_200', 'PriceClass_All']) }),
  'data-lake': z.object({
    archive_after_days: z.number().int().min(31).max(3650),
    /** a Glue crawler catalogs what lands in the raw zone, on this schedule when one is given */
    crawler: z.object({ schedule: z.string().min(1).max(256).optional() }).optional(),
  }),
  stream: z.object({ mode: z.enum(['ON_DEMAND', 'PROVISIONED']), shards: z.number().int().min(1).max(100) }),
  'user-directory': z.object({ mfa: z.enum(['ON', 'OPTIONAL']) }),
  /**
   * the design's alarm topic, and a trail of its own only when the brief asks for an audit trail:
   * the account's trail, Config, GuardDuty and Security Hub are the account baseline's
   */
  monitoring: z.object({
    alarm_email: z.string().email().optional(),
    audit_trail: z
      .boolean()
      .optional()
      .describe('true only when the brief asks for an audit trail of its own; the account baseline has one'),
    central_logs: z
      .boolean()
      .optional()
      .describe('a central log group, when the brief asks for central logging'),
  }),
  backup: z.object({
    retention_days: z.number().int().min(BACKUP_DAYS.min).max(BACKUP_DAYS.max),
    /** further rules: a copy taken every week, month or year and kept its own days ("a monthly copy kept a year") */
    copies: z
      .array(
        z.object({
          days: z.number().int().min(1).max(BACKUP_DAYS.max),
          every: z.enum(['week', 'month', 'year']),
        }),
      )
      .max(3)
      .optional(),
    /** also (or only) what carries this tag: what the account has already, outside the design */
    select_tag: z.object({ key: z.string().min(1).max(128), value: z.string().min(1).max(256) }).optional(),
  }),
  /** EFS shared by the design's containers or instances */
  'file-system': z.object({
    throughput_mode: z.enum(['elastic', 'bursting']),
    mount_path: z.string().regex(/^\/[a-z0-9_/-]{1,60}$/),
  }),
  /** an OpenSearch domain inside the VPC */
  search: z.object({
    instance_type: z.string().regex(/^[a-z0-9]+\.[a-z0-9]+\.search$/),
    instance_count: z.number().int().min(1).max(20),
    /** spread data nodes over the network's zones (replica shards in another zone) */
    zone_awareness: z.boolean(),
    /** three dedicated master nodes: only when the cluster is large enough to need them */
    dedicated_master: z.boolean(),
    volume_gb: z.number().int().min(10).max(3072),
    /** OpenSearch's own users and roles on top of IAM, with audit logs */
    fine_grained_access: z.boolean(),
  }),
  /**
   * One service of the open vocabulary (shared/generation/services/), by id, with how many and
   * its settings (retention days, schedule, shard count...); the service's own file builds it.
   */
  service: z.object({
    service: z.string().regex(/^[a-z0-9-]{2,40}$/),
    count: z.number().int().min(1).max(10),
    settings: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])),
    /** the name the brief gives each copy, in order */
    names: z.array(z.string().min(1).max(128)).max(10).optional(),
  }),
  /** what one stack can do for a second region; the rest is deployed there separately */
  'disaster-recovery': z.object({
    secondary_region: z.string().regex(REGION_PATTERN),
    /** a domain in Route 53 to fail over between the regions' load balancers */
    domain_name: z.string().regex(DOMAIN_PATTERN).optional(),
  }),
} as const;

export type BlockKind = keyof typeof blockOptions;

/** The options a block of this kind takes, required or not. */
export const optionKeys = (kind: BlockKind): readonly string[] => Object.keys(blockOptions[kind].shape);
export const BLOCK_KINDS = Object.keys(blockOptions) as BlockKind[];

/**
 * Blocks that run the application's own code (its servers, tasks or functions), which calls
 * services with the roles it runs as; first where people reach it, which the planner connects from.
 */
export const APPLICATION_BLOCK_KINDS: readonly BlockKind[] = [
  'web-servers',
  'containers',
  'serverless-api',
  'queue-worker',
  'scheduled-job',
];

const blockSchemas = BLOCK_KINDS.map((kind) =>
  z.object({
    kind: z.literal(kind),
    /** logical id prefix of the block's resources: PascalCase, unique in the plan */
    name: z.string().regex(/^[A-Z][A-Za-z0-9]{0,23}$/),
    /** why the architect chose it, for the review notes */
    reason: z.string().min(1).max(300),
    options: blockOptions[kind],
  }),
);

export const blockSchema = z.discriminatedUnion(
  'kind',
  blockSchemas as unknown as [(typeof blockSchemas)[number], ...(typeof blockSchemas)[number][]],
);

type BlockOf<K extends BlockKind> = {
  kind: K;
  name: string;
  reason: string;
  options: z.infer<(typeof blockOptions)[K]>;
};
export type Block = { [K in BlockKind]: BlockOf<K> }[BlockKind];
export type BlockOfKind<K extends BlockKind> = BlockOf<K>;

/**
 * Raw CloudFormation: a resource the blocks and the vocabulary do not cover, written out by a
 * model architect. The guard, the compliance rules and AWS's validator judge it like the rest
 * (shared/generation/raw/); what fails is dropped and listed as not built.
 */
export const extraResourceSchema = z.object({
  logical_id: z.string().regex(/^[A-Za-z0-9]{1,255}$/),
  type: z.string().regex(/^AWS::[A-Za-z0-9]+::[A-Za-z0-9]+$/),
  properties: z.record(z.string(), z.unknown()),
  reason: z.string().min(1).max(300),
});
export type ExtraResource = z.infer<typeof extraResourceSchema>;
/** How many raw resources one plan may carry. */
export const MAX_RAW_RESOURCES = 20;
/** The most entries "Not built, and why" holds: every writer of the list trims to it. */
export const MAX_NOT_BUILT = 40;

/** An edge of the design's graph: block `from` starts, sends to or reads `to`. */
export const connectionSchema = z.object({
  from: z.string().regex(/^[A-Z][A-Za-z0-9]{0,23}$/),
  to: z.string().regex(/^[A-Z][A-Za-z0-9]{0,23}$/),
  /** the words of the brief it was read from, or why it was added */
  reason: z.string().max(300),
  /** through an EventBridge pipe rather than the target's own event source */
  via: z.enum(['pipe']).optional(),
  /** the caller only reads the target ("reads the customer from the table"): its read actions alone */
  access: z.enum(['read']).optional(),
  /**
   * each copy of `from` has its own copy of `to` ("three queues, each with its own worker"): copy
   * i reaches copy i alone, and `to` is built with as many copies as `from`
   */
  each: z.boolean().optional(),
  /** a pipe's enrichment step: the block (a function) it calls between source and target */
  enrichment: z
    .string()
    .regex(/^[A-Z][A-Za-z0-9]{0,23}$/)
    .optional(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** Something the brief named that the design does not contain, and why (nothing is swapped silently). */
export const notBuiltSchema = z.object({
  phrase: z.string().min(1).max(200),
  service: z.string().max(60).optional(),
  reason: z.string().min(1).max(400),
});
export type NotBuilt = z.infer<typeof notBuiltSchema>;

/** The longest design decision a plan may carry (the review notes quote each whole). */
export const DECISION_LIMIT = 400;

/** The lead solutions architect's design: building blocks with options, and any extra resources. */
export const architecturePlanSchema = z.object({
  summary: z.string().min(1).max(600),
  blocks: z.array(blockSchema).min(1).max(60),
  extra_resources: z.array(extraResourceSchema).max(MAX_RAW_RESOURCES),
  /** design decisions and trade-offs, for the review notes */
  decisions: z.array(z.string().max(DECISION_LIMIT)).max(30),
  /** the graph's edges between blocks (services), wired with least privilege */
  connections: z.array(connectionSchema).max(80).optional(),
  not_built: z.array(notBuiltSchema).max(MAX_NOT_BUILT).optional(),
  /** the settings the brief states, set on the template's resources after the blocks are built */
  stated_properties: z.array(statedPropertySchema).max(MAX_STATED_PROPERTIES).optional(),
});

export type ArchitecturePlan = {
  summary: string;
  blocks: Block[];
  extra_resources: ExtraResource[];
  decisions: string[];
  connections?: Connection[];
  not_built?: NotBuilt[];
  stated_properties?: StatedProperty[];
};

export function blocksOf<K extends BlockKind>(plan: ArchitecturePlan, kind: K): BlockOf<K>[] {
  return plan.blocks.filter((b): b is BlockOf<K> & Block => b.kind === kind) as BlockOf<K>[];
}

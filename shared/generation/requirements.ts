import { z } from 'zod';
import { clarifyingQuestionsSchema } from './clarify/questions';
import { connectionSchema, MAX_NOT_BUILT, notBuiltSchema } from './plan';
import { namedTypeSchema } from './properties/named-type-spec';
import { MAX_STATED_PROPERTIES, statedPropertySchema } from './properties/stated';
import { frameworkIdSchema } from './request';

/** The kinds of workload the chief architect recognises in a brief. */
export const WORKLOAD_KINDS = [
  'web-app',
  'api',
  'static-site',
  'containers',
  'worker',
  'scheduled-job',
  'relational-database',
  'key-value',
  'cache',
  'file-storage',
  'shared-files',
  'search',
  'data-lake',
  'streaming',
  'user-sign-in',
  'monitoring',
] as const;
export type WorkloadKind = (typeof WORKLOAD_KINDS)[number];

export const DATA_CLASSIFICATIONS = ['public', 'internal', 'confidential', 'secret'] as const;
export type DataClassification = (typeof DATA_CLASSIFICATIONS)[number];

export const SCALE_TIERS = ['small', 'medium', 'large'] as const;
export type ScaleTier = (typeof SCALE_TIERS)[number];

export const SECTORS = [
  'general',
  'government',
  'financial',
  'healthcare',
  'telecom',
  'education',
  'retail',
] as const;

const cidrSchema = z.string().regex(/^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$/);

/** The chief architect's reading of a brief: what to build and under which constraints. */
const clockText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const weekday = z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);

/** When the brief says scheduled work starts: its clock (HH:MM), more clocks, zone, days and day of the month. */
const clockScheduleSchema = z.object({
  clock: clockText,
  /** further start times the same day ("at 8 am and 8 pm") */
  also: z.array(clockText).max(6).optional(),
  /** the end of the window the clock opens ("backups between 01:00 and 02:00"), in the same zone */
  until: clockText.optional(),
  zone: z.string().min(1).max(64).optional(),
  /** the days of the week it runs on ("on weekdays", "every Sunday") */
  days: z.array(weekday).min(1).max(7).optional(),
  /** the day of the month it runs on ("the first day of each month"); L is the last */
  day_of_month: z.union([z.number().int().min(1).max(31), z.literal('L')]).optional(),
});

export const requirementsSchema = z.object({
  summary: z.string().min(1).max(600),
  workloads: z
    .array(
      z.object({
        kind: z.enum(WORKLOAD_KINDS),
        /** the words of the brief this workload was read from, or why it was added */
        reason: z.string().min(1).max(300),
        /** what the brief states of it (instance type and count, shards, MFA...): its block's options */
        settings: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
        /** how many of its store the brief asks for ("three buckets", "جدولين"): that many blocks */
        count: z.number().int().min(2).max(10).optional(),
        /** the name the brief gives each of its stores, in order ("three buckets: raw, processed and archive") */
        names: z.array(z.string().min(1).max(128)).max(10).optional(),
      }),
    )
    .max(20),
  scale: z.object({
    tier: z.enum(SCALE_TIERS),
    users: z.number().int().nonnegative().optional(),
    requests_per_second: z.number().nonnegative().optional(),
    storage_gb: z.number().nonnegative().optional(),
    /** the brief's words for gigabytes or more of data when it gives no figure ("GBs of CSV") */
    bulk_data: z.string().max(80).optional(),
  }),
  data_classification: z.enum(DATA_CLASSIFICATIONS),
  /** the frameworks the design is held to: the ones named, else all three */
  frameworks: z.array(frameworkIdSchema).min(1).max(3),
  sector: z.enum(SECTORS),
  region: z.string().min(1),
  environment: z.enum(['production', 'non-production']),
  availability: z.enum(['single-az', 'multi-az']),
  budget: z.object({
    monthly_usd: z.number().positive().optional(),
    priority: z.enum(['lowest-cost', 'balanced', 'performance']),
  }),
  /** office or partner ranges allowed to reach administrative or private entry points */
  allowed_cidrs: z.array(cidrSchema).max(20),
  database_engine: z.enum(['postgres', 'mysql', 'mariadb']).optional(),
  /** a second region for disaster recovery, only when residency allows copies there */
  disaster_recovery: z
    .object({
      secondary_region: z.string().regex(/^[a-z]{2}(?:-gov)?-[a-z]+-\d{1,2}$/),
      domain_name: z.string().min(4).max(253).optional(),
    })
    .optional(),
  /** the services of the open vocabulary the brief names, each a block of the plan */
  services: z
    .array(
      z.object({
        name: z.string().regex(/^[A-Z][A-Za-z0-9]{0,23}$/),
        service: z.string().regex(/^[a-z0-9-]{2,40}$/),
        count: z.number().int().min(1).max(10),
        /** the words of the brief it was read from, or why it was added */
        phrase: z.string().max(200),
        settings: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])),
        /** the name the brief gives each copy, in order ("three queues: billing, inventory and notifications") */
        names: z.array(z.string().min(1).max(128)).max(10).optional(),
        /** called by the application's own compute (its servers, tasks or functions): an e-mail it sends */
        reached_by: z.enum(['application']).optional(),
      }),
    )
    .max(40)
    .optional(),
  /** how the named services connect (block names), read from the brief */
  connections: z.array(connectionSchema).max(80).optional(),
  /** a network the brief asks for as such: its zones and NAT gateways ("just a network" is only this) */
  network: z
    .object({
      availability_zones: z.number().int().min(2).max(3),
      nat_gateways: z.enum(['none', 'one', 'per-zone']),
    })
    .optional(),
  /** how long the brief says records are kept ("kept for 10 years"), in days: backups and logs keep them that long */
  retention_days: z.number().int().min(1).max(36500).optional(),
  /** how long the brief keeps its logs when it says so of logs alone ("logs kept 18 months"), in days */
  log_retention_days: z.number().int().min(1).max(36500).optional(),
  /**
   * settings the brief states for a resource ("512 MB of memory", "versioning", "a queue named
   * jobs"), each as the CloudFormation property it sets, within what the property allows
   */
  stated_properties: z.array(statedPropertySchema).max(MAX_STATED_PROPERTIES).optional(),
  /** registry types the brief names by their words that no family may build (a transit gateway), with their stated values */
  named_types: z.array(namedTypeSchema).max(12).optional(),
  /** what the brief names that cannot be built, and why */
  not_built: z.array(notBuiltSchema).max(MAX_NOT_BUILT).optional(),
  /**
   * What the brief states about keeping, auditing and timing: how long data is kept (days),
   * whether every access is audited, and the clock time (HH:MM) scheduled work must start after
   * (files dropped at 02:00). Synthesis applies them to backups, logs, buckets, trails and schedules.
   */
  stated: z
    .object({
      retention_days: z.number().int().min(1).max(36500).optional(),
      /**
       * the stores `retention_days` is said of, when its words name them ("invoices in S3 deleted
       * after 400 days"): registry types; it keeps those, and the log groups keep their own time
       */
      retention_stores: z
        .array(z.string().regex(/^AWS::[A-Za-z0-9]+::[A-Za-z0-9]+$/))
        .max(6)
        .optional(),
      /** how long the brief keeps its backups ("keep each backup 14 days"): the backup rules' days, not the data's */
      backup_days: z.number().int().min(1).max(36500).optional(),
      /** how long the brief keeps its logs ("logs kept 90 days"): the log groups' days, nothing else's */
      log_days: z.number().int().min(1).max(36500).optional(),
      /** further periods some backups are kept ("and a monthly copy deleted after one year"): a rule each, at its cadence */
      backup_copies: z
        .array(
          z.object({ days: z.number().int().min(1).max(36500), every: z.enum(['week', 'month', 'year']) }),
        )
        .max(3)
        .optional(),
      audit_all_access: z.boolean().optional(),
      /** the brief asks for backups: the design gets a backup plan even where the stores keep their own */
      backups: z.boolean().optional(),
      /** the brief backs up what the account has already ("our existing servers"): the plan selects it by this tag */
      backup_tag: z.object({ key: z.string().min(1).max(128), value: z.string().min(1).max(256) }).optional(),
      not_before: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .optional(),
      /** the zone `not_before` is stated in ("files land at 2 am Riyadh time"), as an IANA name */
      not_before_zone: z.string().min(1).max(64).optional(),
      /** the brief times its job at a clock ("every night at 11 pm Riyadh time"), in the zone it names */
      starts_at: clockScheduleSchema.optional(),
      /** the window of hours a recurring job runs in ("every hour from 8 am to 5 pm"): its opening, `until` its end */
      runs_within: clockScheduleSchema.optional(),
      /** the brief times its backups at a clock ("back it up at 1:30 am"): the backup plan's rules */
      backup_at: clockScheduleSchema.optional(),
      /** the brief resizes its fleet at clocks ("scale out to 5 instances at 08:00 on weekdays"): the scaling group's scheduled actions */
      scaling_at: z
        .array(clockScheduleSchema.extend({ size: z.number().int().min(0).max(10000) }))
        .max(10)
        .optional(),
      /** the brief keeps the design off the internet ("NO public endpoints"): APIs private, load balancers internal */
      no_public_endpoint: z.boolean().optional(),
      /** the brief refuses NAT gateways ("no NAT"): the network has none, its private subnets reach AWS through endpoints */
      no_nat: z.boolean().optional(),
      /** the brief refuses an internet gateway ("no internet gateways"): the network's subnets are all isolated, with no NAT either */
      no_internet_gateway: z.boolean().optional(),
      /**
       * the design goes into a network the account has ("our existing VPC vpc-0a1b...", "do not
       * create a VPC"): the VPC and its subnets are the template's parameters, defaulting to the
       * ids the brief gives, and nothing of a network is built
       */
      existing_network: z
        .object({
          vpc_id: z
            .string()
            .regex(/^vpc-[0-9a-f]{8,17}$/)
            .optional(),
          subnet_ids: z
            .array(z.string().regex(/^subnet-[0-9a-f]{8,17}$/))
            .max(6)
            .optional(),
        })
        .optional(),
      /** how long one run of the brief's job takes, in seconds ("a run takes about 90 minutes") */
      run_seconds: z.number().int().min(1).optional(),
      /**
       * callers of the REST APIs send a key, under a usage plan: with its rate per second, its burst
       * and its quota of requests per day, week or month where stated
       */
      api_key: z
        .object({
          rate_per_second: z.number().int().min(1).max(10000).optional(),
          burst: z.number().int().min(1).max(5000).optional(),
          quota: z
            .object({ limit: z.number().int().min(1), period: z.enum(['DAY', 'WEEK', 'MONTH']) })
            .optional(),
        })
        .optional(),
      /** a limit per client address ("1,000 requests per 5 minutes per IP"): the web ACLs' rate rule */
      rate_limit: z
        .object({
          limit: z.number().int().min(10).max(2_000_000_000),
          window: z.union([z.literal(60), z.literal(120), z.literal(300), z.literal(600)]),
        })
        .optional(),
    })
    .optional(),
  /** what was assumed because the brief did not say, for the review notes */
  assumptions: z.array(z.string().max(300)).max(30),
  /**
   * Up to three questions (each with a sensible default) when the brief is too thin to design
   * from; the run then waits for the answers instead of designing, and reads the brief again with
   * them. Left out when the brief says enough.
   */
  questions: clarifyingQuestionsSchema.optional(),
});

export type Requirements = z.infer<typeof requirementsSchema>;

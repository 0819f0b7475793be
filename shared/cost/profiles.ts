import type { Range } from './types';

/** AWS bills hourly resources for 730 hours in a month (its pricing calculator's convention). */
export const HOURS_PER_MONTH = 730;

const range = (min: number, max: number): Range => ({ min, max });

/**
 * Monthly usage per resource at the low profile (a small production workload) and the high profile
 * (a busy one), for services billed by use. Resources with a fixed price (instances, nodes, keys)
 * do not use these: the template says what they cost. Each entry is a judgement, written once here.
 */
export const USAGE = {
  lambdaInvocations: range(1_000_000, 10_000_000),
  lambdaSecondsPerInvocation: range(0.2, 0.5),
  apiRequests: range(1_000_000, 10_000_000),
  websocketMessages: range(1_000_000, 10_000_000),
  websocketConnectionMinutes: range(100_000, 5_000_000),
  s3StorageGb: range(10, 500),
  s3PutRequests: range(10_000, 1_000_000),
  s3GetRequests: range(100_000, 10_000_000),
  dynamodbReads: range(1_000_000, 50_000_000),
  dynamodbWrites: range(500_000, 10_000_000),
  dynamodbStorageGb: range(1, 50),
  queueRequests: range(1_000_000, 20_000_000),
  /** requests of a dead-letter queue: only what failed every retry arrives, and is read back once */
  deadLetterRequests: range(0, 10_000),
  topicPublishes: range(100_000, 5_000_000),
  /**
   * e-mails a topic sends one person's inbox: a few a day to a hundred a day (beyond that nobody
   * reads them); a publish per delivery at a topic's machine rate would price millions of e-mails
   */
  inboxDeliveries: range(100, 3_000),
  kmsRequests: range(10_000, 1_000_000),
  secretRequests: range(10_000, 500_000),
  logIngestionGb: range(1, 50),
  logStorageGb: range(1, 200),
  natDataGb: range(10, 500),
  endpointDataGb: range(10, 500),
  albLcu: range(0.5, 5),
  nlbLcu: range(0.5, 5),
  cdnRequests: range(1_000_000, 50_000_000),
  cdnTransferGb: range(10, 2_000),
  standardTransitions: range(10_000, 1_000_000),
  expressRequests: range(1_000_000, 10_000_000),
  /** GB-seconds per Express execution: 64 MB for 1 s (low) to 128 MB for 2 s (high) */
  expressGbSecondsPerRequest: range(0.0625, 0.25),
  userPoolMau: range(1_000, 50_000),
  wafRequests: range(1_000_000, 50_000_000),
  trailEvents: range(1_000_000, 10_000_000),
  trailDataEvents: range(1_000_000, 50_000_000),
  efsStorageGb: range(10, 500),
  efsTransferGb: range(10, 500),
  auroraStorageGb: range(10, 200),
  auroraIoRequests: range(10_000_000, 500_000_000),
} satisfies Record<string, Range>;

/** The assumptions above, for people reading an estimate. */
export const ASSUMPTIONS: string[] = [
  `Hourly resources run ${HOURS_PER_MONTH} hours a month at on-demand Linux list prices.`,
  'Usage-priced services are shown from a low profile (a small production workload) to a high one (a busy workload), per resource.',
  "AWS's always-free allowances are subtracted once for the whole template; 12-month new-account offers are not.",
  'Data transfer out to the internet is not included (except CloudFront, which is priced per GB).',
];

import rows from './prices.json' with { type: 'json' };

/** One AWS list price, copied unchanged from ../shared/data/aws-prices.json (see bin/copy-prices.ts). */
export interface PriceRow {
  service: string;
  kind: string;
  /** the unit of the source feed: request prices are per single request */
  unit: string;
  region: string;
  /** null when the source had no price for this kind in this region */
  usd: number | null;
  source: string;
  source_date: string;
}

export const PRICE_FILE_COLUMNS = [
  'service',
  'kind',
  'unit',
  'region',
  'usd',
  'source',
  'source_date',
] as const;

/** The price file's services that the cost model reads. */
export const COPIED_SERVICES = [
  'API Gateway',
  'Aurora',
  'CloudFront',
  'CloudTrail',
  'CloudWatch',
  'Cognito',
  'DynamoDB',
  'EBS',
  'EC2',
  'ECS Fargate',
  'EFS',
  'ELB',
  'ElastiCache',
  'KMS',
  'Lambda',
  'RDS',
  'S3',
  'SNS',
  'SQS',
  'Secrets Manager',
  'Step Functions',
  'VPC',
  'WAF',
];

export const PRICE_ROWS: readonly PriceRow[] = rows as PriceRow[];

const byKey = new Map(PRICE_ROWS.map((row) => [priceKey(row.service, row.kind, row.region), row]));

function priceKey(service: string, kind: string, region: string): string {
  return `${service}\u0000${kind}\u0000${region}`;
}

/** The row for a kind in a region, or undefined when the price list has no such row. */
export function findPrice(service: string, kind: string, region: string): PriceRow | undefined {
  return byKey.get(priceKey(service, kind, region));
}

/** Regions the price list covers ("global" rows are CloudFront's edge-location groups). */
export const PRICED_REGIONS: readonly string[] = [
  ...new Set(PRICE_ROWS.map((row) => row.region).filter((region) => region !== 'global')),
];

import type { Resource } from '../cfn/types';
import type { PriceRow } from './price-list';

/** A monthly amount in USD as a range: `min` at the low usage profile, `max` at the high one. */
export interface Range {
  min: number;
  max: number;
}

/** What one resource uses of one priced item in a month, before prices and free tiers. */
export interface Usage {
  /** what is being paid for, for people ("t3.micro instance hours") */
  item: string;
  /** the price list's service and kind of this item */
  service: string;
  kind: string;
  /** how much is used in a month at the low and the high usage profile, in the price row's unit */
  quantity: Range;
  /** the price list region to read, when not the template's region (CloudFront's edge groups are "global") */
  region?: string;
  /** the always-free allowance this usage draws on, if AWS applies one (see free-tier.ts) */
  freeTier?: FreeTierId;
}

export type FreeTierId =
  | 'lambda-requests'
  | 'lambda-compute'
  | 'dynamodb-storage'
  | 'dynamodb-rcu'
  | 'dynamodb-wcu'
  | 'sqs-requests'
  | 'sns-publishes'
  | 'sns-http'
  | 'sns-email'
  | 'kms-requests'
  | 'cloudwatch-alarms'
  | 'cloudwatch-metrics'
  | 'logs-ingestion'
  | 'stepfunctions-transitions'
  | 'cloudfront-requests'
  | 'cloudfront-transfer'
  | 'cognito-mau';

/** What a resource kind's pricer says about one resource: its cost drivers and usage. */
export interface Draft {
  /** what drives this resource's cost, as read from the template ("instance type t3.micro") */
  drivers: string[];
  usage: Usage[];
  /** parts of the cost that cannot be priced, each a sentence saying why */
  unpriced?: string[];
}

export interface PricingContext {
  region: string;
  /** every resource of the template by logical id, for kinds priced through another resource */
  resources: ReadonlyMap<string, Resource>;
}

export type Pricer = (resource: Resource, context: PricingContext) => Draft;

/** One priced item of a resource's estimate. */
export interface CostLine {
  item: string;
  unit: string;
  /** price per unit, from `price` */
  usd: number;
  quantity: Range;
  /** the part of `quantity` the always-free tier covers */
  free: Range;
  monthly: Range;
  price: PriceRow;
}

export type EstimateStatus = 'priced' | 'partly priced' | 'unpriced' | 'no charge';

export interface ResourceEstimate {
  logicalId: string;
  type: string;
  status: EstimateStatus;
  drivers: string[];
  lines: CostLine[];
  monthly: Range;
  /** why (part of) this resource is not priced; empty when it is fully priced */
  unpriced: string[];
}

export interface TemplateEstimate {
  region: string;
  currency: 'USD';
  hoursPerMonth: number;
  resources: ResourceEstimate[];
  /** the sum of every priced line; unpriced resources are listed, never guessed */
  total: Range;
  /** resources with at least one part not priced, and why */
  unpriced: { logicalId: string; type: string; reasons: string[] }[];
  /** the source dates of the prices used, oldest first */
  priceDates: string[];
  /** what the low and high usage profiles assume, for people */
  assumptions: string[];
}

import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import { nameOf } from './nouns';
import { candidatePolicies, type PolicyTargeting } from './policy-targets';
import { dig, mentions, toList } from './props';

/**
 * True when `value` names the bucket: a Ref/GetAtt to it, its BucketName, its ARN (or an object
 * ARN under it) or its S3 domain name.
 */
export function pointsAtBucket(value: unknown, bucket: Resource): boolean {
  if (mentions(value, bucket.logicalId)) return true;
  const name = bucket.properties.BucketName;
  if (typeof value !== 'string' || typeof name !== 'string' || name === '') return false;
  const arn = `arn:aws:s3:::${name}`;
  return value === name || value === arn || value.startsWith(`${arn}/`) || value.startsWith(`${name}.s3`);
}

export interface BucketPolicies {
  policies: Resource[];
  /** a policy whose Bucket cannot be resolved at all: it might be this bucket's */
  unresolved?: UnknownValue;
}

const BUCKET_POLICIES: PolicyTargeting = {
  policyType: 'AWS::S3::BucketPolicy',
  targetOf: (policy) => policy.properties.Bucket,
  // `Bucket: !Ref Other` names only Other; a reference-less unknown is still visited (unresolved)
  wholeUnknownMayNameOthers: false,
};

/** The AWS::S3::BucketPolicy resources of the template that target the bucket. */
export function policiesFor(bucket: Resource, ctx: ScanContext): BucketPolicies {
  const result: BucketPolicies = { policies: [] };
  for (const policy of candidatePolicies(ctx, BUCKET_POLICIES, bucket)) {
    const target = policy.properties.Bucket;
    if (pointsAtBucket(target, bucket)) result.policies.push(policy);
    else if (isUnknown(target) && (target.refs ?? []).length === 0) result.unresolved ??= target;
  }
  return result;
}

/**
 * A log source pointing at a bucket: the phrase a finding uses, and whether it delivers access
 * logs (S3 server access logs, load balancer or CloudFront access logs), which makes the bucket an
 * access-log bucket itself.
 */
export interface LogSource {
  phrase: string;
  accessLogs: boolean;
}

/** Every place in the template that sends logs to an S3 bucket, with the value naming the bucket. */
function logDestinations(
  ctx: ScanContext,
): Array<{ source: Resource; value: unknown; what: string; accessLogs?: true }> {
  const found: Array<{ source: Resource; value: unknown; what: string; accessLogs?: true }> = [];
  for (const bucket of ctx.ofType('AWS::S3::Bucket')) {
    const value = dig(bucket.properties, 'LoggingConfiguration', 'DestinationBucketName');
    found.push({ source: bucket, value, what: 'access logs', accessLogs: true });
  }
  for (const trail of ctx.ofType('AWS::CloudTrail::Trail'))
    found.push({ source: trail, value: trail.properties.S3BucketName, what: 'logs' });
  for (const lb of ctx.ofType('AWS::ElasticLoadBalancingV2::LoadBalancer')) {
    const attributes = toList(lb.properties.LoadBalancerAttributes);
    if (isUnknown(attributes)) continue;
    for (const a of attributes) {
      if (dig(a, 'Key') === 'access_logs.s3.bucket')
        found.push({ source: lb, value: dig(a, 'Value'), what: 'access logs', accessLogs: true });
    }
  }
  for (const lb of ctx.ofType('AWS::ElasticLoadBalancing::LoadBalancer')) {
    found.push({
      source: lb,
      value: dig(lb.properties, 'AccessLoggingPolicy', 'S3BucketName'),
      what: 'access logs',
      accessLogs: true,
    });
  }
  for (const cdn of ctx.ofType('AWS::CloudFront::Distribution')) {
    found.push({
      source: cdn,
      value: dig(cdn.properties, 'DistributionConfig', 'Logging', 'Bucket'),
      what: 'access logs',
      accessLogs: true,
    });
  }
  for (const flowLog of ctx.ofType('AWS::EC2::FlowLog')) {
    found.push({ source: flowLog, value: flowLog.properties.LogDestination, what: 'records' });
  }
  for (const channel of ctx.ofType('AWS::Config::DeliveryChannel')) {
    found.push({ source: channel, value: channel.properties.S3BucketName, what: 'snapshots' });
  }
  return found;
}

/** The bucket name a literal names: a plain name, an s3 ARN (object ARNs too) or an S3 domain name. */
function literalBucketName(value: string): string {
  if (value.startsWith('arn:aws:s3:::')) return value.slice('arn:aws:s3:::'.length).split('/')[0];
  const domain = value.indexOf('.s3');
  return domain > 0 ? value.slice(0, domain) : value;
}

function referencedIds(value: unknown, into: Set<string>): void {
  if (isUnknown(value)) for (const id of value.refs ?? []) into.add(id);
  else if (value !== null && typeof value === 'object')
    for (const child of Object.values(value)) referencedIds(child, into);
}

/** bucket logical id -> log sources, built once per scan: linear in the template, not per bucket. */
const indexes = new WeakMap<ScanContext, Map<string, LogSource[]>>();

function logIndex(ctx: ScanContext): Map<string, LogSource[]> {
  const cached = indexes.get(ctx);
  if (cached) return cached;
  const byName = new Map<string, string>();
  for (const bucket of ctx.ofType('AWS::S3::Bucket')) {
    const name = bucket.properties.BucketName;
    if (typeof name === 'string' && name !== '') byName.set(name, bucket.logicalId);
  }
  const index = new Map<string, LogSource[]>();
  for (const { source, value, what, accessLogs } of logDestinations(ctx)) {
    const ids = new Set<string>();
    referencedIds(value, ids);
    if (typeof value === 'string') {
      const id = byName.get(literalBucketName(value));
      if (id) ids.add(id);
    }
    for (const id of ids) {
      if (id === source.logicalId) continue;
      const list = index.get(id) ?? [];
      list.push({ phrase: `${what} of ${nameOf(source)}`, accessLogs: accessLogs === true });
      index.set(id, list);
    }
  }
  indexes.set(ctx, index);
  return index;
}

/** Where the bucket receives logs from another resource in the template. */
export function logSourcesOf(bucket: Resource, ctx: ScanContext): readonly LogSource[] {
  return logIndex(ctx).get(bucket.logicalId) ?? [];
}

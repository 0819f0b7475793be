import { isUnknown, type Resource, type ScanContext, type UnknownValue } from '../../types';
import { resourceLabel } from './data-nouns';
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

/** The AWS::S3::BucketPolicy resources of the template that target the bucket. */
export function policiesFor(bucket: Resource, ctx: ScanContext): BucketPolicies {
  const result: BucketPolicies = { policies: [] };
  for (const policy of ctx.ofType('AWS::S3::BucketPolicy')) {
    const target = policy.properties.Bucket;
    if (pointsAtBucket(target, bucket)) result.policies.push(policy);
    else if (isUnknown(target) && (target.refs ?? []).length === 0) result.unresolved ??= target;
  }
  return result;
}

/** Where the bucket receives logs from another resource in the template, as phrases. */
export function logSourcesOf(bucket: Resource, ctx: ScanContext): string[] {
  const uses: string[] = [];
  const add = (source: Resource, value: unknown, what: string) => {
    if (pointsAtBucket(value, bucket)) uses.push(`${what} of ${resourceLabel(source)}`);
  };
  for (const other of ctx.ofType('AWS::S3::Bucket')) {
    if (other !== bucket)
      add(other, dig(other.properties, 'LoggingConfiguration', 'DestinationBucketName'), 'access logs');
  }
  for (const trail of ctx.ofType('AWS::CloudTrail::Trail')) add(trail, trail.properties.S3BucketName, 'logs');
  for (const lb of ctx.ofType('AWS::ElasticLoadBalancingV2::LoadBalancer')) {
    const attributes = toList(lb.properties.LoadBalancerAttributes);
    if (isUnknown(attributes)) continue;
    for (const a of attributes) {
      if (dig(a, 'Key') === 'access_logs.s3.bucket') add(lb, dig(a, 'Value'), 'access logs');
    }
  }
  for (const lb of ctx.ofType('AWS::ElasticLoadBalancing::LoadBalancer')) {
    add(lb, dig(lb.properties, 'AccessLoggingPolicy', 'S3BucketName'), 'access logs');
  }
  for (const cdn of ctx.ofType('AWS::CloudFront::Distribution')) {
    add(cdn, dig(cdn.properties, 'DistributionConfig', 'Logging', 'Bucket'), 'access logs');
  }
  for (const flowLog of ctx.ofType('AWS::EC2::FlowLog'))
    add(flowLog, flowLog.properties.LogDestination, 'records');
  for (const channel of ctx.ofType('AWS::Config::DeliveryChannel')) {
    add(channel, channel.properties.S3BucketName, 'snapshots');
  }
  return uses;
}

import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import type { Maybe } from './maybe';
import { asList, dig, propOf } from './props';

/** Everything a distribution does sits under DistributionConfig. */
export function config(distribution: Resource, ...path: readonly (string | number)[]): unknown {
  return propOf(distribution, 'DistributionConfig', ...path);
}

export interface Indexed {
  value: unknown;
  /** path under DistributionConfig */
  path: readonly (string | number)[];
}

/** DefaultCacheBehavior and every CacheBehaviors entry, with their paths for fixes. */
export function cacheBehaviors(distribution: Resource): readonly Indexed[] | UnknownValue {
  const others = asList(config(distribution, 'CacheBehaviors'));
  if (isUnknown(others)) return others;
  return [
    { value: config(distribution, 'DefaultCacheBehavior'), path: ['DefaultCacheBehavior'] },
    ...(others ?? []).map((value, index) => ({ value, path: ['CacheBehaviors', index] })),
  ];
}

export function origins(distribution: Resource): readonly Indexed[] | UnknownValue {
  const list = asList(config(distribution, 'Origins'));
  if (isUnknown(list)) return list;
  return (list ?? []).map((value, index) => ({ value, path: ['Origins', index] }));
}

/** S3 REST and website endpoints in every partition (e.g. b.s3.me-south-1.amazonaws.com). */
const S3_DOMAIN = /\.s3([.-][a-z0-9-]+)*\.amazonaws\.com(\.cn)?$/;
const S3_WEBSITE_DOMAIN = /\.s3-website[.-][a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** Whether an origin serves from S3: S3OriginConfig, an S3 domain, or a bucket in the template. */
export function isS3Origin(origin: unknown, ctx: ScanContext): Maybe {
  const s3Config = dig(origin, 'S3OriginConfig');
  if (s3Config !== undefined && !isUnknown(s3Config)) return true;
  const domain = dig(origin, 'DomainName');
  if (typeof domain === 'string') return S3_DOMAIN.test(domain);
  if (!isUnknown(domain)) return false;
  const refs = domain.refs ?? [];
  if (refs.some((id) => ctx.byId(id)?.type === 'AWS::S3::Bucket')) return true;
  // An unresolved domain with a custom-origin config points at an application, not a bucket.
  return refs.length === 0 && dig(origin, 'CustomOriginConfig') === undefined ? domain : false;
}

export function isS3WebsiteDomain(domain: unknown): boolean {
  return typeof domain === 'string' && S3_WEBSITE_DOMAIN.test(domain);
}

import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import { propOf } from '../_lib/props';
import { asList } from '../_lib/read';

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

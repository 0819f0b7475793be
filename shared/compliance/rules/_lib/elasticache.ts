import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import { propOf } from './props';

export const ELASTICACHE_TYPES = [
  'AWS::ElastiCache::ReplicationGroup',
  'AWS::ElastiCache::CacheCluster',
  'AWS::ElastiCache::ServerlessCache',
] as const;

/** The engine in lower case; replication groups default to redis. */
export function engineOf(resource: Resource): string | UnknownValue | undefined {
  const engine = propOf(resource, 'Engine');
  if (isUnknown(engine)) return engine;
  if (typeof engine === 'string') return engine.toLowerCase();
  return resource.type === 'AWS::ElastiCache::ReplicationGroup' ? 'redis' : undefined;
}

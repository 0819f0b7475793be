import { USAGE } from '../profiles';
import type { Draft, Pricer, Range } from '../types';
import { hourly, listOf, mapOf, numberOf, text, unreadable, usage } from './read';

/** DynamoDB table: on-demand request units (usage profile) or provisioned capacity, plus storage. */
export const dynamodbTable: Pricer = (resource) => {
  const { properties } = resource;
  const tableClass = properties.TableClass === undefined ? 'STANDARD' : text(properties.TableClass);
  if (tableClass !== 'STANDARD') {
    return {
      drivers: [],
      usage: [],
      unpriced: [
        tableClass
          ? `The price list has no DynamoDB ${tableClass} table prices.`
          : unreadable('table class', properties.TableClass),
      ],
    };
  }
  const storage = usage(
    'storage (GB)',
    'DynamoDB',
    'storage (Standard table class; free tier not subtracted)',
    USAGE.dynamodbStorageGb,
    'dynamodb-storage',
  );
  // CloudFormation's default billing mode is PROVISIONED.
  const mode = properties.BillingMode === undefined ? 'PROVISIONED' : text(properties.BillingMode);
  if (mode === 'PAY_PER_REQUEST') {
    return {
      drivers: ['on-demand reads and writes', 'storage (GB)'],
      usage: [
        usage(
          'read request units',
          'DynamoDB',
          'on-demand read request unit (Standard table class)',
          USAGE.dynamodbReads,
        ),
        usage(
          'write request units',
          'DynamoDB',
          'on-demand write request unit (Standard table class)',
          USAGE.dynamodbWrites,
        ),
        storage,
      ],
    };
  }
  if (mode !== 'PROVISIONED')
    return { drivers: [], usage: [], unpriced: [unreadable('billing mode', properties.BillingMode)] };
  // The table and each global secondary index have their own provisioned capacity.
  const throughputs = [properties.ProvisionedThroughput];
  for (const index of listOf(properties.GlobalSecondaryIndexes) ?? [])
    throughputs.push(mapOf(index)?.ProvisionedThroughput);
  let reads = 0;
  let writes = 0;
  for (const throughput of throughputs) {
    const read = numberOf(mapOf(throughput)?.ReadCapacityUnits);
    const write = numberOf(mapOf(throughput)?.WriteCapacityUnits);
    if (read === undefined || write === undefined) {
      return { drivers: [], usage: [storage], unpriced: [unreadable('provisioned capacity', throughput)] };
    }
    reads += read;
    writes += write;
  }
  return {
    drivers: [`${reads} read and ${writes} write capacity units`, 'storage (GB)'],
    usage: [
      {
        ...hourly('read capacity unit hours', 'DynamoDB', 'provisioned RCU', reads),
        freeTier: 'dynamodb-rcu',
      },
      {
        ...hourly('write capacity unit hours', 'DynamoDB', 'provisioned WCU', writes),
        freeTier: 'dynamodb-wcu',
      },
      storage,
    ],
  };
};

const CACHE_ENGINES: Record<string, string> = { redis: 'Redis', valkey: 'Valkey', memcached: 'Memcached' };

function cacheNodes(
  engineValue: unknown,
  nodeType: unknown,
  count: Range | undefined,
  countValue: unknown,
): Draft {
  const engine = CACHE_ENGINES[text(engineValue)?.toLowerCase() ?? ''];
  const type = text(nodeType);
  if (!engine) return { drivers: [], usage: [], unpriced: [unreadable('cache engine', engineValue)] };
  if (!type) return { drivers: [], usage: [], unpriced: [unreadable('node type', nodeType)] };
  if (!count) return { drivers: [], usage: [], unpriced: [unreadable('number of nodes', countValue)] };
  return {
    drivers: [`${count.min} x ${type} ${engine}`],
    usage: [hourly(`${type} node hours`, 'ElastiCache', `node ${type} ${engine}`, count)],
  };
}

/** ElastiCache cluster: node hours by node type and engine. */
export const cacheCluster: Pricer = (resource) => {
  const { properties } = resource;
  const nodes = properties.NumCacheNodes === undefined ? 1 : numberOf(properties.NumCacheNodes);
  return cacheNodes(
    properties.Engine,
    properties.CacheNodeType,
    nodes === undefined ? undefined : { min: nodes, max: nodes },
    properties.NumCacheNodes,
  );
};

/** ElastiCache replication group: node hours for every shard's primary and replicas. */
export const replicationGroup: Pricer = (resource) => {
  const { properties } = resource;
  const shards = numberOf(properties.NumNodeGroups);
  const replicas = numberOf(properties.ReplicasPerNodeGroup) ?? 0;
  const clusters =
    properties.NumCacheClusters === undefined ? undefined : numberOf(properties.NumCacheClusters);
  const nodes =
    shards !== undefined
      ? shards * (replicas + 1)
      : (clusters ?? (properties.NumCacheClusters === undefined ? 1 : undefined));
  const engine = properties.Engine ?? 'redis';
  return cacheNodes(
    engine,
    properties.CacheNodeType,
    nodes === undefined ? undefined : { min: nodes, max: nodes },
    properties.NumCacheClusters,
  );
};

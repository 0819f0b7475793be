import { describe, expect, it } from 'vitest';
import { FREE_TIERS, HOURS_PER_MONTH as H, USAGE } from '#shared/cost/index';
import { estimateFor, priceOf, resourceIn } from '#test/fixtures/cost';

describe('RDS instance', () => {
  it('prices a Multi-AZ PostgreSQL instance with gp3 storage and IOPS above the large-volume baseline', () => {
    const estimate = estimateFor({
      Db: {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          Engine: 'postgres',
          DBInstanceClass: 'db.t3.micro',
          MultiAZ: true,
          AllocatedStorage: '500',
          StorageType: 'gp3',
          Iops: 15000,
        },
      },
    });
    const expected =
      H * priceOf('RDS', 'postgresql db.t3.micro Multi-AZ') +
      500 * priceOf('RDS', 'storage gp3 Multi-AZ') +
      (15000 - 12000) * priceOf('RDS', 'gp3 provisioned IOPS Multi-AZ (above included baseline)');
    expect(resourceIn(estimate, 'Db').monthly.max).toBeCloseTo(expected, 6);
  });

  it("prices a read replica by its source: the engine and storage are the source's, the class its own", () => {
    const estimate = estimateFor({
      Db: {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          Engine: 'mysql',
          DBInstanceClass: 'db.t4g.small',
          AllocatedStorage: '20',
          StorageType: 'gp3',
        },
      },
      Replica: {
        Type: 'AWS::RDS::DBInstance',
        Properties: { SourceDBInstanceIdentifier: { Ref: 'Db' }, DBInstanceClass: 'db.t4g.small' },
      },
    });
    const expected =
      H * priceOf('RDS', 'mysql db.t4g.small Single-AZ') + 20 * priceOf('RDS', 'storage gp3 Single-AZ');
    expect(resourceIn(estimate, 'Replica').monthly.max).toBeCloseTo(expected, 6);
  });

  it('lists an engine the price list lacks as unpriced', () => {
    const estimate = estimateFor({
      Db: {
        Type: 'AWS::RDS::DBInstance',
        Properties: { Engine: 'oracle-ee', DBInstanceClass: 'db.m5.large', AllocatedStorage: 20 },
      },
    });
    expect(resourceIn(estimate, 'Db').status).toBe('unpriced');
    expect(estimate.total).toEqual({ min: 0, max: 0 });
  });
});

describe('Aurora Serverless v2', () => {
  it('prices ACU-hours between the cluster minimum and maximum, and the cluster storage and I/O', () => {
    const estimate = estimateFor({
      Cluster: {
        Type: 'AWS::RDS::DBCluster',
        Properties: {
          Engine: 'aurora-postgresql',
          ServerlessV2ScalingConfiguration: { MinCapacity: 0.5, MaxCapacity: 4 },
        },
      },
      Writer: {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          DBClusterIdentifier: { Ref: 'Cluster' },
          DBInstanceClass: 'db.serverless',
          Engine: 'aurora-postgresql',
        },
      },
    });
    const acu = priceOf('Aurora', 'Aurora PostgreSQL Serverless v2 capacity (Standard config)');
    const writer = resourceIn(estimate, 'Writer');
    expect(writer.monthly.min).toBeCloseTo(0.5 * H * acu, 6);
    expect(writer.monthly.max).toBeCloseTo(4 * H * acu, 6);
    const cluster = resourceIn(estimate, 'Cluster');
    const storage = priceOf('Aurora', 'Aurora storage (Standard config)');
    const io = priceOf('Aurora', 'Aurora I/O requests (Standard config)');
    expect(cluster.monthly.min).toBeCloseTo(
      USAGE.auroraStorageGb.min * storage + USAGE.auroraIoRequests.min * io,
      6,
    );
  });
});

describe('DynamoDB table', () => {
  it('prices on-demand requests and storage beyond the 25 GB free tier', () => {
    const table = resourceIn(
      estimateFor({
        Table: { Type: 'AWS::DynamoDB::Table', Properties: { BillingMode: 'PAY_PER_REQUEST' } },
      }),
      'Table',
    );
    const read = priceOf('DynamoDB', 'on-demand read request unit (Standard table class)');
    const write = priceOf('DynamoDB', 'on-demand write request unit (Standard table class)');
    const storage = priceOf('DynamoDB', 'storage (Standard table class; free tier not subtracted)');
    const free = FREE_TIERS['dynamodb-storage'].quantity;
    // low profile: 1 GB, all of it free; high profile: 50 GB, 25 of them free
    expect(table.monthly.min).toBeCloseTo(
      USAGE.dynamodbReads.min * read + USAGE.dynamodbWrites.min * write,
      6,
    );
    expect(table.monthly.max).toBeCloseTo(
      USAGE.dynamodbReads.max * read +
        USAGE.dynamodbWrites.max * write +
        (USAGE.dynamodbStorageGb.max - free) * storage,
      6,
    );
  });

  it('prices provisioned capacity of the table and its indexes beyond the 25 free units', () => {
    const table = resourceIn(
      estimateFor({
        Table: {
          Type: 'AWS::DynamoDB::Table',
          Properties: {
            ProvisionedThroughput: { ReadCapacityUnits: 20, WriteCapacityUnits: 10 },
            GlobalSecondaryIndexes: [
              { IndexName: 'g', ProvisionedThroughput: { ReadCapacityUnits: 20, WriteCapacityUnits: 10 } },
            ],
          },
        },
      }),
      'Table',
    );
    const rcu = priceOf('DynamoDB', 'provisioned RCU');
    // 40 RCU (15 above the free 25); 20 WCU (all free)
    expect(table.lines[0].monthly.min).toBeCloseTo((40 - 25) * H * rcu, 6);
    expect(table.lines[1].monthly.min).toBe(0);
  });
});

describe('ElastiCache', () => {
  it('prices a cluster by node type, engine and node count', () => {
    const estimate = estimateFor({
      Cache: {
        Type: 'AWS::ElastiCache::CacheCluster',
        Properties: { Engine: 'redis', CacheNodeType: 'cache.t3.micro', NumCacheNodes: 2 },
      },
    });
    expect(resourceIn(estimate, 'Cache').monthly.min).toBeCloseTo(
      2 * H * priceOf('ElastiCache', 'node cache.t3.micro Redis'),
      6,
    );
  });

  it('prices every primary and replica of a replication group', () => {
    const estimate = estimateFor({
      Group: {
        Type: 'AWS::ElastiCache::ReplicationGroup',
        Properties: {
          Engine: 'valkey',
          CacheNodeType: 'cache.m5.large',
          NumNodeGroups: 2,
          ReplicasPerNodeGroup: 1,
        },
      },
    });
    expect(resourceIn(estimate, 'Group').monthly.max).toBeCloseTo(
      4 * H * priceOf('ElastiCache', 'node cache.m5.large Valkey'),
      6,
    );
  });

  it('says Graviton nodes have no me-south-1 price', () => {
    const estimate = estimateFor({
      Cache: {
        Type: 'AWS::ElastiCache::CacheCluster',
        Properties: { Engine: 'redis', CacheNodeType: 'cache.t4g.micro' },
      },
    });
    expect(resourceIn(estimate, 'Cache').unpriced).toEqual([
      'The price list has no me-south-1 price for ElastiCache node cache.t4g.micro Redis.',
    ]);
  });
});

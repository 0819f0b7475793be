import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { elasticacheAtRestEncryption } from '#shared/compliance/rules/elasticache/elasticache-at-rest-encryption';
import { elasticacheAutomaticBackup } from '#shared/compliance/rules/elasticache/elasticache-automatic-backup';
import { elasticacheTransitEncryption } from '#shared/compliance/rules/elasticache/elasticache-transit-encryption';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const group = (props: Record<string, unknown> = {}) =>
  makeResource('Cache', 'AWS::ElastiCache::ReplicationGroup', {
    ReplicationGroupDescription: 'sessions',
    CacheNodeType: 'cache.t4g.micro',
    ...props,
  });
const cacheCluster = (props: Record<string, unknown>) =>
  makeResource('Cache', 'AWS::ElastiCache::CacheCluster', {
    CacheNodeType: 'cache.t4g.micro',
    NumCacheNodes: 1,
    ...props,
  });
const serverless = (props: Record<string, unknown> = {}) =>
  makeResource('Cache', 'AWS::ElastiCache::ServerlessCache', {
    ServerlessCacheName: 'c',
    Engine: 'valkey',
    ...props,
  });

describe(elasticacheAtRestEncryption.id, () => {
  it('Noncompliance 1: replication group without at-rest encryption', () => {
    const result = evaluate(elasticacheAtRestEncryption, group());
    expect(result.status === 'fail' && result.message).toContain('AtRestEncryptionEnabled is not true');
  });

  it('Noncompliance 2: a standalone cache cluster cannot encrypt at rest', () => {
    expect(evaluate(elasticacheAtRestEncryption, cacheCluster({ Engine: 'memcached' })).status).toBe('fail');
  });

  it('Compliance: encrypted replication group; serverless cache', () => {
    expect(evaluate(elasticacheAtRestEncryption, group({ AtRestEncryptionEnabled: true })).status).toBe(
      'pass',
    );
    expect(evaluate(elasticacheAtRestEncryption, serverless()).status).toBe('pass');
  });

  it('Unknown: set by a condition', () => {
    expect(evaluate(elasticacheAtRestEncryption, group({ AtRestEncryptionEnabled: CONDITION })).status).toBe(
      'unknown',
    );
  });
});

describe(elasticacheTransitEncryption.id, () => {
  it('Noncompliance 1: TLS off', () => {
    expect(evaluate(elasticacheTransitEncryption, group({ TransitEncryptionEnabled: false })).status).toBe(
      'fail',
    );
  });

  it('Noncompliance 2: TLS on but still in preferred mode', () => {
    const result = evaluate(
      elasticacheTransitEncryption,
      group({ TransitEncryptionEnabled: true, TransitEncryptionMode: 'preferred' }),
    );
    expect(result.status === 'fail' && result.message).toContain('TransitEncryptionMode is preferred');
  });

  it('Compliance', () => {
    const props = { TransitEncryptionEnabled: true, TransitEncryptionMode: 'required' };
    expect(evaluate(elasticacheTransitEncryption, group(props)).status).toBe('pass');
    expect(
      evaluate(
        elasticacheTransitEncryption,
        cacheCluster({ Engine: 'redis', TransitEncryptionEnabled: true }),
      ).status,
    ).toBe('pass');
  });

  it('Unknown: set by a condition', () => {
    expect(
      evaluate(elasticacheTransitEncryption, group({ TransitEncryptionEnabled: CONDITION })).status,
    ).toBe('unknown');
  });
});

describe(elasticacheAutomaticBackup.id, () => {
  it('Noncompliance 1: a Redis replication group without snapshots (engine defaults to redis)', () => {
    const result = evaluate(elasticacheAutomaticBackup, group());
    expect(result.status === 'fail' && result.message).toContain('SnapshotRetentionLimit is not set');
  });

  it('Noncompliance 2: a Valkey serverless cache with retention 0', () => {
    expect(evaluate(elasticacheAutomaticBackup, serverless({ SnapshotRetentionLimit: 0 })).status).toBe(
      'fail',
    );
  });

  it('Compliance', () => {
    expect(
      evaluate(elasticacheAutomaticBackup, group({ Engine: 'Valkey', SnapshotRetentionLimit: '7' })).status,
    ).toBe('pass');
  });

  it('Not applicable: Memcached keeps nothing to back up', () => {
    expect(evaluate(elasticacheAutomaticBackup, cacheCluster({ Engine: 'memcached' })).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: the engine is set by a condition', () => {
    expect(evaluate(elasticacheAutomaticBackup, group({ Engine: CONDITION })).status).toBe('unknown');
  });
});

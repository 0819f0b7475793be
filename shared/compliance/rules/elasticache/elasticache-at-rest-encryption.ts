import type { Rule } from '#shared/compliance/types';
import { ELASTICACHE_TYPES } from '../_lib/elasticache';
import { failWith, PASS, requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/**
 * Compliant: a replication group sets AtRestEncryptionEnabled true; serverless caches are always
 * encrypted; a standalone CacheCluster cannot encrypt at rest and so fails.
 */
export const elasticacheAtRestEncryption: Rule = {
  id: 'elasticache-at-rest-encryption',
  service: 'elasticache',
  severity: 'high',
  title: 'ElastiCache data is encrypted at rest',
  description:
    'Caches hold copies of sessions and records, and their snapshots persist them; encryption at rest protects those copies.',
  resourceTypes: ELASTICACHE_TYPES,
  remediation:
    'Use an AWS::ElastiCache::ReplicationGroup with AtRestEncryptionEnabled true (and KmsKeyId for a customer key), or an AWS::ElastiCache::ServerlessCache.',
  evaluate(resource) {
    if (resource.type === 'AWS::ElastiCache::ServerlessCache') return PASS;
    if (resource.type === 'AWS::ElastiCache::CacheCluster') {
      return failWith(
        `${nameOf(resource)} cannot encrypt data at rest: AWS::ElastiCache::CacheCluster has no at-rest encryption.`,
      );
    }
    return requireTrue(
      resource,
      ['AtRestEncryptionEnabled'],
      `${nameOf(resource)} is not encrypted at rest: AtRestEncryptionEnabled is not true.`,
    );
  },
};

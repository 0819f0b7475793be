import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

const engineOf = (brief: string) =>
  resourcesOfBrief(brief).find((r) => r.type === 'AWS::ElastiCache::ReplicationGroup')?.props?.Engine;

/**
 * ElastiCache runs the engine the brief names: Redis named (in English, Arabic, mixed or
 * misspelt) is a Redis OSS replication group, not swapped for Valkey; a cache named by no engine,
 * or Valkey by name, is Valkey.
 */
describe('the cache engine follows the brief', () => {
  it.each([
    'An ElastiCache Redis cluster for the shop sessions, beside an RDS PostgreSQL database.',
    'a redis cache in front of our api',
    'نبي ريديس للجلسات في المتجر',
    'ذاكرة تخزين مؤقت Redis أمام قاعدة البيانات',
    'a managed redis on elasticache for session storage, with a lambda api',
  ])('%s', (brief) => {
    expect(engineOf(brief)).toBe('redis');
  });

  it.each([
    'An ElastiCache cache in front of the product database.',
    'A Valkey cache for the leaderboard, with a lambda api',
  ])('no engine named, or Valkey, is Valkey: %s', (brief) => {
    expect(engineOf(brief)).toBe('valkey');
  });
});

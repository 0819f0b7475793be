import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { ELASTICACHE_TYPES, engineOf } from '../_lib/elasticache';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toNumber } from '../_lib/props';

const SNAPSHOT_ENGINES = new Set(['redis', 'valkey']);

/** Compliant: a Redis OSS or Valkey cache keeps automatic snapshots (SnapshotRetentionLimit >= 1). */
export const elasticacheAutomaticBackup: Rule = {
  id: 'elasticache-automatic-backup',
  service: 'elasticache',
  severity: 'medium',
  title: 'ElastiCache Redis OSS and Valkey caches keep automatic backups',
  description:
    'Redis OSS and Valkey are often used as a primary store; daily snapshots allow recovery after data loss. Memcached keeps no data to back up.',
  resourceTypes: ELASTICACHE_TYPES,
  remediation: 'Set SnapshotRetentionLimit to 1 or more (days of automatic snapshots to keep).',
  evaluate(resource) {
    const engine = engineOf(resource);
    if (isUnknown(engine)) return unknownFrom('Engine', engine);
    if (engine === undefined || !SNAPSHOT_ENGINES.has(engine)) return NOT_APPLICABLE;
    const days = toNumber(propOf(resource, 'SnapshotRetentionLimit'));
    if (isUnknown(days)) return unknownFrom('SnapshotRetentionLimit', days);
    if ((days ?? 0) >= 1) return PASS;
    return failWith(
      `${nameOf(resource)} keeps no automatic backups: SnapshotRetentionLimit is ${days ?? 'not set'}.`,
    );
  },
};

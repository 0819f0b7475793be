import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** Each value the brief states, as the first property it is read as. */
const read = (brief: string) =>
  statedProperties(brief).map(
    (r) => `${r.targets[0]?.type.split('::')[2]}.${r.targets[0]?.path}=${r.targets[0]?.value}`,
  );

describe('a product and its version', () => {
  it('set a function runtime or an engine version, in English, Arabic and mixed', () => {
    expect(read('ok so: python 3.12 lambda, runs whenever a csv lands')).toContain(
      'Function.Runtime=python3.12',
    );
    expect(read('handlers in Node.js 20 please')).toContain('Function.Runtime=nodejs20.x');
    expect(read('runtime nodejs22.x')).toContain('Function.Runtime=nodejs22.x');
    expect(read('قاعدة بيانات PostgreSQL الإصدار 15 على RDS')).toContain('DBInstance.EngineVersion=15');
    expect(read('دالة لامدا بلغة بايثون 3.12')).toContain('Function.Runtime=python3.12');
  });

  it('take the version number from the counts: "Redis 7 with 2 nodes" is two nodes of Redis 7.0', () => {
    const values = read('ElastiCache Redis 7 cluster with 2 nodes');
    expect(values).toContain('ReplicationGroup.EngineVersion=7.0');
    expect(values).not.toContain('ReplicationGroup.NumCacheClusters=7');
  });

  it('leave a version that does not exist, and a product with no version, unread', () => {
    expect(read('python 2.7 lambda').join()).not.toMatch(/Runtime/);
    expect(read('we have 3 python scripts').join()).not.toMatch(/Runtime/);
  });

  it('a type\'s own name never says one of its yes/no settings alone ("cluster" is no encryption in the cluster)', () => {
    expect(read('ElastiCache Redis 7 cluster with 2 nodes').join()).not.toMatch(/InCluster/);
    expect(read('S3 bucket with versioning')).toContain('Bucket.VersioningConfiguration.Status=Enabled');
  });

  it("a setting's word is read in an Arabic verb's forms and in other words for it", () => {
    expect(read('احذف الملفات من الحاوية بعد 60 يوما.')).toContain(
      'Bucket.LifecycleConfiguration.Rules.*.ExpirationInDays=60',
    );
    expect(read('bucket for temp exports, objects should vanish after 30 days')).toContain(
      'Bucket.LifecycleConfiguration.Rules.*.ExpirationInDays=30',
    );
  });
});

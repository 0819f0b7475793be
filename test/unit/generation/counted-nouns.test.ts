import { describe, expect, it } from 'vitest';
import { at } from '#shared/generation/checklist/template-facts';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** The database instance's stated storage settings in the design a brief gets. */
function storageOf(brief: string) {
  const db = resourcesOfBrief(brief).find((r) => r.type === 'AWS::RDS::DBInstance');
  return { iops: at(db?.props ?? {}, 'Iops'), storage: at(db?.props ?? {}, 'AllocatedStorage') };
}

/**
 * A bare number is the count of the noun written right after it ("5000 IOPS"): the property that
 * noun names takes it, not one whose words stand earlier in the sentence ("gp3 storage with ...",
 * AllocatedStorage), which would ask for 5,000 GB.
 */
describe('a number belongs to the noun written after it', () => {
  it('reads "N IOPS" after the storage words as IOPS, not as gigabytes of storage', () => {
    for (const [brief, iops] of [
      ['An RDS MySQL instance using io1 storage with 5000 IOPS.', 5000],
      ['A MariaDB database on RDS with gp3 storage with 12000 IOPS.', 12000],
      ['Postgres on RDS, storage: gp3 with 4000 iops', 4000],
    ] as const) {
      const { iops: read, storage } = storageOf(brief);
      expect(read, brief).toBe(iops);
      expect(Number(storage), brief).not.toBe(iops);
    }
  });

  it('keeps a number with the property named right before it ("max 5 instances")', () => {
    const group = resourcesOfBrief(
      'An Auto Scaling group of t3.medium servers, min 1 and max 5 instances, behind a load balancer.',
    ).find((r) => r.type === 'AWS::AutoScaling::AutoScalingGroup');
    expect(group?.props).toMatchObject({ MinSize: '1', MaxSize: '5' });
  });

  it('keeps a number written after the storage words with its own unit as storage', () => {
    expect(storageOf('Postgres on RDS: io1 storage of 500 GB with 8000 IOPS.')).toEqual({
      iops: 8000,
      storage: '500',
    });
  });
});

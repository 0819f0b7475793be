import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** The database instance's storage in the design a brief gets. */
function storageOf(brief: string) {
  const props = resourcesOfBrief(brief).find((r) => r.type === 'AWS::RDS::DBInstance')?.props ?? {};
  return { type: props.StorageType, iops: props.Iops, gigabytes: Number(props.AllocatedStorage) };
}

/**
 * Provisioned IOPS storage (io1, io2) is refused by RDS without its IOPS and below 100 GB: a brief
 * that asks for it, by its name or in words, gets a volume that deploys, at the stated IOPS and
 * size where it gives them, else at the least RDS takes.
 */
describe('provisioned IOPS storage', () => {
  it('gives io1 and io2 storage their IOPS and at least 100 GB, in English and Arabic', () => {
    for (const [brief, type] of [
      ['An RDS MySQL instance with Provisioned IOPS SSD storage.', 'io1'],
      ['A MySQL RDS instance on io2 storage.', 'io2'],
      ['قاعدة بيانات PostgreSQL على RDS بتخزين io1', 'io1'],
    ] as const) {
      const storage = storageOf(brief);
      expect(storage.type, brief).toBe(type);
      expect(storage.iops, brief).toBeGreaterThanOrEqual(1000);
      expect(storage.gigabytes, brief).toBeGreaterThanOrEqual(100);
    }
  });

  it('keeps the IOPS and size a brief states', () => {
    expect(storageOf('RDS Postgres with provisioned IOPS of 3000 and 200 GB of storage')).toEqual({
      type: 'io1',
      iops: 3000,
      gigabytes: 200,
    });
  });
});

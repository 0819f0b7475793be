import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveResource } from '#functions/lib/ports/inventory-reader';
import type { ScanRecord } from '#functions/lib/ports/scan-repository';
import { dynamoScanRepository } from '#functions/lib/store/scan-repository';
import { startTestTable, type TestTable } from '#test/fixtures/billing';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(async () => {
  await table?.stop();
});

const scanRecord = (userId: string, id: string, startedAt: string): ScanRecord => ({
  userId,
  id,
  status: 'running',
  progress: 0,
  accountIds: ['acct-1'],
  frameworks: ['SAMA'],
  trigger: 'manual',
  startedAt,
  deadline: '2026-11-24T12:00:00.000Z',
  unitsTotal: 0,
  unitsDone: 0,
  resourcesScanned: 0,
  gaps: [],
  sandbox: true,
});

describe('scan repository on the table', () => {
  it("lists only the owner's scans, newest first, without the table's keys", async () => {
    const scans = dynamoScanRepository(table.db, table.tableName);
    await scans.create(scanRecord('ann', 'old', '2026-11-20T10:00:00.000Z'));
    await scans.create(scanRecord('ann', 'new', '2026-11-21T10:00:00.000Z'));
    await scans.create(scanRecord('ben', 'his', '2026-11-22T10:00:00.000Z'));
    const listed = await scans.list('ann');
    expect(listed.map((s) => s.id)).toEqual(['new', 'old']);
    expect(listed[0]).not.toHaveProperty('PK');
    expect(await scans.get('ann', 'his')).toBeUndefined();
  });

  it('writes a change only while running when asked, and raises progress only forward', async () => {
    const scans = dynamoScanRepository(table.db, table.tableName);
    await scans.create(scanRecord('cat', 's1', '2026-11-20T10:00:00.000Z'));
    expect(await scans.raiseProgress('cat', 's1', 40)).toBe(true);
    expect(await scans.raiseProgress('cat', 's1', 30)).toBe(false);
    expect(await scans.update('cat', 's1', { status: 'failed', statusReason: 'stale' }, true)).toBe(true);
    expect(await scans.update('cat', 's1', { progress: 99 }, true)).toBe(false);
    expect(await scans.update('cat', 'missing', { progress: 5 })).toBe(false);
    expect(await scans.get('cat', 's1')).toMatchObject({
      status: 'failed',
      progress: 40,
      statusReason: 'stale',
    });
  });

  it('reads back an inventory bigger than one 1 MB query page, every chunk', async () => {
    const scans = dynamoScanRepository(table.db, table.tableName);
    const padding = 'x'.repeat(2_000);
    const resources: LiveResource[] = Array.from({ length: 1_500 }, (_, i) => ({
      type: 'AWS::S3::Bucket',
      identifier: `bucket-${i}`,
      properties: { Padding: padding },
    }));
    const unit = { accountId: 'acct-1', region: 'me-south-1' };
    await scans.putInventory('scan-big', { ...unit, type: 'AWS::S3::Bucket' }, resources);
    await scans.putInventory('scan-big', { ...unit, type: 'AWS::SQS::Queue' }, [
      { type: 'AWS::SQS::Queue', identifier: 'q', properties: {} },
    ]);
    const read = await scans.inventory('scan-big', 'acct-1', 'me-south-1');
    expect(read).toHaveLength(1_501);
    expect(new Set(read.map((r) => r.identifier)).size).toBe(1_501);
    expect(await scans.inventory('scan-big', 'acct-1', 'us-east-1')).toEqual([]);
  });
});

import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ScanViolation } from '#shared/api/compliance-schema';
import type { LiveResource } from '../ports/inventory-reader';
import type { RegionResult, ScanRecord, ScanRepository } from '../ports/scan-repository';
import { conditional } from './conditional';
import {
  SCAN_PREFIX,
  scanDataPk,
  scanInventoryKey,
  scanKey,
  scanRegionResultKey,
  scanViolationsKey,
} from './keys';
import { queryPartition, queryUserItems, withoutKeys } from './user-items';

/** Stay well under DynamoDB's 400 KB item limit when packing resources or violations. */
const CHUNK_BYTES = 300_000;
/** Inventory snapshots are working data: gone a day after the scan. */
const INVENTORY_TTL_SECONDS = 24 * 3600;

/** Splits `items` into lists whose JSON stays under CHUNK_BYTES each (at least one list). */
export function chunkBySize<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [[]];
  let size = 0;
  for (const item of items) {
    const bytes = JSON.stringify(item).length + 1;
    if (size + bytes > CHUNK_BYTES && chunks[chunks.length - 1].length > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1].push(item);
    size += bytes;
  }
  return chunks;
}

/**
 * Scans under the owner's partition (`USER#<sub>` / `SCAN#<id>`); their working data under
 * `SCANDATA#<id>`. Progress is an atomic counter so parallel collectors never lose a step.
 */
export function dynamoScanRepository(db: DynamoDBDocumentClient, tableName: string): ScanRepository {
  /** The scan's working data (`SCANDATA#<id>`) of one kind. */
  const scanData = (scanId: string, prefix: string) =>
    queryPartition(db, tableName, scanDataPk(scanId), prefix);

  return {
    async create(record) {
      await db.send(
        new PutCommand({ TableName: tableName, Item: { ...scanKey(record.userId, record.id), ...record } }),
      );
    },
    async get(userId, scanId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: scanKey(userId, scanId) }));
      return Item ? withoutKeys<ScanRecord>(Item) : undefined;
    },
    async list(userId) {
      const items = (await queryUserItems(db, tableName, userId, SCAN_PREFIX)).map(withoutKeys<ScanRecord>);
      return items.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    },
    async update(userId, scanId, change, whileRunning = false) {
      const entries = Object.entries(change).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return true;
      const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
      const values: Record<string, unknown> = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
      if (whileRunning) {
        names['#status'] = 'status';
        values[':running'] = 'running';
      }
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: scanKey(userId, scanId),
            ConditionExpression: whileRunning
              ? 'attribute_exists(PK) AND #status = :running'
              : 'attribute_exists(PK)',
            UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },
    async raiseProgress(userId, scanId, progress) {
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: scanKey(userId, scanId),
            ConditionExpression: '#status = :running AND progress < :p',
            UpdateExpression: 'SET progress = :p',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'running', ':p': progress },
          }),
        ),
      );
    },
    async countUnits(userId, scanId, done) {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: scanKey(userId, scanId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: done.gaps.length
            ? 'ADD unitsDone :units, resourcesScanned :n SET gaps = list_append(gaps, :gaps)'
            : 'ADD unitsDone :units, resourcesScanned :n',
          ExpressionAttributeValues: {
            ':units': done.units,
            ':n': done.resources,
            ...(done.gaps.length && { ':gaps': done.gaps }),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return {
        unitsDone: Number(Attributes?.unitsDone ?? 0),
        unitsTotal: Number(Attributes?.unitsTotal ?? 0),
      };
    },
    async putInventory(scanId, unit, resources) {
      const expiresAt = Math.floor(Date.now() / 1000) + INVENTORY_TTL_SECONDS;
      const chunks = chunkBySize(resources);
      for (const [i, chunk] of chunks.entries()) {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...scanInventoryKey(scanId, unit.accountId, unit.region, unit.type, i),
              resources: chunk,
              expiresAt,
            },
          }),
        );
      }
    },
    async inventory(scanId, accountId, region) {
      const items = await scanData(scanId, `INV#${accountId}#${region}#`);
      return items.flatMap((item) => item.resources as LiveResource[]);
    },
    async putRegionResult(scanId, result, violations) {
      for (const [i, chunk] of chunkBySize(violations).entries()) {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...scanViolationsKey(scanId, result.accountId, result.region, i), violations: chunk },
          }),
        );
      }
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...scanRegionResultKey(scanId, result.accountId, result.region), ...result },
        }),
      );
    },
    async regionResults(scanId) {
      const items = await scanData(scanId, 'REGION#');
      return items.map(withoutKeys<RegionResult>);
    },
    async violations(scanId) {
      const items = await scanData(scanId, 'VIOL#');
      return items.flatMap((item) => item.violations as ScanViolation[]);
    },
  };
}

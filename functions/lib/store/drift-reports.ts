import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DriftReport } from '#shared/api/drift';
import type { DriftReportStore } from '../ports/drift-reports';
import { driftReportKey } from './keys';
import { withoutKeys } from './user-items';

/** One item per deployment (`USER#<sub>` / `DRIFT#<id>`), replaced by each check. */
export function dynamoDriftReports(db: DynamoDBDocumentClient, tableName: string): DriftReportStore {
  return {
    async get(userId, deploymentId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: driftReportKey(userId, deploymentId) }),
      );
      return Item ? withoutKeys<DriftReport>(Item) : undefined;
    },
    async put(userId, report) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...driftReportKey(userId, report.deployment_id), ...report },
        }),
      );
    },
  };
}

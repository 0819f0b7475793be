import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SandboxBillingLedger, SandboxSubscriptionState } from '../ports/sandbox-billing-ledger';
import { sandboxBillingKey } from './keys';

/** One item per simulated subscription; only the sandbox's billing simulator reads or writes it. */
export function dynamoSandboxBillingLedger(
  db: DynamoDBDocumentClient,
  tableName: string,
): SandboxBillingLedger {
  return {
    async get(subscriptionId) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: sandboxBillingKey(subscriptionId),
          ConsistentRead: true,
        }),
      );
      return Item?.state as SandboxSubscriptionState | undefined;
    },
    async put(state) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...sandboxBillingKey(state.subscription.id), state },
        }),
      );
    },
  };
}

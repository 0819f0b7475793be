import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoreConfig } from '../config';

/**
 * The DocumentClient for the single table. With an endpoint (local runtime: dynalite, which
 * accepts any signature) it uses fixed placeholder credentials so that real AWS credentials in
 * the developer's environment are never sent to, or needed by, the local database.
 */
export function createDocumentClient(config: StoreConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.endpoint && {
      endpoint: config.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

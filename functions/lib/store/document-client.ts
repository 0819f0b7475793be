import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoreConfig } from '../config';

/**
 * How items are written. The marshaller takes an object whose `constructor` is not Object for a
 * class instance and refuses it, so a map keyed by user text with a key named `constructor` (a
 * parameter, an output, an instance) failed every write; our items are plain data (dates are ISO
 * text), so every object is written as a map of its own enumerable members.
 */
export const MARSHALL_OPTIONS = { removeUndefinedValues: true, convertClassInstanceToMap: true } as const;

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
  return DynamoDBDocumentClient.from(client, { marshallOptions: MARSHALL_OPTIONS });
}

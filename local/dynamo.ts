import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTableInput } from '#shared/store/table-schema';
import { guardAgainstBrowsers } from './dynamo-guard';

export interface LocalDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Handlers read DYNAMODB_ENDPOINT once per process (cold start), like a Lambda. So every runtime
 * started in one process reuses the first one's port; a second runtime running at the same time
 * in the same process is refused rather than silently writing into the wrong database.
 */
let processPort: number | undefined;
/** Whether a runtime's database is open in this process right now. */
let running = false;
const ONE_PER_PROCESS = 'Another local runtime is running in this process; stop it first (one per process).';

function listen(server: ReturnType<typeof dynalite>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' && port !== 0 ? new Error(ONE_PER_PROCESS) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/**
 * dynalite (DynamoDB's wire protocol on LevelDB) on loopback only, refusing browsers
 * (dynamo-guard.ts), with the table created if missing.
 */
export async function startLocalDynamo(dir: string, tableName: string): Promise<LocalDynamo> {
  // refused before dynalite opens its LevelDB in `dir`, which it does in the background and which
  // would otherwise keep writing there after the refusal
  if (running) throw new Error(ONE_PER_PROCESS);
  mkdirSync(dir, { recursive: true });
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  let hosts = new Set<string>();
  guardAgainstBrowsers(server, () => hosts);
  const port = await listen(server, processPort ?? 0);
  processPort = port;
  running = true;
  hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve, reject) =>
      server.close((error) => {
        running = false;
        return error ? reject(error) : resolve();
      }),
    );
  try {
    await ensureTable(endpoint, tableName);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { endpoint, stop };
}

async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const wanted = createTableInput(tableName);
    const existing = await describeTable(client, tableName);
    if (!existing) {
      await client.send(new CreateTableCommand(wanted));
    } else {
      // A table from an older schema gets the indexes added since (data is kept).
      const present = new Set(existing.GlobalSecondaryIndexes?.map((i) => i.IndexName));
      for (const index of wanted.GlobalSecondaryIndexes.filter((i) => !present.has(i.IndexName))) {
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            AttributeDefinitions: wanted.AttributeDefinitions,
            GlobalSecondaryIndexUpdates: [{ Create: index }],
          }),
        );
      }
    }
    await waitActive(client, tableName);
  } finally {
    client.destroy();
  }
}

async function describeTable(client: DynamoDBClient, tableName: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

async function waitActive(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const table = await describeTable(client, tableName);
    const indexesReady = (table?.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE');
    if (table?.TableStatus === 'ACTIVE' && indexesReady) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Table ${tableName} did not become active in dynalite`);
}

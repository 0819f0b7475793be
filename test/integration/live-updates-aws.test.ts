import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  ForbiddenException,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiGatewayLiveUpdates } from '#functions/lib/adapters/aws/api-gateway-live-updates';
import { MAX_FRAME_BYTES } from '#functions/lib/adapters/aws/live-frame';
import { closeSocket } from '#functions/lib/live/close-socket';
import { openSocket, SOCKET_LIFETIME_SECONDS } from '#functions/lib/live/open-socket';
import type { LiveConnectionStore } from '#functions/lib/ports/live-connection-store';
import { dynamoLiveConnectionStore } from '#functions/lib/store/live-connection-store';
import { handler as connectHandler } from '#functions/ws/connect';
import type { LiveMessage } from '#shared/live/messages';
import { startTestTable, type TestTable } from '#test/fixtures/billing';
import { deploymentMessage } from '#test/fixtures/live';

const NOW = new Date('2026-11-24T01:00:00Z');
const scan = (scanId: string, progress: number): LiveMessage => ({
  type: 'scan',
  scan_id: scanId,
  status: 'running',
  progress,
});
const gone = () => new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });

describe('live updates through API Gateway WebSocket connections in the table', () => {
  let table: TestTable;
  let store: LiveConnectionStore;
  const api = mockClient(ApiGatewayManagementApiClient);
  const client = new ApiGatewayManagementApiClient({
    region: 'me-central-1',
    endpoint: 'https://a1b2c3.execute-api.me-central-1.amazonaws.com/live',
  });
  const posted = () =>
    api.commandCalls(PostToConnectionCommand).map((call) => ({
      to: call.args[0].input.ConnectionId,
      message: JSON.parse(new TextDecoder().decode(call.args[0].input.Data as Uint8Array)),
    }));
  const open = (connectionId: string, userId: string, topicId: string) =>
    openSocket(store, { connectionId, userId, topicId }, NOW);

  beforeAll(async () => {
    table = await startTestTable();
    store = dynamoLiveConnectionStore(table.db, table.tableName);
  });
  afterAll(async () => {
    api.restore();
    await table.stop();
  });
  beforeEach(async () => {
    api.reset();
    for (const id of ['c1', 'c2', 'c3', 'c4', 'd1']) await closeSocket(store, id);
    await open('c1', 'alice', 'scan-1');
    await open('c2', 'alice', 'scan-1');
    await open('c3', 'alice', 'scan-2');
    await open('c4', 'bob', 'scan-1');
  });

  it('closes and forgets a socket whose token has expired instead of sending to it', async () => {
    await openSocket(
      store,
      { connectionId: 'd1', userId: 'alice', topicId: 'scan-1' },
      NOW,
      NOW.getTime() / 1000 - 1,
    );
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'scan-1', scan('scan-1', 45));
    expect(
      posted()
        .map((p) => p.to)
        .sort(),
    ).toEqual(['c1', 'c2']);
    expect(api.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId)).toEqual([
      'd1',
    ]);
    expect((await store.list('alice', 'scan-1')).map((c) => c.connectionId).sort()).toEqual(['c1', 'c2']);
  });

  it('stores each socket under its user and topic, expiring after the socket can live', async () => {
    expect((await store.list('alice', 'scan-1')).map((c) => c.connectionId).sort()).toEqual(['c1', 'c2']);
    expect(await store.list('bob', 'scan-1')).toEqual([
      {
        connectionId: 'c4',
        userId: 'bob',
        topicId: 'scan-1',
        expiresAt: NOW.getTime() / 1000 + SOCKET_LIFETIME_SECONDS,
      },
    ]);
  });

  it("posts a message to the user's sockets on that topic only", async () => {
    api.on(PostToConnectionCommand).resolves({});
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'scan-1', scan('scan-1', 40));
    expect(posted().sort((a, b) => String(a.to).localeCompare(String(b.to)))).toEqual([
      { to: 'c1', message: scan('scan-1', 40) },
      { to: 'c2', message: scan('scan-1', 40) },
    ]);
  });

  it('forgets a socket API Gateway says is gone (410) and still reaches the others', async () => {
    api.on(PostToConnectionCommand).resolves({});
    api.on(PostToConnectionCommand, { ConnectionId: 'c2' }).rejects(gone());
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'scan-1', scan('scan-1', 50));
    expect(
      posted()
        .map((p) => p.to)
        .sort(),
    ).toEqual(['c1', 'c2']);
    expect((await store.list('alice', 'scan-1')).map((c) => c.connectionId)).toEqual(['c1']);
  });

  it('raises any other refusal after trying every socket, keeping that socket', async () => {
    api.on(PostToConnectionCommand).resolves({});
    api
      .on(PostToConnectionCommand, { ConnectionId: 'c1' })
      .rejects(new ForbiddenException({ message: 'Forbidden', $metadata: { httpStatusCode: 403 } }));
    await expect(
      apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'scan-1', scan('scan-1', 60)),
    ).rejects.toThrow('Forbidden');
    expect(
      posted()
        .map((p) => p.to)
        .sort(),
    ).toEqual(['c1', 'c2']);
    expect((await store.list('alice', 'scan-1')).map((c) => c.connectionId).sort()).toEqual(['c1', 'c2']);
  });

  it('publishes nothing when nobody watches, and $disconnect forgets a socket by its id alone', async () => {
    await closeSocket(store, 'c4');
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('bob', 'scan-1', scan('scan-1', 70));
    expect(posted()).toEqual([]);
    const items = await table.items();
    expect(items.some((item) => item.connectionId === 'c4')).toBe(false);
    expect(items.filter((item) => item.connectionId !== undefined)).toHaveLength(3);
  });

  it('refuses a $connect that did not come through the authorizer, storing nothing', async () => {
    const before = (await table.items()).length;
    expect(await connectHandler({ requestContext: { connectionId: 'c9', authorizer: null } })).toEqual({
      statusCode: 401,
    });
    expect(await table.items()).toHaveLength(before);
  });
  it('posts a deployment message too big for one WebSocket message without its template, marked as such', async () => {
    api.on(PostToConnectionCommand).resolves({});
    await open('d1', 'alice', 'dep-1');
    // a template near the initiate route's 1 MB cap
    const template = `Resources:\n${'  # padding line of a large template\n'.repeat(25_000)}`;
    const message = deploymentMessage({ template, status: 'CREATE_COMPLETE' });
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'dep-1', message);
    const [sent] = api.commandCalls(PostToConnectionCommand);
    const data = sent.args[0].input.Data as Uint8Array;
    expect(data.length).toBeLessThanOrEqual(MAX_FRAME_BYTES);
    const { template: _template, ...rest } = message;
    expect(JSON.parse(new TextDecoder().decode(data))).toEqual({
      ...rest,
      template: '',
      omitted: ['template'],
    });
  });

  it('drops the events too when the template alone is not enough, keeping the resources and outputs', async () => {
    api.on(PostToConnectionCommand).resolves({});
    await open('d1', 'alice', 'dep-1');
    const event = deploymentMessage().events[0];
    const events = Array.from({ length: 1_500 }, (_, i) => ({
      ...event,
      status_reason: `step ${i} `.repeat(20),
    }));
    const message = deploymentMessage({ template: 'x'.repeat(200_000), events });
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'dep-1', message);
    const sent = posted().find((p) => p.to === 'd1')?.message;
    expect(sent).toMatchObject({
      type: 'deployment',
      status: message.status,
      outputs: message.outputs,
      template: '',
      events: [],
      resources: message.resources,
      omitted: ['template', 'events'],
    });
  });

  it('posts a message that fits exactly as it is, with no marker', async () => {
    api.on(PostToConnectionCommand).resolves({});
    await open('d1', 'alice', 'dep-1');
    const message = deploymentMessage({ template: 'y'.repeat(100_000) });
    await apiGatewayLiveUpdates(store, client, () => NOW).publish('alice', 'dep-1', message);
    expect(posted().find((p) => p.to === 'd1')?.message).toEqual(message);
  });
});

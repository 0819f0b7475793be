import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedWebhookFetch } from '#functions/lib/adapters/pinned-webhook-fetch';
import { webhookUrlProblem } from '#functions/lib/notifications/webhook-guard';

// A receiver on this machine stands for whatever a rebound name points at (the metadata service,
// an internal API): the test passes only if nothing reaches it.
let server: Server;
let port: number;
const received: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200).end('inside answered');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A name that answers a public address at first, then the loopback one: a DNS rebinding. */
function rebinding() {
  let calls = 0;
  return async (_host: string) => (++calls === 1 ? ['34.226.36.32'] : ['127.0.0.1']);
}

describe('webhook connections pinned to checked addresses', () => {
  it('a name that passed the check but resolves to a private address at connect time is not reached', async () => {
    received.length = 0;
    const resolve = rebinding();
    // the check sees the public answer
    expect(await webhookUrlProblem('https://hooks.rebind.test/x', resolve)).toBeUndefined();
    const send = pinnedWebhookFetch(resolve);
    await expect(
      send(`http://hooks.rebind.test:${port}/x`, { method: 'POST', body: '{"text":"hi"}' }),
    ).rejects.toThrow(/private, loopback or link-local/);
    expect(received).toEqual([]);
  });

  it('refuses an answer that mixes public and private addresses', async () => {
    received.length = 0;
    const send = pinnedWebhookFetch(async () => ['34.226.36.32', '127.0.0.1']);
    await expect(send(`http://mixed.rebind.test:${port}/x`, { method: 'POST', body: '{}' })).rejects.toThrow(
      /private, loopback or link-local/,
    );
    expect(received).toEqual([]);
  });

  it("connects to the resolver's own answer, sending the method, headers and body (a local runtime's allowed receiver)", async () => {
    received.length = 0;
    const origin = `http://receiver.rebind.test:${port}`;
    // the name exists in no DNS: the answer connected to is the resolver's
    const send = pinnedWebhookFetch(async () => ['127.0.0.1'], [origin]);
    const answer = await send(`${origin}/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":"hello"}',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('inside answered');
    expect(received).toEqual(['POST /hook {"text":"hello"}']);
  });
});

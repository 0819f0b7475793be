import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { httpDelivery } from '#functions/lib/adapters/local/http-webhook-delivery';
import { inProcessDelivery } from '#functions/lib/simulators/paddle/in-process-delivery';

describe('httpDelivery', () => {
  it('POSTs the exact bytes and headers to <base>/api/billing/webhook and returns the answer', async () => {
    const seen: { method?: string; url?: string; signature?: string; body: string }[] = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({
        method: req.method,
        url: req.url,
        signature: req.headers['paddle-signature'] as string,
        body,
      });
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"nope"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const rawBody = '{"event_id":"evt_01", "spaced":  true}';
      const answer = await httpDelivery(base).deliver({
        rawBody,
        headers: { 'content-type': 'application/json', 'paddle-signature': 'ts=1;h1=ab' },
      });
      expect(answer).toEqual({ statusCode: 401, body: '{"detail":"nope"}' });
      expect(seen).toEqual([
        { method: 'POST', url: '/api/billing/webhook', signature: 'ts=1;h1=ab', body: rawBody },
      ]);
    } finally {
      server.close();
    }
  });
});

describe('inProcessDelivery', () => {
  it('hands the handler an API Gateway v2 POST event with the raw body and lower-cased headers', async () => {
    let received: Record<string, unknown> | undefined;
    const delivery = inProcessDelivery(async (event) => {
      received = event as unknown as Record<string, unknown>;
      return { statusCode: 202, body: 'ok' };
    });
    const answer = await delivery.deliver({
      rawBody: '{"a":1}',
      headers: { 'Paddle-Signature': 'ts=1;h1=ab' },
    });
    expect(answer).toEqual({ statusCode: 202, body: 'ok' });
    expect(received).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/billing/webhook',
      rawPath: '/api/billing/webhook',
      body: '{"a":1}',
      isBase64Encoded: false,
      headers: { 'paddle-signature': 'ts=1;h1=ab' },
      requestContext: { http: { method: 'POST', path: '/api/billing/webhook' } },
    });
  });
});

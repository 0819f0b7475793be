import { maxHeaderSize, request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersTooLargeDetail } from '#local/client-error';
import { bodyTooLargeDetail, MAX_REQUEST_BODY_BYTES } from '#shared/api/limits';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/**
 * Requests over a limit get an answer the client can read, in the API's JSON error shape: bodies
 * over API Gateway's payload limit a 413, headers over Node's limit a 431, never a reset.
 */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(async () => {
  await runtime?.dispose();
});

/** node:http, because fetch refuses a body on GET */
function send(
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const framing = { 'content-length': String(body.length), ...headers };
    const req = request(`${runtime.url}${path}`, { method, headers: framing, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('request body limit', () => {
  it('answers 413 with a detail for a body one byte over the limit', async () => {
    const response = await send(
      'POST',
      '/api/billing/webhook',
      Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1, 'a'),
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ detail: bodyTooLargeDetail() });
  });

  it('answers 413 for an oversized body sent in chunks without a length', async () => {
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(`${runtime.url}/api/billing/webhook`, { method: 'POST', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 'b');
      for (let i = 0; i <= MAX_REQUEST_BODY_BYTES / chunk.length; i++) req.write(chunk);
      req.end();
    });
    expect(chunked).toBe(413);
  });

  it('passes a body at the limit on to the handler', async () => {
    // The webhook handler refuses it for its missing signature: proof that it was read and handed over
    const response = await send('POST', '/api/billing/webhook', Buffer.alloc(MAX_REQUEST_BODY_BYTES, 'a'));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).detail).toMatch(/signature/i);
  });

  it('does not read a body on a route that takes none', async () => {
    const response = await send('GET', '/health', Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1, 'a'));
    expect(response.status).toBe(200);
  });

  it('answers 413 for an oversized sign-in form of the local identity provider', async () => {
    const response = await send('POST', '/oidc/interaction/abc/login', Buffer.alloc(65 * 1024, 'e'), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(413);
  });
});

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { statusLine, headers, body: text.slice(split + 4) };
}

/**
 * Writes each request on one fresh connection, the next once the answer to the previous one is
 * complete, and returns what the server sent after the last one, up to its closing the connection
 * (a server that left it open would fail the test by its timeout).
 */
function sendRaw(...requests: string[]): Promise<{ earlier: RawAnswer[]; last: RawAnswer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(runtime.port, '127.0.0.1');
    const earlier: RawAnswer[] = [];
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (earlier.length === requests.length - 1) return;
      const answer = parseAnswer(received.toString());
      if (Buffer.byteLength(answer.body) < Number(answer.headers['content-length'])) return;
      earlier.push(answer);
      received = Buffer.alloc(0);
      socket.write(requests[earlier.length]!);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ earlier, last: parseAnswer(received.toString()) }));
    socket.write(requests[0]!);
  });
}

function requestWithHeaderOf(size: number, path = '/api/deployments', extra = ''): string {
  return `GET ${path} HTTP/1.1\r\nHost: localhost:${runtime.port}\r\n${extra}X-Padding: ${'p'.repeat(size)}\r\n\r\n`;
}

const WEBSOCKET_UPGRADE =
  'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

describe('requests Node refuses before any handler', () => {
  it('answers headers over the limit with a 431 in the JSON error shape, then closes', async () => {
    const { last } = await sendRaw(requestWithHeaderOf(maxHeaderSize + 1));
    expect(last.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(last.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(last.headers['content-length'])).toBe(Buffer.byteLength(last.body));
    expect(last.headers.connection).toBe('close');
    expect(JSON.parse(last.body)).toEqual({
      message: 'Request Header Fields Too Large',
      detail: headersTooLargeDetail(maxHeaderSize),
    });
  });

  it('answers the same way for a socket upgrade with oversized headers', async () => {
    const { last } = await sendRaw(
      requestWithHeaderOf(maxHeaderSize + 1, '/ws/topic?token=t', WEBSOCKET_UPGRADE),
    );
    expect(last.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(last.body)).toMatchObject({ message: 'Request Header Fields Too Large' });
  });

  it('passes headers just under the limit on to the API, which answers as it would any request', async () => {
    const { last } = await sendRaw(
      requestWithHeaderOf(maxHeaderSize - 1024, '/api/deployments', 'Connection: close\r\n'),
    );
    expect(last.statusLine).toBe('HTTP/1.1 401 Unauthorized');
    expect(JSON.parse(last.body)).toEqual({ message: 'Unauthorized' });
  });

  it('answers a request that is not HTTP with a 400 in the same shape', async () => {
    const { last } = await sendRaw('NOT HTTP AT ALL\r\n\r\n');
    expect(last.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(last.body)).toMatchObject({ message: 'Bad Request' });
  });

  it('answers oversized headers on a connection kept alive after an earlier request', async () => {
    const health = `GET /health HTTP/1.1\r\nHost: localhost:${runtime.port}\r\n\r\n`;
    const { earlier, last } = await sendRaw(health, requestWithHeaderOf(maxHeaderSize + 1));
    expect(earlier.map((answer) => answer.statusLine)).toEqual(['HTTP/1.1 200 OK']);
    expect(last.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(last.body)).toMatchObject({ message: 'Request Header Fields Too Large' });
  });
});

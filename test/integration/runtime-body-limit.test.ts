import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTooLargeDetail, MAX_REQUEST_BODY_BYTES } from '#shared/api/limits';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/** Request bodies over API Gateway's payload limit: a 413 the client can read, never a reset. */
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

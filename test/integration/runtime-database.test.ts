import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/** The embedded database must not be reachable from a web page in the developer's browser. */
let runtime: TestRuntime;
let endpoint: URL;

beforeAll(async () => {
  runtime = await startRuntime();
  endpoint = new URL(process.env.DYNAMODB_ENDPOINT!);
});
afterAll(async () => {
  await runtime?.dispose();
});

/** What a page's fetch would send: DynamoDB's JSON protocol with any signature. */
function dynamoRequest(method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const body = method === 'POST' ? '{}' : '';
      const req = request(
        {
          host: endpoint.hostname,
          port: endpoint.port,
          method,
          path: '/',
          agent: false,
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': 'DynamoDB_20120810.ListTables',
            'x-amz-date': '20261123T000000Z',
            authorization:
              'AWS4-HMAC-SHA256 Credential=any/20261123/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
            'content-length': String(body.length),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('embedded database', () => {
  it('refuses a request carrying a web page origin, without CORS headers', async () => {
    const response = await dynamoRequest('POST', { origin: 'https://attacker.example' });
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.body).not.toContain('TableNames');
  });

  it('refuses a browser CORS preflight', async () => {
    const response = await dynamoRequest('OPTIONS', {
      origin: 'https://attacker.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-amz-target,content-type,authorization',
    });
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses a same-origin browser request after DNS rebinding (foreign Host, Sec-Fetch headers)', async () => {
    const rebound = await dynamoRequest('POST', { host: `attacker.example:${endpoint.port}` });
    expect(rebound.status).toBe(403);
    const browser = await dynamoRequest('POST', {
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
    });
    expect(browser.status).toBe(403);
  });

  it('still serves the runtime: a request without browser marks reaches the database', async () => {
    const response = await dynamoRequest('POST', {});
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).TableNames).toEqual(expect.any(Array));
  });

  it('listens on loopback only', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    if (!external) return;
    const reached = await new Promise<boolean>((resolve) => {
      const req = request(
        { host: external, port: endpoint.port, path: '/', agent: false, timeout: 2000 },
        () => resolve(true),
      );
      req.on('error', () => resolve(false));
      req.on('timeout', () => {
        req.destroy();
        resolve(false);
      });
      req.end();
    });
    expect(reached).toBe(false);
  });
});

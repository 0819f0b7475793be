import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/**
 * The Host header: the identity provider builds its endpoint URLs from it, and a foreign site
 * re-pointed at 127.0.0.1 (DNS rebinding) sends its own name. Only configured hosts are answered.
 */
let runtime: TestRuntime;
const PUBLIC_URL = 'http://sahab.test:8443';

beforeAll(async () => {
  runtime = await startRuntime({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await runtime?.dispose();
});

/** GET over loopback with the given Host header (fetch does not let a caller choose it). */
function getAs(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: runtime.port, path, headers: { host }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const DISCOVERY = '/oidc/.well-known/openid-configuration';

describe('Host header check', () => {
  it('answers for its loopback addresses and its public URL, with the configured issuer', async () => {
    for (const host of [`localhost:${runtime.port}`, `127.0.0.1:${runtime.port}`, 'sahab.test:8443']) {
      const response = await getAs(host, DISCOVERY);
      expect(response.status, host).toBe(200);
      expect(JSON.parse(response.body).issuer, host).toBe(`${PUBLIC_URL}/oidc`);
    }
  });

  it('refuses a foreign host with 421 and a detail naming the hosts it answers for', async () => {
    for (const path of [DISCOVERY, '/oidc/auth', '/', '/api/subscriptions/current', '/config.json']) {
      const response = await getAs(`rebound.example:${runtime.port}`, path);
      expect(response.status, path).toBe(421);
      const { detail } = JSON.parse(response.body);
      expect(detail).toContain('rebound.example');
      expect(detail).toContain(`localhost:${runtime.port}`);
      expect(response.body).not.toContain('rebound.example/oidc');
    }
  });

  it('refuses a loopback name on another port', async () => {
    expect((await getAs('localhost:1', DISCOVERY)).status).toBe(421);
  });
});

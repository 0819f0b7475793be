import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { health } from '#shared/api/routes/system';
import { siteConfigSchema } from '#shared/api/site-config';
import { sameOriginSite, securityHeaders } from '#shared/http/security-headers';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/** What the local server answers besides the API: health, runtime config and the SPA. */
let runtime: TestRuntime;
let webDir: string;
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;

beforeAll(async () => {
  // Arrange: a stand-in build output, so the SPA serving rules are tested without running Vite
  webDir = mkdtempSync(join(tmpdir(), 'sahab-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root">landing-page</div>');
  writeFileSync(join(webDir, 'pricing.html'), '<!doctype html><div id="root">pricing-page</div>');
  writeFileSync(join(webDir, 'spa.html'), '<!doctype html><div id="root"></div>spa-shell');
  writeFileSync(join(webDir, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(join(webDir, 'assets', 'big-3c4d.js'), BIG_SCRIPT);
  writeFileSync(join(webDir, 'assets', 'font-5e6f.woff2'), Buffer.alloc(4000, 7));
  writeFileSync(join(webDir, 'silent-renew.html'), '<p>silent</p>');
  runtime = await startRuntime({ webDir });
});
afterAll(async () => {
  await runtime?.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

describe('GET /health', () => {
  it('answers 200 through the real handler, matching the route contract', async () => {
    const before = Date.now();
    const response = await fetch(`${runtime.url}/health`);
    expect(response.status).toBe(200);
    const body = health.response.parse(await response.json());
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.headers.get('apigw-requestid')).toEqual(expect.any(String));
  });
});

describe('GET /config.json', () => {
  it('describes this runtime: its issuer, client, logout URL, API and simulated parts', async () => {
    const response = await fetch(`${runtime.url}/config.json`);
    const config = siteConfigSchema.parse(await response.json());
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(config).toMatchObject({
      authority: `${runtime.url}/oidc`,
      clientId: runtime.clientId,
      redirectUri: `${runtime.url}/`,
      apiUrl: runtime.url,
      wsUrl: `${runtime.url.replace('http', 'ws')}/ws`,
      logoutUrl: `${runtime.url}/oidc/logout`,
    });
    // no model is configured here, so the offline planner stands in for it, and is named
    expect(config.simulated).toEqual(['identity', 'database', 'billing', 'aws-accounts', 'ai']);
    expect(config.billing.provider === 'paddle' || config.simulated.includes('billing')).toBe(true);
  });

  it('names an authority whose discovery document agrees with it', async () => {
    const config = siteConfigSchema.parse(await (await fetch(`${runtime.url}/config.json`)).json());
    const discovery = await (await fetch(`${config.authority}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(config.authority);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
  });
});

describe('the single-page app', () => {
  it('serves a pre-rendered page at its address and the shell for other client-side routes', async () => {
    const answers = {
      '/': 'landing-page',
      '/index.html': 'landing-page',
      '/pricing': 'pricing-page',
      '/pricing/': 'pricing-page',
      '/pricing?checkout=success': 'pricing-page',
      '/app': 'spa-shell',
      '/deployments/abc': 'spa-shell',
      '/terms-and-conditions': 'spa-shell',
    };
    for (const [path, page] of Object.entries(answers)) {
      const response = await fetch(`${runtime.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain(page);
    }
  });

  it('serves built files with their type, hashed assets as immutable', async () => {
    const asset = await fetch(`${runtime.url}/assets/app-1a2b.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app")');
    const page = await fetch(`${runtime.url}/silent-renew.html`);
    expect(await page.text()).toBe('<p>silent</p>');
  });

  it('answers 404 for a missing file instead of the SPA', async () => {
    expect((await fetch(`${runtime.url}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves files outside the build directory', async () => {
    const response = await fetch(`${runtime.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});

describe('security headers (the CloudFront response-headers policy)', () => {
  it('sends the shared policy on pages, assets, missing files and config.json, without HSTS over http', async () => {
    const expected = securityHeaders(sameOriginSite(false));
    for (const path of ['/', '/app', '/assets/app-1a2b.js', '/assets/missing.js', '/config.json']) {
      const response = await fetch(`${runtime.url}${path}`);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('has a CSP that allows only the site itself for scripts and framing, and inline styles', async () => {
    const csp = (await fetch(`${runtime.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://cdn.paddle.com;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self'");
    // the pre-rendered pages' inlined <style>: a hash or nonce would switch 'unsafe-inline' off
    const styleSrc = csp.split('; ').find((directive) => directive.startsWith('style-src ')) ?? '';
    expect(styleSrc).toContain("'unsafe-inline'");
    expect(styleSrc).not.toMatch(/'(sha256|sha384|sha512|nonce)-/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

/** Raw bytes and headers as sent (fetch would decode the body itself). */
function getRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const req = request(`${runtime.url}${path}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compression (as CloudFront compresses text)', () => {
  it('sends brotli when accepted (preferred over gzip), with Vary and the compressed length', async () => {
    const response = await getRaw('/assets/big-3c4d.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(BIG_SCRIPT.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(BIG_SCRIPT);
  });

  it('sends gzip when only gzip is accepted, and again the same bytes on a second request', async () => {
    const first = await getRaw('/assets/big-3c4d.js', 'gzip');
    const second = await getRaw('/assets/big-3c4d.js', 'br;q=0, gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(BIG_SCRIPT);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    const response = await getRaw('/assets/big-3c4d.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(BIG_SCRIPT);
  });

  it('leaves small files and already-compressed types alone', async () => {
    const small = await getRaw('/assets/app-1a2b.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    const font = await getRaw('/assets/font-5e6f.woff2', 'br, gzip');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(4000);
  });
});

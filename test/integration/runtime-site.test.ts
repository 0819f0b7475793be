import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { health } from '#shared/api/routes/system';
import { siteConfigSchema } from '#shared/api/site-config';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/** What the local server answers besides the API: health, runtime config and the SPA. */
let runtime: TestRuntime;
let webDir: string;

beforeAll(async () => {
  // Arrange: a stand-in build output, so the SPA serving rules are tested without running Vite
  webDir = mkdtempSync(join(tmpdir(), 'sahab-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root">spa-index</div>');
  writeFileSync(join(webDir, 'assets', 'app-1a2b.js'), 'console.log("app")');
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
    expect(config.simulated).toEqual(['identity', 'database', 'billing']);
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
  it('serves index.html at the root and for client-side routes', async () => {
    for (const path of ['/', '/app', '/deployments/abc', '/pricing?checkout=success']) {
      const response = await fetch(`${runtime.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('spa-index');
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

import { describe, expect, it } from 'vitest';
import { makeRuntimeConfig } from '#test/fixtures/web';
import { buildLogoutUrl, OIDC_SCOPE } from '#web/auth/oidc-settings';
import { readReturnTo } from '#web/auth/return-to';

describe('buildLogoutUrl', () => {
  it("sends Cognito's logout form the client, the site root and the sign-in scope", () => {
    const config = makeRuntimeConfig({ logoutUrl: 'https://auth.example/logout', clientId: 'abc123' });

    const url = new URL(buildLogoutUrl(config, 'https://sahab.example'));

    expect(`${url.origin}${url.pathname}`).toBe('https://auth.example/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'abc123',
      logout_uri: 'https://sahab.example/',
      redirect_uri: 'https://sahab.example/',
      response_type: 'code',
      scope: 'phone openid email profile',
    });
    expect(OIDC_SCOPE).toBe('phone openid email profile');
  });

  it('resolves a relative logout URL against the site', () => {
    const config = makeRuntimeConfig({ logoutUrl: '/oidc/logout' });
    expect(buildLogoutUrl(config, 'http://localhost:3100')).toMatch(
      /^http:\/\/localhost:3100\/oidc\/logout\?/,
    );
  });
});

describe('readReturnTo', () => {
  it('returns the remembered path', () => {
    expect(readReturnTo({ returnTo: '/deployments?tab=1' })).toBe('/deployments?tab=1');
  });

  it('lands on /app without a usable path, including off-site ones', () => {
    expect(readReturnTo(undefined)).toBe('/app');
    expect(readReturnTo({ returnTo: 'https://evil.example/' })).toBe('/app');
    expect(readReturnTo({ returnTo: '//evil.example/' })).toBe('/app');
    expect(readReturnTo({ returnTo: 42 })).toBe('/app');
  });
});

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browse,
  CookieJar,
  exchangeCode,
  followToClient,
  refreshTokens,
  SPA_SCOPE,
  signIn,
  startAuthorization,
  startRuntime,
  type TestRuntime,
} from '../fixtures/runtime';

/** The local OpenID provider, driven over HTTP the way the SPA (oidc-client-ts) drives it. */
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(async () => {
  await runtime?.dispose();
});

const siteRoot = () => `${runtime.publicUrl}/`;

describe('sign-in', () => {
  it('gives the same e-mail the same sub, whatever its case, and another e-mail another sub', async () => {
    const first = await signIn(runtime, 'Same.Person@Example.com');
    const again = await signIn(runtime, 'same.person@example.com');
    const other = await signIn(runtime, 'other.person@example.com');
    expect(first.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.sub).toBe(first.sub);
    expect(other.sub).not.toBe(first.sub);
  });

  it('issues JWT access tokens with the claims a Cognito access token carries', async () => {
    const tokens = await signIn(runtime, 'claims@example.com');
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      sub: tokens.sub,
      client_id: runtime.clientId,
      token_use: 'access',
      username: 'claims@example.com',
      iss: runtime.issuer,
    });
    expect(String(claims.scope).split(' ').sort()).toEqual(SPA_SCOPE.split(' ').sort());
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.jti).toEqual(expect.any(String));
    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: tokens.sub, email: 'claims@example.com' });
  });

  it('shows our own sign-in page, labelled as the local simulated provider', async () => {
    const jar = new CookieJar();
    const { response } = await startAuthorization(runtime, jar);
    const page = await browse(jar, new URL(response.headers.get('location')!, runtime.url).href);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toMatch(/Local development sign-in/);
    expect(html).toMatch(/simulated identity provider/);
    expect(html).not.toMatch(/password"/);
  });

  it('re-shows the form with an escaped value when the e-mail is not plausible', async () => {
    const jar = new CookieJar();
    const { response } = await startAuthorization(runtime, jar);
    const page = await browse(jar, new URL(response.headers.get('location')!, runtime.url).href);
    const action = /action="([^"]+)"/.exec(await page.text())![1]!;
    const answer = await browse(jar, new URL(action, runtime.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: '"><script>alert(1)</script>' }),
    });
    const html = await answer.text();
    expect(answer.status).toBe(400);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses an authorization request without PKCE', async () => {
    const jar = new CookieJar();
    const { response } = await startAuthorization(runtime, jar, {
      code_challenge: '',
      code_challenge_method: '',
    });
    const back = await followToClient(runtime, jar, response);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/requires PKCE/);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses the plain PKCE method (S256 only)', async () => {
    const jar = new CookieJar();
    const { response } = await startAuthorization(runtime, jar, { code_challenge_method: 'plain' });
    const back = await followToClient(runtime, jar, response);
    expect(back.searchParams.get('error_description')).toMatch(/code_challenge_method/);
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const jar = new CookieJar();
    await signIn(runtime, 'pkce@example.com', jar);
    const { response } = await startAuthorization(runtime, jar);
    const back = await followToClient(runtime, jar, response);
    await expect(exchangeCode(runtime, back.searchParams.get('code')!, 'x'.repeat(43))).rejects.toThrow(
      /invalid_grant/,
    );
  });
});

describe('tokens and sessions', () => {
  it('renews with the refresh token, rotating it', async () => {
    const first = await signIn(runtime, 'refresh@example.com');
    const renewed = await refreshTokens(runtime, first.refreshToken);
    expect(decodeJwt(renewed.accessToken).sub).toBe(first.sub);
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    await expect(refreshTokens(runtime, first.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('renews silently (prompt=none) while the provider session exists', async () => {
    const jar = new CookieJar();
    const tokens = await signIn(runtime, 'silent@example.com', jar);
    const { response, verifier } = await startAuthorization(runtime, jar, { prompt: 'none' });
    const back = await followToClient(runtime, jar, response);
    const renewed = await exchangeCode(runtime, back.searchParams.get('code')!, verifier);
    expect(renewed.sub).toBe(tokens.sub);
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const tokens = await signIn(runtime, 'revoke@example.com');
    const response = await fetch(`${runtime.issuer}/token/revocation`, {
      method: 'POST',
      body: new URLSearchParams({
        token: tokens.refreshToken,
        token_type_hint: 'refresh_token',
        client_id: runtime.clientId,
      }),
    });
    expect(response.status).toBe(200);
    await expect(refreshTokens(runtime, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('answers userinfo with the e-mail for the access token', async () => {
    const tokens = await signIn(runtime, 'userinfo@example.com');
    const response = await fetch(`${runtime.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sub: tokens.sub, email: 'userinfo@example.com' });
  });

  it('refuses userinfo without a valid access token', async () => {
    const response = await fetch(`${runtime.issuer}/me`, { headers: { authorization: 'Bearer nonsense' } });
    expect(response.status).toBe(401);
  });
});

describe('Cognito-style logout', () => {
  const logoutUrl = (params: Record<string, string>) =>
    `${runtime.siteConfig.logoutUrl}?${new URLSearchParams({ client_id: runtime.clientId, ...params })}`;

  it('ends the provider session and returns to the site root', async () => {
    // Arrange
    const jar = new CookieJar();
    const tokens = await signIn(runtime, 'logout@example.com', jar);
    // Act
    const response = await browse(jar, logoutUrl({ logout_uri: siteRoot() }));
    // Assert: redirected home; silent renew now needs a sign-in; the session's refresh token is gone
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(siteRoot());
    const { response: silent } = await startAuthorization(runtime, jar, { prompt: 'none' });
    const back = await followToClient(runtime, jar, silent);
    expect(back.searchParams.get('error')).toBe('login_required');
    await expect(refreshTokens(runtime, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('accepts the SPA form with redirect_uri, response_type and scope', async () => {
    const jar = new CookieJar();
    await signIn(runtime, 'logout2@example.com', jar);
    const response = await browse(
      jar,
      logoutUrl({
        logout_uri: siteRoot(),
        redirect_uri: siteRoot(),
        response_type: 'code',
        scope: SPA_SCOPE,
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(siteRoot());
  });

  it('also ends the session through the OpenID end-session endpoint, without a confirmation step', async () => {
    // Arrange
    const jar = new CookieJar();
    const tokens = await signIn(runtime, 'end-session@example.com', jar);
    const query = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: siteRoot(),
    });
    // Act: the page submits its own form (with the CSRF field) at once; do what its script does
    const page = await browse(jar, `${runtime.issuer}/session/end?${query}`);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain('.submit()');
    const confirmed = await browse(jar, new URL(action, runtime.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    const back = await followToClient(runtime, jar, confirmed);
    // Assert
    expect(back.href).toBe(siteRoot());
    const { response: silent } = await startAuthorization(runtime, jar, { prompt: 'none' });
    expect((await followToClient(runtime, jar, silent)).searchParams.get('error')).toBe('login_required');
  });

  it('refuses to redirect to an address that is not registered', async () => {
    const response = await fetch(logoutUrl({ logout_uri: 'https://evil.example/' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The parts of the app's /config.json that name its sign-in provider. */
interface SignInConfig {
  authority: string;
  clientId: string;
}

/** The claims oidc-client-ts leaves out of a user's profile (its DefaultProtocolClaims). */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs `email` in with the provider's own protocol, as the app's sign-in does (authorization code
 * with PKCE, the provider's sign-in form posted, the code exchanged for tokens), and leaves the
 * user where oidc-client-ts keeps it (session storage), so the next page of the app opens signed
 * in. The requests go through the page's context, so the provider's session cookie is the
 * browser's, as after a sign-in on its page. For tests whose subject comes after signing in: the
 * pages (landing button, provider form, callback) have their own tests and took about 5 s a test
 * on the loaded machine. The page is left on /config.json.
 */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  // a page of the app's origin, to reach its session storage; the config names the provider
  const configPage = await page.goto('/config.json');
  const config = (await configPage?.json()) as SignInConfig;
  const origin = new URL(page.url()).origin;
  const redirectUri = `${origin}/`;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorize = new URL(`${config.authority}/auth`);
  for (const [key, value] of Object.entries({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'phone openid email profile',
    state,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(key, value);

  // authorize -> the provider's sign-in form -> (posted) resume -> the site root with a code
  let response = await page.request.get(authorize.href, { maxRedirects: 0 });
  let location = response.headers().location ?? '';
  const form = new URL(location, config.authority);
  response = await page.request.get(form.href);
  expect(response.ok(), `the provider's sign-in form: ${response.status()}`).toBe(true);
  response = await page.request.post(`${form.href}/login`, { form: { email }, maxRedirects: 0 });
  location = response.headers().location ?? '';
  // the answer comes to the site root itself (a resume of the authorization is also on this origin)
  const isAnswer = (to: string) => new URL(to, config.authority).href.split('?')[0] === redirectUri;
  while (location && !isAnswer(location)) {
    response = await page.request.get(new URL(location, config.authority).href, { maxRedirects: 0 });
    location = response.headers().location ?? '';
  }
  const answer = new URL(location || 'missing:', redirectUri).searchParams;
  expect(answer.get('state'), `the provider's answer: ${location || response.status()}`).toBe(state);

  const token = await page.request.post(`${config.authority}/token`, {
    form: {
      grant_type: 'authorization_code',
      code: answer.get('code') ?? '',
      redirect_uri: redirectUri,
      client_id: config.clientId,
      code_verifier: verifier,
    },
  });
  expect(token.ok(), `the token exchange: ${token.status()} ${await token.text()}`).toBe(true);
  const tokens = (await token.json()) as {
    id_token: string;
    access_token: string;
    refresh_token?: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  for (const claim of PROTOCOL_CLAIMS) delete claims[claim];
  // the user as oidc-client-ts's User.toStorageString writes it, under its key
  const user = JSON.stringify({
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
  const key = `oidc.user:${config.authority}:${config.clientId}`;
  await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [key, user] as const);
}

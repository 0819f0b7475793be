import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePorts } from '#functions/lib/compose/store';
import { subscriptionsCurrent } from '#shared/api/routes/subscriptions';
import { mintAccessToken, signIn, startRuntime, type TestRuntime } from '../fixtures/runtime';

/** The API behind the local JWT authorizer: who gets through, and what they get. */
let runtime: TestRuntime;
const current = (token?: string) =>
  fetch(`${runtime.url}/api/subscriptions/current`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(async () => {
  await runtime?.dispose();
});

describe('JWT authorizer (API Gateway behaviour)', () => {
  const expectUnauthorized = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  };

  it('refuses a request without a token', async () => {
    await expectUnauthorized(await current());
  });

  it('refuses a token that is not a JWT', async () => {
    await expectUnauthorized(await current('not-a-jwt'));
  });

  it('refuses a token signed by another key', async () => {
    // Arrange: same claims and kid as a real token, but a key the issuer never published
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forgedKey = { ...(await exportJWK(privateKey)), kid: 'forged' };
    const forged = await mintAccessToken(runtime, { sub: 'someone' }, forgedKey);
    // Act + Assert
    await expectUnauthorized(await current(forged));
  });

  it('refuses an expired token signed by the real key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await mintAccessToken(runtime, { sub: 'someone', iat: now - 7200, exp: now - 3600 });
    await expectUnauthorized(await current(expired));
  });

  it('refuses a token issued for another client', async () => {
    const other = await mintAccessToken(runtime, {
      sub: 'someone',
      client_id: 'other-app',
      aud: 'other-app',
    });
    await expectUnauthorized(await current(other));
  });

  it('refuses a token from another issuer', async () => {
    const foreign = await mintAccessToken(runtime, { sub: 'someone', iss: 'http://localhost:1/oidc' });
    await expectUnauthorized(await current(foreign));
  });

  it('refuses an ID token, as the AWS authorizer does (token_use is not access)', async () => {
    const { idToken } = await signIn(runtime, 'id-token-user@example.com');
    expect(idToken).not.toBe('');
    await expectUnauthorized(await current(idToken));
    const marked = await mintAccessToken(runtime, { sub: 'someone', token_use: 'id' });
    await expectUnauthorized(await current(marked));
  });

  it('lets a correctly minted token through to the handler (control for the cases above)', async () => {
    const valid = await mintAccessToken(runtime, { sub: 'minted-user' });
    expect((await current(valid)).status).toBe(402);
  });
});

describe('GET /api/subscriptions/current', () => {
  it('answers 402 for a valid user who never subscribed', async () => {
    const { accessToken } = await signIn(runtime, 'new-user@example.com');
    const response = await current(accessToken);
    expect(response.status).toBe(402);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: 'no active subscription' });
  });

  it("answers the caller's own subscription, and only theirs", async () => {
    // Arrange: a subscription stored for one user, through the same repository the handler uses
    const subscriber = await signIn(runtime, 'subscriber@example.com');
    const neighbour = await signIn(runtime, 'neighbour@example.com');
    await storePorts().subscriptions.put({
      userId: subscriber.sub,
      status: 'active',
      tier: 'pro',
      updatedAt: new Date().toISOString(),
    });
    // Act
    const mine = await current(subscriber.accessToken);
    const theirs = await current(neighbour.accessToken);
    // Assert
    expect(mine.status).toBe(200);
    const body = subscriptionsCurrent.response.parse(await mine.json());
    expect(body).toMatchObject({ status: 'active', tier: 'pro' });
    expect(theirs.status).toBe(402);
  });
});

describe('API Gateway answers without a handler', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    const response = await fetch(`${runtime.url}/api/x?probe=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    // The web client shows `detail`; API Gateway's own `message` stays beside it.
    expect(await response.json()).toEqual({ message: 'Not Found', detail: 'No route for GET /api/x' });
  });

  it('answers 404 with a detail for a known path with a method it does not declare', async () => {
    const response = await fetch(`${runtime.url}/api/subscriptions/current`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: 'No route for DELETE /api/subscriptions/current' });
  });

  it('answers 404 with a detail for a write outside the API', async () => {
    const response = await fetch(`${runtime.url}/somewhere`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: 'No route for POST /somewhere' });
  });
});

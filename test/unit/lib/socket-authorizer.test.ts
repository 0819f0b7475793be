import { decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installLiveTopicLookups } from '#functions/lib/compose/live';
import { handler } from '#functions/ws/authorize';
import { MALFORMED_TOPIC_IDS } from '#test/fixtures/live';
import { startTokenIssuer } from '#test/fixtures/token-issuer';

const METHOD_ARN = 'arn:aws:execute-api:me-central-1:111122223333:a1b2c3/live/$connect';

/** The authorizer's 'not found' answer: a Deny for the token's user, which API Gateway answers 403. */
const denied = (principalId: string) => ({
  principalId,
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: METHOD_ARN }],
  },
});

describe('live socket authorizer ($connect)', () => {
  let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
  const connect = (query: Record<string, string | undefined> | null) =>
    handler({ methodArn: METHOD_ARN, queryStringParameters: query });

  beforeAll(async () => {
    issuer = await startTokenIssuer();
    // read once at the first call, as in Lambda
    process.env.OIDC_ISSUER = issuer.issuer;
    process.env.OIDC_CLIENT_ID = issuer.clientId;
    // the items in the table: alice owns d-123, bob owns d-bob; any other id exists for nobody
    const owned = new Set(['user-alice/d-123', 'user-bob/d-bob']);
    installLiveTopicLookups([async (userId, id) => (owned.has(`${userId}/${id}`) ? { id } : undefined)]);
  });
  afterAll(async () => {
    delete process.env.OIDC_ISSUER;
    delete process.env.OIDC_CLIENT_ID;
    installLiveTopicLookups(undefined);
    await issuer.stop();
  });

  it('admits a valid access token on a topic, carrying user and topic to $connect', async () => {
    const token = await issuer.sign('user-alice');
    const answer = await connect({ token, topic: 'd-123' });
    expect(answer).toEqual({
      principalId: 'user-alice',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }],
      },
      // the connection is forgotten when the token expires
      context: { userId: 'user-alice', topicId: 'd-123', expiresAt: decodeJwt(token).exp },
    });
  });

  it("denies a valid token on another user's id and on an id nobody has, alike (the local 4404)", async () => {
    const token = await issuer.sign('user-alice');
    expect(await connect({ token, topic: 'd-bob' })).toEqual(denied('user-alice'));
    expect(await connect({ token, topic: 'd-nobody' })).toEqual(denied('user-alice'));
    const bob = await issuer.sign('user-bob');
    await expect(connect({ token: bob, topic: 'd-bob' })).resolves.toMatchObject({ principalId: 'user-bob' });
  });

  it("denies a valid token on an id that could be nobody's as on an unknown one (the local 4404)", async () => {
    const token = await issuer.sign('user-alice');
    for (const topic of MALFORMED_TOPIC_IDS) {
      expect(await connect({ token, topic }), topic).toEqual(denied('user-alice'));
    }
    // API Gateway itself answers 401 to a $connect without a topic; were it asked, no topic is no id
    expect(await connect({ token })).toEqual(denied('user-alice'));
  });

  it('refuses a malformed id without a usable token as Unauthorized, not as not found (the local 4401)', async () => {
    const expired = await issuer.sign('user-alice', {}, { expiresIn: '-1m' });
    for (const topic of MALFORMED_TOPIC_IDS) {
      await expect(connect({ topic }), topic).rejects.toThrow('Unauthorized');
      await expect(connect({ token: expired, topic }), topic).rejects.toThrow('Unauthorized');
    }
  });

  it.each([
    ['no token', async () => ({ topic: 'd-1' })],
    [
      'an expired token',
      async () => ({ token: await issuer.sign('u', {}, { expiresIn: '-1m' }), topic: 't' }),
    ],
    ['another client', async () => ({ token: await issuer.sign('u', { client_id: 'other' }), topic: 't' })],
    ['an ID token', async () => ({ token: await issuer.sign('u', { token_use: 'id' }), topic: 't' })],
    [
      'another issuer',
      async () => ({ token: await issuer.sign('u', { iss: 'https://evil.example' }), topic: 't' }),
    ],
    [
      'a key the pool does not publish',
      async () => ({
        token: await issuer.sign('u', {}, { key: (await generateKeyPair('RS256')).privateKey }),
        topic: 't',
      }),
    ],
    ['a token that is not a JWT', async () => ({ token: 'not-a-jwt', topic: 't' })],
  ])('refuses %s', async (_name, query) => {
    await expect(connect(await query())).rejects.toThrow('Unauthorized');
  });
});

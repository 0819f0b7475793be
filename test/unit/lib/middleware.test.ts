import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Conflict, NotFound } from '#functions/lib/errors';
import { type HttpHandlerDeps, httpHandler } from '#functions/lib/http/middleware';
import { reply } from '#functions/lib/http/types';
import { logger } from '#functions/lib/logger';
import type { SubscriptionRecord } from '#functions/lib/ports/subscription-repository';
import { defineRoute } from '#shared/api/define';
import { endpoint } from '#shared/api/endpoint';
import { apiEvent, testContext } from '#test/fixtures/api-events';

// Before any import: the logger reads its level once, at cold start, like in Lambda.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

/** A small route that exercises every part of the request contract. */
const thing = defineRoute(endpoint('thing', 'POST', '/api/things/{id}'), {
  access: 'signed-in',
  params: z.object({ id: z.string().regex(/^t-\d+$/, 'must look like t-123') }),
  query: z.object({ limit: z.coerce.number().int().max(50).optional() }),
  body: z.object({ name: z.string().min(1), size: z.number().int().positive() }),
  response: z.object({ id: z.string(), name: z.string(), limit: z.number().optional(), owner: z.string() }),
});
const claims = { sub: 'user-1', username: 'one@example.com' };
const json = { 'content-type': 'application/json' };
const noSubscriptions: HttpHandlerDeps['subscriptions'] = () => ({ get: async () => undefined });

const thingHandler = (deps: Partial<HttpHandlerDeps> = {}) =>
  httpHandler(
    thing,
    async ({ params, query, body, caller }) => ({
      id: params.id,
      name: body.name,
      limit: query.limit,
      owner: caller.sub,
    }),
    { subscriptions: noSubscriptions, validateResponses: true, ...deps },
  );

async function call(handler: ReturnType<typeof thingHandler>, options: Parameters<typeof apiEvent>[1] = {}) {
  const context = testContext();
  const result = await handler(
    apiEvent(thing, {
      path: '/api/things/t-1',
      headers: json,
      claims,
      body: '{"name":"a","size":1}',
      ...options,
    }),
    context,
  );
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    body: result.body ? JSON.parse(result.body) : undefined,
    requestId: context.awsRequestId,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('httpHandler: valid requests', () => {
  it('passes typed params, query, body and caller, and answers JSON', async () => {
    const answer = await call(thingHandler(), { query: 'limit=5' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ id: 't-1', name: 'a', limit: 5, owner: 'user-1' });
  });

  it('uses the status and headers of an explicit reply', async () => {
    const handler = httpHandler(
      thing,
      async () => reply(201, { id: 't-1', name: 'n', owner: 'o' }, { location: '/x' }),
      {
        subscriptions: noSubscriptions,
      },
    );
    const answer = await call(handler);
    expect(answer.status).toBe(201);
    expect(answer.headers.location).toBe('/x');
  });
});

describe('httpHandler: bad input answers 400 naming the field', () => {
  it.each([
    ['a missing body field', { body: '{"size":1}' }, /^name: /],
    ['a body field of the wrong type', { body: '{"name":"a","size":"big"}' }, /^size: /],
    ['a query value out of range', { query: 'limit=500' }, /^limit: /],
    ['a malformed path parameter', { path: '/api/things/x' }, /^id: must look like t-123$/],
    ['a body that is not JSON', { body: '{"name":' }, /^body: is not valid JSON$/],
    ['no body at all', { body: '' }, /^body: /],
  ])('%s', async (_case, options, detail) => {
    const answer = await call(thingHandler(), options);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(detail);
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const answer = await call(thingHandler(), { headers: { 'content-type': 'text/plain' } });
    expect(answer.status).toBe(415);
  });
});

describe('httpHandler: errors', () => {
  it.each([
    [new NotFound('Deployment not found'), 404],
    [new Conflict('Stack name already used'), 409],
  ])('maps %s to its status with the message as detail', async (error, status) => {
    const handler = httpHandler(thing, async () => {
      throw error;
    });
    const answer = await call(handler);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ detail: error.message });
  });

  it('hides the internals of an unexpected error, returns and logs the request id', async () => {
    // Arrange
    const logged = vi.spyOn(logger, 'error');
    const handler = httpHandler(thing, async () => {
      throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db');
    });
    // Act
    const answer = await call(handler);
    // Assert
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ detail: 'Internal server error', request_id: answer.requestId });
    expect(JSON.stringify(answer.body)).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledWith(
      'Request failed',
      expect.objectContaining({ request_id: answer.requestId, error: expect.any(Error) }),
    );
  });

  it('answers 401 when a non-public route is reached without verified claims', async () => {
    const answer = await call(thingHandler(), { claims: undefined });
    expect(answer.status).toBe(401);
  });

  it("answers 401 for an ID token, which API Gateway's authorizer lets through (its audience is the client too)", async () => {
    const answer = await call(thingHandler(), { claims: { sub: 'user-1', token_use: 'id' } });
    expect(answer.status).toBe(401);
  });

  it('turns an answer that breaks the response schema into a 500 when validation is on', async () => {
    const broken = (validateResponses: boolean) =>
      httpHandler(thing, async () => ({ id: 1 }) as never, {
        subscriptions: noSubscriptions,
        validateResponses,
      });
    expect((await call(broken(true))).status).toBe(500);
    expect((await call(broken(false))).status).toBe(200);
  });
});

describe('httpHandler: subscribed routes', () => {
  const paid = defineRoute(endpoint('paid', thing.method, thing.path), { ...thing, access: 'subscribed' });
  const withStatus = (status?: string) =>
    httpHandler(paid, async () => ({ id: 't-1', name: 'ok', owner: 'user-1' }), {
      subscriptions: () => ({
        get: async (userId: string): Promise<SubscriptionRecord | undefined> =>
          status ? { userId, status, tier: 'pro', updatedAt: '2026-01-01T00:00:00Z' } : undefined,
      }),
    });

  it.each(['active', 'trialing', 'past_due'])('lets a %s subscriber through', async (status) => {
    expect((await call(withStatus(status))).status).toBe(200);
  });

  it.each([undefined, 'canceled', 'paused'])('answers 402 for subscription %s', async (status) => {
    const answer = await call(withStatus(status));
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ detail: 'no active subscription' });
  });

  it('hands the handler the subscription it read, reading it once', async () => {
    const reads: string[] = [];
    const record: SubscriptionRecord = {
      userId: 'user-1',
      status: 'active',
      tier: 'premium',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const seen: (SubscriptionRecord | undefined)[] = [];
    const handler = httpHandler(
      paid,
      async ({ caller, subscription }) => {
        seen.push(subscription);
        return { id: 't-1', name: subscription.tier ?? 'none', owner: caller.sub };
      },
      {
        subscriptions: async () => ({
          get: async (userId: string) => {
            reads.push(userId);
            return record;
          },
        }),
      },
    );
    const answer = await call(handler);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'premium', owner: 'user-1' });
    expect(seen).toEqual([record]);
    expect(reads).toEqual(['user-1']);
  });

  it('reads no subscription for a signed-in route', async () => {
    const reads: string[] = [];
    let seen: unknown = 'not called';
    const handler = httpHandler(
      thing,
      async ({ params, body, caller, subscription }) => {
        seen = subscription;
        return { id: params.id, name: body.name, owner: caller.sub };
      },
      { subscriptions: () => ({ get: async (userId: string) => void reads.push(userId) }) },
    );
    expect((await call(handler)).status).toBe(200);
    expect(seen).toBeUndefined();
    expect(reads).toEqual([]);
  });
});

describe('httpHandler: raw-body routes', () => {
  it('passes the body exactly as sent (decoded from base64) and does not parse it', async () => {
    const webhook = defineRoute(endpoint('hook', 'POST', '/api/hook'), {
      access: 'public',
      rawBody: true,
      body: z.unknown(),
      response: z.object({ raw: z.string() }),
    });
    const handler = httpHandler(webhook, async ({ rawBody, body }) => ({ raw: `${rawBody}|${body}` }));
    const raw = Buffer.concat([Buffer.from('{"a": 1}'), Buffer.from([0xff])]);
    const result = await handler(apiEvent(webhook, { body: raw, headers: json }), testContext());
    expect(JSON.parse(result.body!).raw).toBe(`${raw.toString('utf8')}|undefined`);
  });
});

describe('numbers the store cannot keep', () => {
  const measured = defineRoute(endpoint('measured', 'POST', '/api/measured'), {
    access: 'signed-in',
    body: z.object({ value: z.number(), extra: z.record(z.string(), z.number()).optional() }),
    response: z.object({ ok: z.literal(true) }),
  });
  const handler = httpHandler(measured, async () => ({ ok: true as const }), {
    subscriptions: noSubscriptions,
  });
  const post = async (body: string) => {
    const result = await handler(apiEvent(measured, { headers: json, claims, body }), testContext());
    return { status: result.statusCode, detail: JSON.parse(result.body ?? '{}').detail };
  };

  it.each([
    ['{"value":1e-131}', 'value: is a number too small to store (use 0, or at least 1e-130)'],
    ['{"value":-5e-324}', 'value: is a number too small to store (use 0, or at least 1e-130)'],
    ['{"value":1e126}', 'value: is a number too large to store (it must be below 1e126)'],
    [
      '{"value":1,"extra":{"a":1,"b":1e308}}',
      'extra.b: is a number too large to store (it must be below 1e126)',
    ],
  ])('refuses %s with 400 naming the field, before the handler runs', async (body, detail) => {
    expect(await post(body)).toEqual({ status: 400, detail });
  });

  it.each(['{"value":0}', '{"value":1e-130}', '{"value":-9.99e125}', '{"value":12.5}'])(
    'accepts %s',
    async (body) => {
      expect((await post(body)).status).toBe(200);
    },
  );
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '#shared/api/define';
import { endpoint } from '#shared/api/endpoint';
import * as generation from '#shared/api/endpoints/generation';
import { routeList, routes } from '#shared/api/routes/index';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '#test/fixtures/web';
import { ApiError, buildUrl, createApiClient } from '#web/api/client';

// A route with every input kind, declared the same way as the product's routes.
const itemRoute = defineRoute(endpoint('test-item', 'PUT', '/api/things/{id}/items'), {
  access: 'signed-in',
  params: z.object({ id: z.string() }),
  query: z.object({ region: z.string().optional(), featured_only: z.boolean().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ saved: z.boolean(), name: z.string() }),
});

/** `raw`: a body sent as it is, not as JSON */
type Reply = (request: RecordedRequest) => { status: number; body?: unknown; raw?: string };
let reply: Reply;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const { status, body, raw } = reply(request);
    if (raw === undefined) return sendJson(response, status, body);
    response.writeHead(status, { 'Content-Type': 'text/html' });
    response.end(raw);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('apiCall', () => {
  it('fills path parameters and the query, sends JSON and parses the answer', async () => {
    // arrange
    reply = (request) => ({ status: 200, body: { saved: true, name: JSON.parse(request.body).name } });
    const call = createApiClient({ baseUrl: server.url });
    // act
    const answer = await call(itemRoute, {
      params: { id: 'a b/c' },
      query: { region: 'me-south-1', featured_only: true },
      body: { name: 'vpc' },
    });
    // assert
    expect(answer).toEqual({ saved: true, name: 'vpc' });
    const [request] = server.requests;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/things/a%20b%2Fc/items?region=me-south-1&featured_only=true');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ name: 'vpc' });
  });

  it('adds the bearer token only when one is set', async () => {
    reply = () => ({ status: 200, body: { status: 'ok', time: new Date().toISOString() } });
    let token: string | undefined;
    const call = createApiClient({ baseUrl: server.url, getToken: () => token });

    await call(routes.health);
    token = 'eyJ.token.sig';
    await call(routes.health);

    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(server.requests[1].headers.authorization).toBe('Bearer eyJ.token.sig');
  });

  it('throws ApiError with the status and the server detail', async () => {
    reply = () => ({ status: 402, body: { detail: 'no active subscription' } });
    const call = createApiClient({ baseUrl: server.url });

    const failure = await call(routes.subscriptionsCurrent).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 402,
      detail: 'no active subscription',
      message: 'no active subscription',
    });
  });

  it('shows a non-string detail as text and falls back to the status without one', async () => {
    const call = createApiClient({ baseUrl: server.url });

    reply = () => ({ status: 400, body: { detail: [{ field: 'tier', issue: 'invalid' }] } });
    await expect(call(routes.health)).rejects.toMatchObject({
      status: 400,
      detail: '[{"field":"tier","issue":"invalid"}]',
    });

    reply = () => ({ status: 503 });
    await expect(call(routes.health)).rejects.toMatchObject({ status: 503, detail: 'Service Unavailable' });
  });

  it("prefers detail over a gateway's message, and uses the message when there is no detail", async () => {
    const call = createApiClient({ baseUrl: server.url });

    reply = () => ({ status: 500, body: { message: 'Internal Server Error', detail: 'Store unavailable' } });
    await expect(call(routes.health)).rejects.toMatchObject({ status: 500, detail: 'Store unavailable' });

    reply = () => ({ status: 504, body: { message: 'Endpoint request timed out' } });
    await expect(call(routes.health)).rejects.toMatchObject({
      status: 504,
      detail: 'Endpoint request timed out',
    });
  });

  it('rejects a successful answer that is not JSON (a proxy page), naming the call', async () => {
    reply = () => ({ status: 200, raw: '<html>gateway</html>' });
    const call = createApiClient({ baseUrl: server.url });

    await expect(call(routes.health)).rejects.toMatchObject({
      status: 200,
      detail: 'Unexpected answer from GET /health',
    });
  });

  it("calls a route from its endpoint alone, typed by the route's schemas", async () => {
    reply = (request) => ({
      status: 202,
      body: { session_id: 's-1', status: JSON.parse(request.body).prompt },
    });
    const call = createApiClient({ baseUrl: server.url });

    const answer = await call(generation.generate, { body: { prompt: 'queued' } });
    // @ts-expect-error the route's path takes an id: so does its endpoint's call
    await expect(call(generation.sessionGet)).rejects.toThrow('Missing path parameter "id"');

    expect(answer.session_id).toBe('s-1');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/generate' });
  });

  it('refuses to call a path with a missing parameter', async () => {
    const call = createApiClient({ baseUrl: server.url });
    // @ts-expect-error the params are required by the route but left out on purpose
    await expect(call(itemRoute, { body: { name: 'x' } })).rejects.toThrow('Missing path parameter "id"');
    expect(server.requests).toHaveLength(0);
  });

  it('joins a base URL with a trailing slash without doubling it', async () => {
    reply = () => ({ status: 200, body: { status: 'ok', time: 'now' } });
    const call = createApiClient({ baseUrl: `${server.url}/` });
    await call(routes.health);
    expect(server.requests[0].url).toBe('/health');
  });
});

describe('buildUrl over the whole route table', () => {
  it('fills every path parameter of every route', () => {
    for (const route of routeList) {
      const names = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]);
      const params = Object.fromEntries(names.map((name) => [name, `v-${name}`]));

      const url = buildUrl('https://api.example', route.path, params);

      expect(url, route.name).not.toMatch(/[{}]/);
      for (const name of names) expect(url, route.name).toContain(`v-${name}`);
    }
  });
});

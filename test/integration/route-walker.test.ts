import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import type { OwnedKind, RouteDef } from '#shared/api/define';
import { routeList } from '#shared/api/routes/index';
import { type HandlerLog, tapHandlerLog } from '#test/fixtures/route-walker/handler-log';
import { createOwnedItem } from '#test/fixtures/route-walker/owned-items';
import { requestArbitrary } from '#test/fixtures/route-walker/request-arbitrary';
import { fillPath, pathVariables, send, type WalkerAnswer } from '#test/fixtures/route-walker/send';
import { tableReader } from '#test/fixtures/route-walker/table';
import { refusedTokens } from '#test/fixtures/route-walker/tokens';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';
import { validSample } from '#test/fixtures/zod-arbitrary';

/**
 * Walks every route of the route table against the running local product (real OIDC provider,
 * JWT authorizer, handlers and database), so a route added later is covered without a test of
 * its own: refused tokens never reach a handler, fuzzed requests never get a 5xx, every handler
 * 4xx explains itself, and another user's id is a 404.
 */
const FUZZ_RUNS_PER_ROUTE = 60;

let runtime: TestRuntime;
let handlerLog: HandlerLog;
const table = { reader: undefined as ReturnType<typeof tableReader> | undefined };

beforeAll(async () => {
  // The sandbox cloud's first stack creates AWS's template validator (WebAssembly); do it before
  // the walk so that compile time on a loaded machine cannot run into a route's 30 s timeout.
  getTemplateValidator().validate(ROLE_TEMPLATE);
  handlerLog = tapHandlerLog();
  runtime = await startRuntime({ logLevel: 'INFO' });
  // Routes that check a template do it in a worker thread, whose validator `npm start` compiles
  // as it starts: unwarmed, the first such request (a design's view) waited out the checks'
  // starting time (20 s) and was answered 503, so its owner's control saw no handler's answer.
  await warmTemplateChecker(1);
  table.reader = tableReader();
}, 240_000);
afterAll(async () => {
  table.reader?.close();
  await runtime?.dispose();
  handlerLog?.stop();
});

const label = (route: RouteDef) => `${route.method} ${route.path} (${route.name})`;

/**
 * Every accepted generation runs all the agents in this process (their CPU work holds the event
 * loop for seconds): the caller of a route that generates is on Starter (5 runs, then 403s with
 * detail), and its fuzz gets longer.
 */
const generates = (route: RouteDef) => route.startsWorkflows?.includes('generate-design') ?? false;

/**
 * A fresh subscribed caller per route, so one route's effects cannot shape another's answers:
 * signed in once and used by the route's control and fuzz (a sign-in and a checkout each time).
 */
const callers = new Map<string, Promise<WalkerUser>>();
function callerOf(route: RouteDef): Promise<WalkerUser> {
  let caller = callers.get(route.name);
  if (!caller) {
    const tier = generates(route) ? 'starter' : 'premium';
    caller = subscribedUser(runtime, `walker-${route.name}@example.com`, tier);
    callers.set(route.name, caller);
  }
  return caller;
}
const nonPublic = routeList.filter((route) => route.access !== 'public');

/** The request with no body, query or valid params: enough to reach the authorizer and handler. */
function bareRequest(route: RouteDef, token: string | undefined) {
  const params = Object.fromEntries(pathVariables(route.path).map((name) => [name, 'walker-id']));
  return { method: route.method, path: fillPath(route.path, params), token };
}

/** What every answer a handler gives must look like (API Gateway's own 401/404 are not handlers'). */
function expectHandlerContract(answer: WalkerAnswer, request: unknown): void {
  const context = `${answer.status} ${answer.text} for ${JSON.stringify(request)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.contentType, context).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { detail?: unknown };
  expect(typeof body.detail === 'string' && body.detail.length > 0, context).toBe(true);
}

describe('route table declarations', () => {
  it.each(nonPublic.map((route) => [label(route), route] as const))(
    '%s says what each path id identifies',
    (_, route) => {
      const declared = Object.keys(route.pathIds ?? {}).sort();
      expect(declared).toEqual(pathVariables(route.path).sort());
    },
  );
});

describe.each(nonPublic.map((route) => [label(route), route] as const))('%s', (_, route) => {
  it('refuses missing, forged, expired and wrong-audience tokens before its handler runs', async () => {
    // Arrange
    const tokens = await refusedTokens(runtime);
    const before = await table.reader!.items();
    for (const [kind, token] of Object.entries(tokens)) {
      // Act
      const answer = await send(runtime, bareRequest(route, token));
      // Assert: API Gateway's own answer, and no trace of the handler
      expect({ kind, status: answer.status, body: answer.text }).toEqual({
        kind,
        status: 401,
        body: JSON.stringify({ message: 'Unauthorized' }),
      });
      expect(handlerLog.sawProbe(answer.probe), `${kind}: handler ran`).toBe(false);
    }
    expect(await table.reader!.items()).toEqual(before);
  });

  it('lets a valid token through to its handler (control: the log shows handler runs)', async () => {
    const user = await callerOf(route);
    const answer = await send(runtime, bareRequest(route, user.accessToken));
    expect(answer.status).not.toBe(401);
    expect(handlerLog.sawProbe(answer.probe)).toBe(true);
  });
});

describe.each(routeList.map((route) => [label(route), route] as const))('%s', (_, route) => {
  it(`answers ${FUZZ_RUNS_PER_ROUTE} schema-built and mutated requests below 500, every 4xx with detail`, {
    timeout: generates(route) ? 180_000 : undefined,
  }, async () => {
    const user = await callerOf(route);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async (request) => {
        expectHandlerContract(await send(runtime, { ...request, token: user.accessToken }), request);
      }),
      { numRuns: FUZZ_RUNS_PER_ROUTE },
    );
  });
});

/** Every (route, owned path variable) pair: the walker's ownership cases. */
const ownedCases = routeList.flatMap((route) =>
  Object.entries(route.pathIds ?? {})
    .filter((entry): entry is [string, OwnedKind] => entry[1] !== 'not-owned')
    .map(([param, kind]) => ({ route, param, kind })),
);

describe('items owned by a user', () => {
  let owner: WalkerUser;
  let stranger: WalkerUser;
  beforeAll(async () => {
    if (ownedCases.length === 0) return;
    owner = await subscribedUser(runtime, 'owner@example.com');
    stranger = await subscribedUser(runtime, 'stranger@example.com');
  });

  // No route addresses an owned item yet; the first one that declares `pathIds` is walked here.
  // one item per owned path variable of every route (a deployment each for the drift routes): minutes
  it.skipIf(ownedCases.length === 0)(
    "answer 404 with detail to another user's id",
    { timeout: 300_000 },
    async () => {
      for (const { route, param, kind } of ownedCases) {
        // Arrange: one item per owned variable, all the owner's, and a request valid in every other way
        const ids: Record<string, string> = {};
        for (const [name, idKind] of Object.entries(route.pathIds ?? {})) {
          ids[name] = idKind === 'not-owned' ? 'walker-id' : await createOwnedItem(idKind, runtime, owner);
        }
        const request = {
          method: route.method,
          path: fillPath(route.path, ids),
          ...(route.body && { body: JSON.stringify(validSample(route.body)) }),
        };
        // Act
        const theirs = await send(runtime, { ...request, token: stranger.accessToken });
        // Assert
        const context = `${label(route)} ${param} (${kind}): ${theirs.status} ${theirs.text}`;
        expect(theirs.status, context).toBe(404);
        expectHandlerContract(theirs, request);
        // control: the id is real, so the owner is not told it does not exist (with several owned
        // ids the fixtures' items need not belong together, so only a single id is controlled)
        if (ownedCases.filter((c) => c.route === route).length > 1) continue;
        const mine = await send(runtime, { ...request, token: owner.accessToken });
        expect(mine.status, `${label(route)} as owner: ${mine.text}`).not.toBe(404);
      }
    },
  );
});

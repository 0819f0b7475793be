import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS_STARTING, STARTING_WAIT, warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { routes } from '#shared/api/routes/index';
import { CATALOG_ENTRIES } from '#shared/catalog/index';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

process.env.SAHAB_CLOUD = 'sandbox';

/**
 * Issue 32, server start: the template checks' threads compile AWS's validator after start-up
 * (40-60 s on a busy machine). An import arriving before that used to wait for the compile and
 * end in a bare 500 when the request's 30 s ran out; it now waits at most STARTING_WAIT and is
 * told to come back (503 with Retry-After). The imports of the other tests, after the engine is
 * ready, show it is then served.
 */
const SLOW = 300_000;
let runtime: TestRuntime;
let user: WalkerUser;

beforeAll(async () => {
  runtime = await startRuntime();
  user = await subscribedUser(runtime, 'early@starting.test', 'pro');
}, SLOW);
afterAll(async () => runtime?.dispose());

const template = CATALOG_ENTRIES.find((e) => e.slug === 'key-value-store')!.template;
const importTemplate = (name: string) =>
  fetch(`${runtime.url}${routes.templatesImport.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, template_body: template }),
  });

describe('a template check sent while the checks are starting', () => {
  it('answers within the request time: the import, or 503 with Retry-After, never a 500', {
    timeout: SLOW,
  }, async () => {
    void warmTemplateChecker(1); // what `npm start` does right after it serves
    const started = performance.now();
    // act
    const answer = await importTemplate('Early');
    const seconds = (performance.now() - started) / 1000;
    // assert
    expect([201, 503]).toContain(answer.status);
    expect(seconds).toBeLessThan(STARTING_WAIT.waitMs / 1000 + 5);
    if (answer.status === 503) {
      expect(answer.headers.get('retry-after')).toBe(String(STARTING_WAIT.retryAfterSeconds));
      expect(await answer.json()).toEqual({ detail: CHECKS_STARTING });
    }
    console.log(`import answered ${answer.status} after ${seconds.toFixed(1)} s`);
  });
});

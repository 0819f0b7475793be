import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { templatePorts } from '#functions/lib/compose/templates';
import type { PrivateTemplate } from '#functions/lib/ports/private-templates';
import { routes } from '#shared/api/routes/index';
import { CATALOG_ENTRIES } from '#shared/catalog/index';
import { describeTemplate } from '#shared/catalog/summary';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { send } from '#test/fixtures/route-walker/send';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';
import { TEMPLATE_BOMBS } from '#test/fixtures/template-bombs';

process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';

/**
 * Issue 32: each bomb shape sent to every path that reads a user's template, on the local product,
 * while a second user's requests are timed. Each bomb is answered with a 400 saying why; the
 * other user is answered throughout, quickly (the checks run off the serving thread), and the
 * process and AWS's validator still serve everyone afterwards.
 */
const SLOW = 300_000;
let runtime: TestRuntime;
let mallory: WalkerUser;
let bob: WalkerUser;
let accountId: string;

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);

beforeAll(async () => {
  runtime = await startRuntime();
  await warmTemplateChecker(1); // as `npm start` does: compiling the validator is no bomb's doing
  [mallory, bob] = await Promise.all([
    subscribedUser(runtime, 'mallory@bombs.test', 'premium'),
    subscribedUser(runtime, 'bob@bombs.test', 'pro'),
  ]);
  const role = await call(mallory, 'sandboxRole');
  const linked = await call(mallory, 'awsAccountsLink', {
    body: linkAccountRequest({ alias: 'Sandbox', role_arn: role.body.role_arn }),
  });
  expect(linked.status).toBe(201);
  accountId = linked.body.id;
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
});

/** A private template of mallory's holding `text`, as one saved before bombs were refused would be. */
async function savedTemplate(name: string, text: string): Promise<PrivateTemplate> {
  const entry = CATALOG_ENTRIES.find((e) => e.slug === 'key-value-store')!;
  const template: PrivateTemplate = {
    ...describeTemplate(entry),
    template_id: `itpl-bomb-${name.replace(/[^a-z0-9]/gi, '')}`,
    slug: `bomb-${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}`,
    category: 'My templates',
    featured: false,
    deployment_count: 0,
    template_body: text,
    is_private: true,
    imported: true,
    created_at: new Date().toISOString(),
  } as PrivateTemplate;
  await templatePorts().privateTemplates.create(mallory.sub, template);
  return template;
}

const PATHS: Record<string, (name: string, text: string) => Promise<{ status: number; body: unknown }>> = {
  'POST /api/deployments/initiate': (name, template) =>
    call(mallory, 'deploymentsInitiate', {
      body: {
        aws_account_id: accountId,
        region: 'us-east-1',
        stack_name: `b${name.length}x${Date.now()}`,
        template,
      },
    }),
  'POST /api/templates/import': (name, template_body) =>
    call(mallory, 'templatesImport', { body: { name: `Bomb ${name}`, template_body } }),
  'POST /api/templates/deploy-direct': async (name, text) => {
    const saved = await savedTemplate(name, text);
    return call(mallory, 'templatesDeployDirect', {
      body: {
        template_id: saved.template_id,
        stack_name: `direct${Date.now()}`,
        aws_account_id: accountId,
        region: 'us-east-1',
        parameter_values: {},
      },
    });
  },
};

/** Bob's requests, one after another, timed, until `done` settles. */
async function timeBob(done: Promise<unknown>) {
  const timings: { path: string; status: number; ms: number }[] = [];
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  while (!settled) {
    for (const path of ['/health', routes.templatesList.path]) {
      const started = performance.now();
      const answer = await send(runtime, { method: 'GET', path, token: bob.accessToken });
      timings.push({ path, status: answer.status, ms: performance.now() - started });
    }
  }
  return timings;
}

describe('template bombs on every path that reads a template (issue 32)', () => {
  for (const [path, sendBomb] of Object.entries(PATHS)) {
    it.each(Object.entries(TEMPLATE_BOMBS))(
      `${path}: %s is a 400 while another user is served`,
      {
        timeout: SLOW,
      },
      async (name, make) => {
        const bomb = sendBomb(name, make());
        const timings = await timeBob(bomb);
        const answer = await bomb;
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).toMatch(/CloudFormation/);
        expect(timings.length).toBeGreaterThan(0);
        expect(timings.every((t) => t.status === 200)).toBe(true);
        // the serving thread stays free: a bomb costs its own worker, never bob's requests
        expect(Math.max(...timings.map((t) => t.ms))).toBeLessThan(2_000);
      },
    );
  }

  it('still imports a good template afterwards (AWS validator alive, for every user)', {
    timeout: SLOW,
  }, async () => {
    const entry = CATALOG_ENTRIES.find((e) => e.slug === 'key-value-store')!;
    const imported = await call(bob, 'templatesImport', {
      body: { name: 'After bombs', template_body: entry.template },
    });
    expect(imported.status).toBe(201);
  });
});

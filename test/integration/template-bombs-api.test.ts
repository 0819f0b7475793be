import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentPorts } from '#functions/lib/compose/deployments';
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

/** An unencrypted topic named Topic, as the bombs' resources are: the scan finds a fixable violation. */
const PLAIN_TOPIC = JSON.stringify({ Resources: { Topic: { Type: 'AWS::SNS::Topic' } } });

async function settledStatus(id: string) {
  for (let i = 0; i < 600; i++) {
    const answer = await call(mallory, 'deploymentsGet', { params: { id } });
    if (!/pending|validating|creating_stack|IN_PROGRESS/.test(answer.body.status)) return answer.body.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the deployment never settled');
}

/**
 * Mallory's deployed topic and a scan's fixable violation on it, made once: each bomb is then
 * written as that deployment's stored template (as one deployed before bombs were refused would
 * hold), which the fix preview reads and patches.
 */
let fixTarget: Promise<{ deploymentId: string; scanId: string; violationId: string }> | undefined;
async function makeFixTarget() {
  const started = await call(mallory, 'deploymentsInitiate', {
    body: { aws_account_id: accountId, region: 'us-east-1', stack_name: 'fix-target', template: PLAIN_TOPIC },
  });
  expect(started.status).toBe(202);
  const deploymentId = started.body.deployment_id as string;
  expect(await settledStatus(deploymentId)).toBe('CREATE_COMPLETE');
  const scan = await call(mallory, 'complianceScanStart', { body: { account_ids: [accountId] } });
  expect(scan.status).toBe(202);
  const scanId = scan.body.scan_id as string;
  for (let i = 0; i < 600; i++) {
    const answer = await call(mallory, 'complianceScanGet', { params: { scan_id: scanId } });
    if (answer.body.status !== 'running') {
      const violation = (
        answer.body.violations as {
          violation_id: string;
          deployment_id?: string;
          auto_fix_available: boolean;
        }[]
      ).find((v) => v.deployment_id === deploymentId && v.auto_fix_available);
      if (!violation) throw new Error(`no fixable violation on the topic: ${JSON.stringify(answer.body)}`);
      return { deploymentId, scanId, violationId: violation.violation_id };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the scan did not end');
}

PATHS['POST /api/compliance/scan/{scan_id}/fix/preview'] = async (_name, text) => {
  fixTarget ??= makeFixTarget();
  const target = await fixTarget;
  const written = await deploymentPorts().deployments.update(
    mallory.sub,
    target.deploymentId,
    { template: text },
    new Date().toISOString(),
  );
  expect(written).toBe(true);
  return call(mallory, 'complianceViolationFixPreview', {
    params: { scan_id: target.scanId },
    body: { violation_id: target.violationId },
  });
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

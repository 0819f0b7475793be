import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { routes } from '#shared/api/routes/index';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { BROWSER_TEMPLATE } from '#test/fixtures/browser-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';

/**
 * The probe's input defects over HTTP: user keys named after Object.prototype members, templates
 * larger than CloudFormation takes inline, and tens of thousands of parameter names. Each answers
 * what it should (a success, or a 400 in plain words), never a 500, and nothing is saved half.
 */
const SLOW = 240_000;
let runtime: TestRuntime;
let user: WalkerUser;
let accountId: string;

beforeAll(async () => {
  runtime = await startRuntime();
  // imports and design views check templates in a worker: compile its validator ahead
  await warmTemplateChecker(1);
  user = await subscribedUser(runtime, 'keys@probe.test');
  const role = await call(routes.sandboxRole);
  const link = await call(routes.awsAccountsLink, {
    body: linkAccountRequest({ alias: 'Probe', role_arn: role.body.role_arn }),
  });
  accountId = link.body.id;
  await call(routes.awsAccountsValidate, { params: { id: accountId } });
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
});

const call = (route: Parameters<typeof callRoute>[1], options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, route, user.accessToken, options);
/** Asks to deploy `template` in the probe's linked account, with parameter values when given. */
const initiate = (stack_name: string, template: string, parameter_values?: Record<string, string>) =>
  call(routes.deploymentsInitiate, {
    body: {
      aws_account_id: accountId,
      region: 'me-south-1',
      stack_name,
      template,
      ...(parameter_values && { parameter_values }),
    },
  });
const deploymentsOf = async () => ((await call(routes.deploymentsList)).body as unknown[]).length;

describe('user keys named after Object.prototype members', { timeout: SLOW }, () => {
  it('names an instance constructor, then another toString, in one design', async () => {
    const design = { query: { design_id: 'proto-names' } };
    for (const name of ['constructor', 'toString']) {
      const answer = await call(routes.templateInstancesCreate, {
        ...design,
        body: { template_id: 'tpl-vpc-network', name },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.name).toBe(name);
    }
    const full = await call(routes.designFull, { params: { id: 'proto-names' } });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    // a connection id is looked up among the design's own connections, never its prototype's members
    for (const id of ['constructor', 'toString', '__proto__']) {
      const removed = await call(routes.templateConnectionDelete, { params: { id } });
      expect(removed.status, id).toBe(404);
    }
  });

  it('takes a parameter keyed constructor, lets no __proto__ key through, refuses names CloudFormation could not declare', async () => {
    const template = `Parameters:\n  constructor:\n    Type: String\n${BROWSER_TEMPLATE.replace(/^AWSTemplateFormatVersion.*\n/, '')}`;
    const taken = await initiate('proto-ok', template, { constructor: 'x' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(202);
    // a `__proto__` key never reaches a handler, and a name CloudFormation could not declare is a 400
    const ignored = await initiate('proto-ignored', BROWSER_TEMPLATE, JSON.parse('{"__proto__":"x"}'));
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(202);
    const refused = await initiate('bad-name', BROWSER_TEMPLATE, { 'my-name': 'x' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/letters and digits/);
  });
});

describe('sizes CloudFormation refuses', { timeout: SLOW }, () => {
  it('refuses a template over 51,200 bytes with a 400 naming the limit, and records nothing', async () => {
    const before = await deploymentsOf();
    const padding = `# ${'x'.repeat(98)}\n`.repeat(6_000);
    const answer = await initiate('too-big', `${BROWSER_TEMPLATE}${padding}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/51,200 bytes/);
    expect(await deploymentsOf()).toBe(before);
  });

  it('refuses 125,000 parameter names on deploy-direct with a 400 naming the 200 limit', async () => {
    const names = Object.fromEntries(Array.from({ length: 125_000 }, (_, i) => [`P${i}`, '']));
    const answer = await call(routes.templatesDeployDirect, {
      body: {
        template_slug: 'vpc-network',
        stack_name: 'many-names',
        aws_account_id: accountId,
        region: 'me-south-1',
        parameter_values: names,
      },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/200 parameters/);
  });
});

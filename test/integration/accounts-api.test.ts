import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { routes } from '#shared/api/routes/index';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { signIn, startRuntime, type TestRuntime } from '#test/fixtures/runtime';

// The sandbox cloud, fast enough that the role and VPC stacks complete within a test.
process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';

// The first sandbox stack loads AWS's template validator (WebAssembly): slow on a busy machine.
const SLOW = 180_000;

let runtime: TestRuntime;
let alice: WalkerUser;
let bob: WalkerUser;
let users = 0;

/** A new subscribed user, so each test starts with no accounts and its own sandbox account. */
const newUser = (tier?: 'starter') => subscribedUser(runtime, `user${++users}@accounts.test`, tier);

beforeAll(async () => {
  // Create the validator's engine before any request, so the first stack is not cut off by the
  // local 30 s function timeout while WebAssembly compiles on a loaded machine.
  getTemplateValidator().validate(ROLE_TEMPLATE);
  runtime = await startRuntime();
  [alice, bob] = await Promise.all([newUser(), newUser()]);
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
});

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);

/** Alice's sandbox role, linked as an account. */
async function linkSandboxAccount(user: WalkerUser, alias: string) {
  const role = await call(user, 'sandboxRole');
  expect(role.status).toBe(200);
  const linked = await call(user, 'awsAccountsLink', {
    body: linkAccountRequest({ alias, role_arn: role.body.role_arn }),
  });
  expect(linked.status).toBe(201);
  return { role: role.body as { role_arn: string; account_number: string }, account: linked.body };
}

describe('AWS accounts API on the sandbox cloud', () => {
  it('links the sandbox role, validates it, lists it with both screens fields, and unlinks it', {
    timeout: SLOW,
  }, async () => {
    const { role, account } = await linkSandboxAccount(alice, 'Sandbox Account');
    expect(role.role_arn).toBe(`arn:aws:iam::${role.account_number}:role/SahabAccessRole`);
    expect(account).toMatchObject({
      alias: 'Sandbox Account',
      auth_method: 'iam_role',
      role_arn: role.role_arn,
      account_number: role.account_number,
      account_id: account.id,
      region: 'us-east-1',
      is_active: false,
      last_validated_at: null,
      cloud: 'sandbox',
    });

    const validated = await call(alice, 'awsAccountsValidate', { params: { id: account.id } });
    expect(validated).toEqual({ status: 200, body: { valid: true, error: null } });
    const listed = await call(alice, 'awsAccountsList');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].is_active).toBe(true);
    expect(Date.parse(listed.body[0].last_validated_at)).toBeGreaterThanOrEqual(
      Date.parse(account.created_at),
    );

    const vpcs = await call(alice, 'awsResourcesVpcs', { query: { aws_account_id: account.id } });
    expect(vpcs.body.success).toBe(true);
    const defaultVpc = vpcs.body.vpcs.find((vpc: { is_default: boolean }) => vpc.is_default);
    expect(defaultVpc.cidr_block).toBe('172.31.0.0/16');
    const subnets = await call(alice, 'awsResourcesSubnets', {
      query: { aws_account_id: account.id, vpc_id: defaultVpc.vpc_id },
    });
    expect(subnets.body.subnets.map((s: { availability_zone: string }) => s.availability_zone)).toEqual([
      'us-east-1a',
      'us-east-1b',
      'us-east-1c',
    ]);
    // a template's security-group parameter picks from the VPC's groups: the default one at least
    const groups = await call(alice, 'awsResourcesSecurityGroups', {
      query: { aws_account_id: account.id, vpc_id: defaultVpc.vpc_id },
    });
    expect(groups.body.success).toBe(true);
    expect(groups.body.security_groups.map((g: { group_name: string }) => g.group_name)).toContain('default');

    expect((await call(alice, 'awsAccountsUnlink', { params: { id: account.id } })).status).toBe(200);
    expect((await call(alice, 'awsAccountsList')).body).toEqual([]);
    const again = await call(alice, 'awsAccountsUnlink', { params: { id: account.id } });
    expect(again.status).toBe(404);
  });

  it("refuses another user's role with STS's AccessDenied and records the account as invalid", {
    timeout: SLOW,
  }, async () => {
    const { role } = await linkSandboxAccount(await newUser(), 'Alice');
    const linked = await call(bob, 'awsAccountsLink', {
      body: linkAccountRequest({ role_arn: role.role_arn }),
    });
    expect(linked.status).toBe(201);
    const validated = await call(bob, 'awsAccountsValidate', { params: { id: linked.body.id } });
    expect(validated.body.valid).toBe(false);
    expect(validated.body.error).toContain('is not authorized to perform: sts:AssumeRole');
    const [account] = (await call(bob, 'awsAccountsList')).body;
    expect(account.is_active).toBe(false);
    expect(account.last_validated_at).not.toBeNull();
  });

  it("answers 404 for another user's account id on every route that takes one", {
    timeout: SLOW,
  }, async () => {
    const carol = await newUser();
    const { account } = await linkSandboxAccount(carol, 'Carol');
    const id = account.id;
    expect((await call(bob, 'awsResourcesVpcs', { query: { aws_account_id: id } })).status).toBe(404);
    const subnets = await call(bob, 'awsResourcesSubnets', {
      query: { aws_account_id: id, vpc_id: 'vpc-0123456789abcdef0' },
    });
    expect(subnets.status).toBe(404);
    const createVpc = await call(bob, 'awsResourcesCreateVpc', {
      body: { aws_account_id: id, region: 'us-east-1', vpc_name: 'Sahab-VPC', cidr_block: '10.20.0.0/16' },
    });
    expect(createVpc.status).toBe(404);
    expect((await call(bob, 'awsAccountsValidate', { params: { id } })).status).toBe(404);
    expect((await call(bob, 'awsAccountsUnlink', { params: { id } })).status).toBe(404);
    expect((await call(carol, 'awsAccountsList')).body.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  it('creates a compliant VPC through the deploy workflow and answers its VPC and six subnets zone by zone', {
    timeout: SLOW,
  }, async () => {
    const dana = await newUser();
    const { account } = await linkSandboxAccount(dana, 'VPC account');
    const created = await call(dana, 'awsResourcesCreateVpc', {
      body: {
        aws_account_id: account.id,
        region: 'eu-west-1',
        vpc_name: 'Sahab-VPC',
        cidr_block: '10.20.0.0/16',
      },
    });
    expect(created.body).toMatchObject({ success: true, error: null });
    expect(created.body.vpc_id).toMatch(/^vpc-[0-9a-f]{17}$/);
    expect(created.body.subnet_ids).toHaveLength(6);
    // made through the deploy workflow: a deployment like any other, listed and removable
    const deployment = await call(dana, 'deploymentsGet', { params: { id: created.body.deployment_id } });
    expect(deployment.body).toMatchObject({
      stack_name: 'Sahab-VPC',
      status: 'CREATE_COMPLETE',
      region: 'eu-west-1',
    });
    expect(deployment.body.outputs).toMatchObject({ VpcId: created.body.vpc_id });
    const subnets = await call(dana, 'awsResourcesSubnets', {
      query: { aws_account_id: account.id, vpc_id: created.body.vpc_id, region: 'eu-west-1' },
    });
    const byId = new Map(subnets.body.subnets.map((s: { subnet_id: string }) => [s.subnet_id, s]));
    const zones = created.body.subnet_ids.map(
      (id: string) => (byId.get(id) as { availability_zone: string }).availability_zone,
    );
    expect(zones).toEqual([
      'eu-west-1a',
      'eu-west-1a',
      'eu-west-1b',
      'eu-west-1b',
      'eu-west-1c',
      'eu-west-1c',
    ]);

    const again = await call(dana, 'awsResourcesCreateVpc', {
      body: {
        aws_account_id: account.id,
        region: 'eu-west-1',
        vpc_name: 'Sahab-VPC',
        cidr_block: '10.30.0.0/16',
      },
    });
    expect(again.body).toMatchObject({
      success: false,
      vpc_id: null,
      error: 'A deployment named Sahab-VPC already exists in this account and region (eu-west-1)',
      deployment_id: null,
    });
  });
});

describe('linking rules', () => {
  it('refuses a malformed role ARN with a 400 naming the expected form', async () => {
    const answer = await call(alice, 'awsAccountsLink', {
      body: linkAccountRequest({ role_arn: 'arn:aws:iam::12345:user/bob' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(
      /^role_arn: must be an IAM role ARN of the form arn:aws:iam::\{account\}:role/,
    );
  });

  it('creates a new sandbox account for each link, dev and prod, up to the plan limit', {
    timeout: SLOW,
  }, async () => {
    const dave = await newUser('starter');
    const dev = await linkSandboxAccount(dave, 'Sandbox dev');
    // asked again before linking, the role is the same unlinked account's
    const prodRole = (await call(dave, 'sandboxRole')).body;
    expect((await call(dave, 'sandboxRole')).body.account_number).toBe(prodRole.account_number);
    const prod = await call(dave, 'awsAccountsLink', {
      body: linkAccountRequest({ alias: 'Sandbox prod', role_arn: prodRole.role_arn }),
    });
    expect(prod.status).toBe(201);
    expect(prodRole.account_number).not.toBe(dev.role.account_number);
    const third = await linkSandboxAccount(dave, 'Sandbox test');
    expect(new Set([dev.role.account_number, prodRole.account_number, third.role.account_number]).size).toBe(
      3,
    );
    for (const account of [dev.account, prod.body, third.account]) {
      const validated = await call(dave, 'awsAccountsValidate', { params: { id: account.id } });
      expect(validated.body).toEqual({ valid: true, error: null });
    }
    // the Starter plan's 3 accounts are linked: a fourth sandbox account is refused in the plan's words
    const fourth = await call(dave, 'sandboxRole');
    expect(fourth.status).toBe(403);
    expect(fourth.body.detail).toMatch(/Your Starter plan allows up to 3 linked AWS accounts/);
  });

  it('answers 409 when the same role is linked twice', async () => {
    const body = linkAccountRequest({ role_arn: 'arn:aws:iam::123456789012:role/Twice' });
    expect((await call(bob, 'awsAccountsLink', { body })).status).toBe(201);
    const second = await call(bob, 'awsAccountsLink', { body: { ...body, alias: 'Other' } });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('This role is already linked as "Production Account"');
  });

  it('holds the Starter plan to 3 accounts, also under concurrent links, and frees a place on unlink', async () => {
    const carol = await newUser('starter');
    const bodies = Array.from({ length: 6 }, (_, i) =>
      linkAccountRequest({
        alias: `Account ${i}`,
        role_arn: `arn:aws:iam::10000000000${i}:role/SahabAccessRole`,
      }),
    );
    const answers = await Promise.all(bodies.map((body) => call(carol, 'awsAccountsLink', { body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    const refused = answers.find((a) => a.status === 403);
    expect(refused?.body.detail).toBe(
      'Your Starter plan allows up to 3 linked AWS accounts. Unlink an account or upgrade your plan to link another.',
    );
    const linked = (await call(carol, 'awsAccountsList')).body;
    expect(linked).toHaveLength(3);
    await call(carol, 'awsAccountsUnlink', { params: { id: linked[0].id } });
    const unlinkedAlias = linked[0].alias;
    const retry = bodies.find(
      (b) =>
        !linked.slice(1).some((a: { alias: string }) => a.alias === b.alias) && b.alias !== unlinkedAlias,
    );
    expect((await call(carol, 'awsAccountsLink', { body: retry })).status).toBe(201);
  });

  it('answers 409, never the plan limit, to concurrent links of one role at the limit', async () => {
    const erin = await newUser('starter');
    for (const i of [1, 2]) {
      const body = linkAccountRequest({
        alias: `Held ${i}`,
        role_arn: `arn:aws:iam::20000000000${i}:role/R`,
      });
      expect((await call(erin, 'awsAccountsLink', { body })).status).toBe(201);
    }
    const same = linkAccountRequest({ alias: 'Third', role_arn: 'arn:aws:iam::200000000009:role/R' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(erin, 'awsAccountsLink', { body: same })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await call(erin, 'awsAccountsList')).body).toHaveLength(3);
  });

  it('is for subscribed users only (402 without a subscription)', async () => {
    const tokens = await signIn(runtime, 'dave@accounts.test');
    const answer = await callRoute(runtime, routes.awsAccountsList, tokens.accessToken);
    expect(answer.status).toBe(402);
  });
});

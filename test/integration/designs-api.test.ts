import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { MAX_DESIGN_INSTANCES } from '#functions/lib/designs/instance-names';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { routes } from '#shared/api/routes/index';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';

/**
 * Designs over HTTP on the local product: two catalog templates (a VPC network and a database)
 * added to a design, the network's VPC and private subnets wired into the database, the design
 * composed and checked by AWS's validator, then deployed as ONE stack to the sandbox account.
 */
const SLOW = 240_000;
let runtime: TestRuntime;
let alice: WalkerUser;
let bob: WalkerUser;

beforeAll(async () => {
  getTemplateValidator().validate(ROLE_TEMPLATE);
  runtime = await startRuntime();
  // imports and design views check templates in a worker: compile its validator ahead
  await warmTemplateChecker(1);
  [alice, bob] = await Promise.all([
    subscribedUser(runtime, 'alice@designs.test'),
    subscribedUser(runtime, 'bob@designs.test'),
  ]);
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
});

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);
const designId = `design-${Math.random().toString(36).slice(2, 10)}`;
const inDesign = { query: { design_id: designId } };

async function addInstance(template_id: string, name: string, parameter_values = {}) {
  const answer = await call(alice, 'templateInstancesCreate', {
    ...inDesign,
    body: { template_id, name, parameter_values },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { instance_id: string; name: string };
}

async function settled(user: WalkerUser, deploymentId: string) {
  for (let i = 0; i < 1200; i++) {
    const answer = await call(user, 'deploymentsGet', { params: { id: deploymentId } });
    // the workflow's own steps are lower case, CloudFormation's are not; a settled stack ends in
    // COMPLETE or FAILED
    if (/_(COMPLETE|FAILED)$/.test(answer.body.status)) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the deployment did not settle');
}

describe('a design of two catalog templates, composed and deployed as one stack', () => {
  let network: { instance_id: string };
  let database: { instance_id: string };

  it('adds instances, refusing a taken name or one that begins another (409)', {
    timeout: SLOW,
  }, async () => {
    network = await addInstance('tpl-vpc-network', 'Network', { VpcCidr: '10.20.0.0/16' });
    database = await addInstance('tpl-secure-database', 'Db', { InstanceClass: 'db.t4g.small' });
    const got = await call(alice, 'templateInstanceGet', { params: { id: network.instance_id } });
    expect(got.body).toMatchObject({
      design_id: designId,
      template_id: 'tpl-vpc-network',
      template_slug: 'vpc-network',
      name: 'Network',
      parameter_values: { VpcCidr: '10.20.0.0/16' },
      position: { x: 0, y: 0 },
    });
    const same = await call(alice, 'templateInstancesCreate', {
      ...inDesign,
      body: { template_id: 'tpl-cache', name: 'Db' },
    });
    expect(same).toEqual({ status: 409, body: { detail: 'An instance named Db is already in this design' } });
    const prefix = await call(alice, 'templateInstancesCreate', {
      ...inDesign,
      body: { template_id: 'tpl-cache', name: 'NetworkCache' },
    });
    expect(prefix.status).toBe(409);
    expect(prefix.body.detail).toMatch(/NetworkCache and Network would share the start/);
  });

  it('keeps a position DynamoDB could not store as the canvas shows it (a 500 before)', async () => {
    const moved = await call(alice, 'templateInstanceUpdate', {
      params: { id: network.instance_id },
      body: { position: { x: 1e-200, y: 120.456 } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.position).toEqual({ x: 0, y: 120.46 });
  });

  it('refuses a template past the most a design holds with 409 in plain words, adding nothing', {
    timeout: SLOW,
  }, async () => {
    const full = { query: { design_id: `${designId}-full` } };
    const add = () =>
      call(bob, 'templateInstancesCreate', { ...full, body: { template_id: 'tpl-vpc-network' } });
    for (let i = 0; i < MAX_DESIGN_INSTANCES; i++) expect((await add()).status).toBe(201);
    const refused = await add();
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      `A design holds at most ${MAX_DESIGN_INSTANCES} templates: remove one, or start another design`,
    );
    const designs = (await call(bob, 'designsList')).body as { designs: { instance_count: number }[] };
    expect(designs.designs.map((d) => d.instance_count)).toEqual([MAX_DESIGN_INSTANCES]);
  });

  it('gives a name to exactly one of several concurrent adds (the design item is written at the version read)', {
    timeout: SLOW,
  }, async () => {
    const other = { query: { design_id: `${designId}-race` } };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(alice, 'templateInstancesCreate', {
          ...other,
          body: { template_id: 'tpl-cache', name: 'Cache' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const full = await call(alice, 'designFull', { params: { id: `${designId}-race` } });
    expect(full.body.instances.map((i: { name: string }) => i.name)).toEqual(['Cache']);
    expect((await call(alice, 'designDelete', { params: { id: `${designId}-race` } })).status).toBe(204);
  });

  it('connects outputs to parameters, refusing unknown names, a fed parameter and a cycle (400)', {
    timeout: SLOW,
  }, async () => {
    const connect = (source_output: string, target_parameter: string, from = network, to = database) =>
      call(alice, 'templateConnectionsCreate', {
        ...inDesign,
        body: {
          source_instance_id: from.instance_id,
          source_output,
          target_instance_id: to.instance_id,
          target_parameter,
        },
      });
    const vpc = await connect('VpcId', 'VpcId');
    expect(vpc.status).toBe(201);
    expect(vpc.body).toMatchObject({
      connection_id: expect.any(String),
      design_id: designId,
      source_output: 'VpcId',
    });
    expect((await connect('PrivateSubnetIds', 'SubnetIds')).status).toBe(201);
    expect(await connect('Nope', 'ClientCidr')).toEqual({
      status: 400,
      body: { detail: "Network has no output 'Nope'" },
    });
    expect((await connect('PublicSubnetIds', 'SubnetIds')).body.detail).toBe(
      'Db.SubnetIds is already fed by Network.PrivateSubnetIds',
    );
    const cycle = await connect('Endpoint', 'VpcName', database, network);
    expect(cycle).toEqual({
      status: 400,
      body: { detail: 'Connecting Db to Network would close a cycle: Network -> Db -> Network' },
    });
  });

  it('composes one template that AWS validator accepts, with the parts to connect and a cost', {
    timeout: SLOW,
  }, async () => {
    const full = await call(alice, 'designFull', { params: { id: designId } });
    expect(full.status).toBe(200);
    expect(full.body.validation).toEqual({ errors: [] });
    const [cards] = await Promise.all([call(alice, 'templatesList')]);
    const count = (slug: string) => cards.body.find((t: { slug: string }) => t.slug === slug).resource_count;
    expect(full.body.resource_count).toBe(count('vpc-network') + count('secure-database'));
    expect(full.body.template).toContain('NetworkVpc:');
    expect(full.body.template).toContain('VpcId: !Ref NetworkVpc');
    expect(full.body.connections).toHaveLength(2);
    const db = full.body.instances.find((i: { name: string }) => i.name === 'Db');
    expect(db.parameters.map((p: { name: string }) => p.name)).toContain('SubnetIds');
    expect(db.outputs).toContainEqual({ key: 'Endpoint', description: null });
    expect(full.body.estimated_cost).toMatchObject({ region: 'me-south-1' });
    expect(full.body.estimated_cost.monthly_max).toBeGreaterThanOrEqual(full.body.estimated_cost.monthly_min);
    expect(full.body.estimated_cost.monthly_min).toBeGreaterThan(0);
    const listed = await call(alice, 'designsList');
    const templateName = (slug: string) => cards.body.find((t: { slug: string }) => t.slug === slug).name;
    expect(listed.body.designs).toContainEqual({
      design_id: designId,
      name: `${templateName('vpc-network')} + ${templateName('secure-database')}`,
      instance_count: 2,
      updated_at: expect.any(String),
    });
  });

  it("answers another user's design and instance ids with 404, as unknown ones", {
    timeout: SLOW,
  }, async () => {
    expect((await call(bob, 'designFull', { params: { id: designId } })).status).toBe(404);
    expect((await call(bob, 'templateInstanceGet', { params: { id: network.instance_id } })).status).toBe(
      404,
    );
    const taking = await call(bob, 'templateInstancesCreate', {
      ...inDesign,
      body: { template_id: 'tpl-cache' },
    });
    expect(taking).toEqual({ status: 404, body: { detail: 'Design not found' } });
  });

  it('deploys the design as ONE stack through the deploy workflow to CREATE_COMPLETE', {
    timeout: SLOW,
  }, async () => {
    const role = await call(alice, 'sandboxRole');
    const account = await call(alice, 'awsAccountsLink', {
      body: linkAccountRequest({ alias: 'Sandbox', role_arn: role.body.role_arn }),
    });
    const started = await call(alice, 'templatesDeploy', {
      body: {
        design_id: designId,
        stack_name: 'design-stack',
        aws_account_id: account.body.id,
        region: 'me-south-1',
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const deployment = await settled(alice, started.body.deployment_id);
    expect(deployment.status, deployment.status_reason).toBe('CREATE_COMPLETE');
    expect(deployment.design_id).toBe(designId);
    expect(Object.keys(deployment.outputs)).toEqual(expect.arrayContaining(['NetworkVpcId', 'DbEndpoint']));
    const listed = await call(alice, 'deploymentsList');
    expect(listed.body.map((d: { deployment_id: string }) => d.deployment_id)).toContain(
      started.body.deployment_id,
    );
  });

  it('deletes an instance with its connections, then the whole design', { timeout: SLOW }, async () => {
    expect(
      (await call(alice, 'templateInstanceDelete', { params: { id: database.instance_id } })).status,
    ).toBe(204);
    const full = await call(alice, 'designFull', { params: { id: designId } });
    expect(full.body.connections).toEqual([]);
    expect(full.body.instances.map((i: { name: string }) => i.name)).toEqual(['Network']);
    expect((await call(alice, 'designDelete', { params: { id: designId } })).status).toBe(204);
    expect((await call(alice, 'designFull', { params: { id: designId } })).status).toBe(404);
    expect((await call(alice, 'templateInstanceGet', { params: { id: network.instance_id } })).status).toBe(
      404,
    );
    expect(
      (await call(alice, 'designsList')).body.designs.map((d: { design_id: string }) => d.design_id),
    ).not.toContain(designId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { routes } from '#shared/api/routes/index';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';

const SLOW = 300_000;
let runtime: TestRuntime;
let alice: WalkerUser;
let bob: WalkerUser;

const TEMPLATE = `Resources:
  Reports:
    Type: AWS::S3::Bucket
    Properties:
      VersioningConfiguration:
        Status: Enabled
`;

beforeAll(async () => {
  getTemplateValidator().validate(ROLE_TEMPLATE);
  runtime = await startRuntime();
  [alice, bob] = await Promise.all([
    subscribedUser(runtime, 'alice@drift.test', 'pro'),
    subscribedUser(runtime, 'bob@drift.test', 'pro'),
  ]);
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
});

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);

async function settled(user: WalkerUser, id: string, status: string) {
  for (let i = 0; i < 600; i++) {
    const answer = await call(user, 'deploymentsGet', { params: { id } });
    if (answer.body.status === status) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the deployment never became ${status}`);
}

describe('drift through the API on the local product', () => {
  it('a hand change in the sandbox console is found, with its control; revert clears it; another user sees nothing', {
    timeout: SLOW,
  }, async () => {
    const role = await call(alice, 'sandboxRole');
    const account = await call(alice, 'awsAccountsLink', {
      body: linkAccountRequest({ alias: 'Sandbox', role_arn: role.body.role_arn }),
    });
    const started = await call(alice, 'deploymentsInitiate', {
      body: {
        aws_account_id: account.body.id,
        region: 'me-south-1',
        stack_name: 'drift-api',
        template: TEMPLATE,
      },
    });
    expect(started.status).toBe(202);
    const id = started.body.deployment_id as string;
    await settled(alice, id, 'CREATE_COMPLETE');
    expect((await call(alice, 'deploymentsDriftGet', { params: { id } })).body).toEqual({ report: null });
    const revert = { revert_drift: true };
    const nothingYet = await call(alice, 'deploymentsChangeSetCreate', { params: { id }, body: revert });
    expect(nothingYet.status).toBe(409);

    const edit = { logical_id: 'Reports', path: '/VersioningConfiguration/Status', value: 'Suspended' };
    expect((await call(bob, 'sandboxConsoleEdit', { params: { id }, body: edit })).status).toBe(404);
    const edited = await call(alice, 'sandboxConsoleEdit', { params: { id }, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.body.resources[0].properties.VersioningConfiguration).toEqual({ Status: 'Suspended' });

    const report = (await call(alice, 'deploymentsDriftCheck', { params: { id } })).body;
    expect(report.status).toBe('DRIFTED');
    const [property] = report.resources.find(
      (r: { logical_id: string }) => r.logical_id === 'Reports',
    ).properties;
    expect(property).toMatchObject({ expected: '"Enabled"', actual: '"Suspended"' });
    expect(property.broken_controls.map((c: { rule_id: string }) => c.rule_id)).toContain(
      's3-bucket-versioning',
    );
    expect((await call(bob, 'deploymentsDriftGet', { params: { id } })).status).toBe(404);

    // the revert is a change set shown before it runs: the drifted bucket is modified, nothing else
    const preview = await call(alice, 'deploymentsChangeSetCreate', { params: { id }, body: revert });
    expect(preview.status).toBe(200);
    expect(preview.body.changes).toEqual([
      expect.objectContaining({ action: 'modify', logical_id: 'Reports', data_loss: false }),
    ]);
    expect(preview.body.change_set_name).toMatch(/^sahab-revert-/);
    // the score before is the live (drifted) bucket's, which breaks versioning; after, the template's
    const before = preview.body.scores_before as Record<string, number>;
    const after = preview.body.scores_after as Record<string, number>;
    const lower = Object.keys(after).filter(
      (framework) => (before[framework] ?? 100) < (after[framework] ?? 0),
    );
    expect(lower.length).toBeGreaterThan(0);
    for (const framework of Object.keys(after))
      expect(before[framework]).toBeLessThanOrEqual(after[framework]!);
    const name = preview.body.change_set_name as string;
    const bobs = await call(bob, 'deploymentsChangeSetExecute', { params: { id, name }, body: revert });
    expect(bobs.status).toBe(404);
    const reverting = await call(alice, 'deploymentsChangeSetExecute', {
      params: { id, name },
      body: revert,
    });
    expect(reverting.status).toBe(202);
    await settled(alice, id, 'UPDATE_COMPLETE');
    expect((await call(alice, 'deploymentsDriftCheck', { params: { id } })).body.status).toBe('IN_SYNC');

    // the history an auditor reads: the checks, the revert with its change set, and how each ended
    const history = (await call(alice, 'deploymentsHistory', { params: { id } })).body.entries as {
      action: string;
      actor: string;
      outcome: string | null;
      summary: string;
      change_set: { name: string } | null;
    }[];
    expect(history.map((e) => [e.action, e.outcome])).toEqual([
      ['create', null],
      ['create', 'succeeded'],
      ['drift-check', null],
      ['revert', null],
      ['revert', 'succeeded'],
      ['drift-check', null],
    ]);
    // who: the person (the e-mail the identity gives), never the bare user id, on every request
    for (const entry of [history[0], history[2], history[3], history[5]])
      expect(entry?.actor).toBe(alice.email);
    expect(JSON.stringify(history)).not.toContain(alice.sub);
    expect(history[2]?.summary).toContain('Reports /VersioningConfiguration/Status');
    expect(history[3]?.change_set?.name).toBe(name);
    expect(history[5]?.summary).toContain('every resource matches the template');
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { startDeployment } from '#functions/lib/deployments/start-deployment';
import { updateDeployment } from '#functions/lib/deployments/update-deployment';
import {
  MISSING_VPC_TEMPLATE,
  SMALL_TEMPLATE,
  startWorkflowHarness,
  UNKNOWN_TYPE_TEMPLATE,
} from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

// the validator's WebAssembly start takes seconds on a busy machine
beforeAll(() => {
  getTemplateValidator().validate(SMALL_TEMPLATE);
}, 300_000);

type Harness = Awaited<ReturnType<typeof startWorkflowHarness>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

/** SMALL_TEMPLATE with the log group kept 2 years instead of one: an in-place update. */
const LONGER_LOGS = SMALL_TEMPLATE.replace('RetentionInDays: 365', 'RetentionInDays: 731');
/** SMALL_TEMPLATE plus a subnet in a VPC the account does not have: the update rolls back. */
const FAILING_UPDATE = SMALL_TEMPLATE.replace(
  'Outputs:',
  `${MISSING_VPC_TEMPLATE.slice(MISSING_VPC_TEMPLATE.indexOf('  Subnet:')).replace('DependsOn: Logs', 'DependsOn: Queue')}Outputs:`,
);

async function deployed(h: Harness, userId: string) {
  const account = await h.linkedAccount(userId);
  const record = await startDeployment(h.ports, account, {
    region: SANDBOX_REGION,
    stackName: 'app-stack',
    template: SMALL_TEMPLATE,
  });
  expect((await h.executionEnded(`deploy-${record.id}`)).error).toBeUndefined();
  return { account, record };
}

async function update(h: Harness, userId: string, id: string, template: string) {
  const started = await updateDeployment(h.ports, userId, id, { template });
  // each update is its own execution, named by the time it was requested
  const outcome = await h.executionEnded(`update-${id}-${Date.parse(started.updatedAt)}`);
  return { started, outcome, stored: await h.ports.deployments.get(userId, id) };
}

describe('update-stack workflow on the local ASL runner with the sandbox cloud', { timeout: 120_000 }, () => {
  it('updates the stack in place: same deployment, new template, UPDATE_IN_PROGRESS then UPDATE_COMPLETE, published live', async () => {
    harness = await startWorkflowHarness();
    const { account, record } = await deployed(harness, 'user-updater');
    const { started, outcome, stored } = await update(harness, account.userId, record.id, LONGER_LOGS);
    expect(started.status).toBe('UPDATE_IN_PROGRESS');
    expect(outcome.error).toBeUndefined();
    expect(stored).toMatchObject({ id: record.id, status: 'UPDATE_COMPLETE', template: LONGER_LOGS });
    expect(stored?.previousVersion).toBeUndefined();
    expect(stored?.resources.find((r) => r.logical_id === 'Logs')?.status).toBe('UPDATE_COMPLETE');
    expect(stored?.events[0]).toMatchObject({ logical_id: 'app-stack', status: 'UPDATE_COMPLETE' });
    expect(stored?.events.map((e) => `${e.logical_id} ${e.status}`)).toContain('Logs UPDATE_IN_PROGRESS');
    expect(stored?.outputs.QueueUrl).toMatch(/app-stack-Queue-/);

    const statuses = harness.published
      .filter((p) => p.topicId === record.id && p.message.type === 'deployment')
      .map((p) => (p.message.type === 'deployment' ? p.message.status : ''));
    // after the create's messages, only the update's, ending with its final status
    const afterCreate = statuses.slice(statuses.lastIndexOf('CREATE_COMPLETE') + 1);
    expect(afterCreate.length).toBeGreaterThan(0);
    expect(afterCreate.every((status) => status.startsWith('UPDATE_'))).toBe(true);
    expect(statuses.at(-1)).toBe('UPDATE_COMPLETE');
  });

  it('refuses a second update while one is in progress, in words that say why', async () => {
    harness = await startWorkflowHarness();
    const { account, record } = await deployed(harness, 'user-busy');
    await updateDeployment(harness.ports, account.userId, record.id, { template: LONGER_LOGS });
    await expect(
      updateDeployment(harness.ports, account.userId, record.id, { template: SMALL_TEMPLATE }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'The deployment app-stack is in progress (Updating): wait until it finishes, then try again.',
    });
    expect((await harness.executionEnded(`update-${record.id}`)).error).toBeUndefined();
  });

  it('records a rollback: UPDATE_ROLLBACK_COMPLETE with the failed resource, and the old template back', async () => {
    harness = await startWorkflowHarness();
    const { account, record } = await deployed(harness, 'user-rollback');
    const { stored } = await update(harness, account.userId, record.id, FAILING_UPDATE);
    expect(stored?.status).toBe('UPDATE_ROLLBACK_COMPLETE');
    expect(stored?.statusReason).toContain("'vpc-0123456789abcdef0' does not exist");
    expect(stored?.template).toBe(SMALL_TEMPLATE);
    expect(stored?.previousVersion).toBeUndefined();
    // the history has the request, then how it ended: rolled back, with the reason
    const history = await harness.ports.history.list(account.userId, record.id);
    expect(history.slice(-2).map((e) => [e.action, e.outcome])).toEqual([
      ['update', undefined],
      ['update', 'rolled back'],
    ]);
    expect(history.at(-1)?.summary).toContain("'vpc-0123456789abcdef0' does not exist");
    // a rolled-back stack may be updated again
    const again = await update(harness, account.userId, record.id, LONGER_LOGS);
    expect(again.stored?.status).toBe('UPDATE_COMPLETE');
  });

  it('gives the deployment back its template and status when the validity gate refuses the update', async () => {
    harness = await startWorkflowHarness();
    const { account, record } = await deployed(harness, 'user-refused');
    const { outcome, stored } = await update(harness, account.userId, record.id, UNKNOWN_TYPE_TEMPLATE);
    expect(outcome.error).toBeDefined();
    expect(stored).toMatchObject({
      status: 'CREATE_COMPLETE',
      template: SMALL_TEMPLATE,
      statusReason: 'Update failed: Template format error: Unrecognized resource types: [AWS::Foo::Bar]',
    });
    expect(stored?.previousVersion).toBeUndefined();
    const last = (await harness.ports.history.list(account.userId, record.id)).at(-1);
    expect(last).toMatchObject({ action: 'update', outcome: 'failed' });
    expect(last?.summary).toContain('Unrecognized resource types');
  });

  it("goes back to the stack's status when CloudFormation has no updates to perform", async () => {
    harness = await startWorkflowHarness();
    const { account, record } = await deployed(harness, 'user-same');
    const { outcome, stored } = await update(harness, account.userId, record.id, `${SMALL_TEMPLATE}\n`);
    expect(outcome.error).toBeUndefined();
    expect(stored).toMatchObject({
      status: 'CREATE_COMPLETE',
      statusReason: 'No updates are to be performed.',
    });
  });
});

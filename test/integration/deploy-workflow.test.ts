import { afterEach, describe, expect, it } from 'vitest';
import { requestDeploymentDeletion } from '#functions/lib/deployments/delete-deployment';
import { getDeployment } from '#functions/lib/deployments/get-deployment';
import { listDeployments } from '#functions/lib/deployments/list-deployments';
import { startDeployment } from '#functions/lib/deployments/start-deployment';
import { liveMessageSchema } from '#shared/live/messages';
import {
  MISSING_VPC_TEMPLATE,
  SMALL_TEMPLATE,
  startWorkflowHarness,
  UNKNOWN_TYPE_TEMPLATE,
} from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

type Harness = Awaited<ReturnType<typeof startWorkflowHarness>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

async function deploy(h: Harness, template: string, stackName = 'app-stack') {
  const account = await h.linkedAccount('user-deployer');
  const record = await startDeployment(h.ports, account, { region: SANDBOX_REGION, stackName, template });
  const outcome = await h.executionEnded(`deploy-${record.id}`);
  return { account, record, outcome, stored: await h.deployment(record) };
}

// the first test pays for the validator's WebAssembly start (seconds on a busy machine)
describe('deploy-stack workflow on the local ASL runner with the sandbox cloud', { timeout: 120_000 }, () => {
  it('creates the stack and records status, outputs, stack id, resources and events', async () => {
    harness = await startWorkflowHarness();
    const { outcome, stored } = await deploy(harness, SMALL_TEMPLATE);
    expect(outcome.error).toBeUndefined();
    expect(stored?.status).toBe('CREATE_COMPLETE');
    expect(stored?.stackId).toMatch(/^arn:aws:cloudformation:me-central-1:\d{12}:stack\/app-stack\//);
    expect(stored?.outputs.QueueUrl).toMatch(
      /^https:\/\/sqs\.me-central-1\.amazonaws\.com\/\d{12}\/app-stack-Queue-/,
    );
    expect(stored?.resources.map((r) => [r.logical_id, r.status]).sort()).toEqual([
      ['Key', 'CREATE_COMPLETE'],
      ['Logs', 'CREATE_COMPLETE'],
      ['Queue', 'CREATE_COMPLETE'],
    ]);
    expect(stored?.events[0]).toMatchObject({ logical_id: 'app-stack', status: 'CREATE_COMPLETE' });
  });

  it('publishes each observation to the owner on the deployment topic, ending with the view GET answers', async () => {
    harness = await startWorkflowHarness();
    const { account, record } = await deploy(harness, SMALL_TEMPLATE);
    const mine = harness.published.filter((p) => p.topicId === record.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.userId === account.userId)).toBe(true);
    // what goes on the wire parses back into the same message
    for (const { message } of mine)
      expect(liveMessageSchema.parse(JSON.parse(JSON.stringify(message)))).toEqual(message);
    const last = mine.at(-1)?.message;
    expect(last).toEqual({
      type: 'deployment',
      ...(await getDeployment(harness.ports, account.userId, record.id)),
    });
    expect(last?.type === 'deployment' && last.status).toBe('CREATE_COMPLETE');
  });

  it('records the failed resource reason when the stack rolls back', async () => {
    harness = await startWorkflowHarness();
    const { stored } = await deploy(harness, MISSING_VPC_TEMPLATE);
    expect(stored?.status).toBe('ROLLBACK_COMPLETE');
    expect(stored?.statusReason).toContain("'vpc-0123456789abcdef0' does not exist");
    expect(stored?.resources.find((r) => r.logical_id === 'Subnet')?.status).toMatch(
      /DELETE_COMPLETE|CREATE_FAILED/,
    );
  });

  it('fails at the validity gate with CloudFormation words for an unknown resource type', async () => {
    harness = await startWorkflowHarness();
    const { outcome, stored } = await deploy(harness, UNKNOWN_TYPE_TEMPLATE);
    expect(outcome.error).toBeDefined();
    expect(stored?.status).toBe('CREATE_FAILED');
    expect(stored?.statusReason).toBe('Template format error: Unrecognized resource types: [AWS::Foo::Bar]');
    expect(stored?.stackId).toBeUndefined();
  });

  it('marks the deployment failed when the stack does not settle before the deadline', async () => {
    // speed 1: the KMS key alone takes real seconds; the deadline is 50 ms away
    harness = await startWorkflowHarness({ speed: 1, timeoutSeconds: 0.05, waitMilliseconds: 20 });
    const { outcome, stored } = await deploy(harness, SMALL_TEMPLATE);
    expect(outcome.error).toBeDefined();
    expect(stored?.status).toBe('CREATE_FAILED');
    expect(stored?.statusReason).toMatch(/did not reach a final status before the deadline/);
  });
});

describe('delete-stack workflow', { timeout: 120_000 }, () => {
  it('deletes the stack, keeps the deployment in history as DELETE_COMPLETE and frees its stack name', async () => {
    const local = await startWorkflowHarness();
    harness = local;
    const { account, record, stored } = await deploy(local, SMALL_TEMPLATE);
    await requestDeploymentDeletion(harness.ports, account.userId, record.id);
    const outcome = await harness.executionEnded(`delete-${record.id}`);
    expect(outcome.error).toBeUndefined();
    expect((await harness.deployment(record))?.status).toBe('DELETE_COMPLETE');
    // the page hears the final status, as the console shows a deleted stack under 'Deleted'
    expect(harness.published.at(-1)).toMatchObject({
      userId: account.userId,
      topicId: record.id,
      message: { type: 'deployment', deployment_id: record.id, status: 'DELETE_COMPLETE' },
    });
    // listed under 'deleted', not among the active ones
    const ids = async (filter: 'active' | 'deleted' | 'all') =>
      (await listDeployments(local.ports, account.userId, filter)).map((d) => d.deployment_id);
    expect(await ids('deleted')).toContain(record.id);
    expect(await ids('all')).toContain(record.id);
    expect(await ids('active')).not.toContain(record.id);
    const stack = await harness.cloud.describeStack(
      { roleArn: account.roleArn, externalId: account.userId, region: SANDBOX_REGION },
      stored?.stackId ?? 'missing',
    );
    expect(stack === undefined || stack.status === 'DELETE_COMPLETE').toBe(true);
    // the name is free again
    const again = await startDeployment(harness.ports, account, {
      region: SANDBOX_REGION,
      stackName: 'app-stack',
      template: SMALL_TEMPLATE,
    });
    expect((await harness.executionEnded(`deploy-${again.id}`)).error).toBeUndefined();
  });
});

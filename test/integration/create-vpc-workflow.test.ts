import { afterEach, describe, expect, it } from 'vitest';
import { createVpc } from '#functions/lib/accounts/create-vpc';
import type { LocalWorkflowStarter } from '#functions/lib/adapters/local/local-workflow-starter';
import { startWorkflowHarness } from '#test/fixtures/deployments';

type Harness = Awaited<ReturnType<typeof startWorkflowHarness>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

const clock = { now: () => Date.now(), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };

describe('create-vpc through the deploy-stack workflow', { timeout: 120_000 }, () => {
  it('answers the VPC and subnets once the tracked deployment completes', async () => {
    harness = await startWorkflowHarness();
    const account = await harness.linkedAccount('user-vpc');
    const answer = await createVpc(
      {
        userId: 'user-vpc',
        accountId: account.id,
        region: 'me-central-1',
        vpcName: 'Net-A',
        cidrBlock: '10.40.0.0/16',
      },
      { deployments: harness.ports, wait: { ...clock, pollMs: 50, maxWaitMs: 60_000 } },
    );
    expect(answer).toMatchObject({ success: true, error: null });
    expect(answer.subnetIds).toHaveLength(6);
    const deployment = await harness.deployment({ userId: 'user-vpc', id: answer.deploymentId ?? '' });
    expect(deployment).toMatchObject({ stackName: 'Net-A', status: 'CREATE_COMPLETE' });
    expect(deployment?.parameterValues).toEqual({ VpcName: 'Net-A', VpcCidr: '10.40.0.0/16' });
    expect(deployment?.outputs.VpcId).toBe(answer.vpcId);
  });

  it('says a VPC still being created is in progress, naming the deployment to follow', async () => {
    // speed 1: a VPC's resources take CloudFormation's real seconds; the request waits 300 ms
    harness = await startWorkflowHarness({ speed: 1 });
    const account = await harness.linkedAccount('user-slow');
    const answer = await createVpc(
      {
        userId: 'user-slow',
        accountId: account.id,
        region: 'me-central-1',
        vpcName: 'Net-B',
        cidrBlock: '10.50.0.0/16',
      },
      { deployments: harness.ports, wait: { ...clock, pollMs: 50, maxWaitMs: 300 } },
    );
    expect(answer).toMatchObject({
      success: false,
      vpcId: null,
      subnetIds: [],
      message: 'Stack Net-B is still being created; the VPC will be listed when it completes.',
    });
    expect(answer.error).toMatch(
      /^Stack Net-B is still (pending|validating|creating_stack|CREATE_IN_PROGRESS)$/,
    );
    const deployment = await harness.deployment({ userId: 'user-slow', id: answer.deploymentId ?? '' });
    expect(deployment?.stackName).toBe('Net-B');
  });

  it("refuses an account that is not the caller's with 404, starting nothing", async () => {
    harness = await startWorkflowHarness();
    const account = await harness.linkedAccount('user-owner');
    await expect(
      createVpc(
        {
          userId: 'user-other',
          accountId: account.id,
          region: 'me-central-1',
          vpcName: 'Net-C',
          cidrBlock: '10.60.0.0/16',
        },
        { deployments: harness.ports, wait: { ...clock, pollMs: 50, maxWaitMs: 1_000 } },
      ),
    ).rejects.toThrow('AWS account not found');
    expect(await harness.ports.deployments.list('user-other')).toEqual([]);
  });
});

// A harness closes its table after each test; a workflow still polling a slow stack must not
// write to it afterwards (that surfaced as dynalite's "Database is closed" after a test ended).
describe('draining the local workflow runner', { timeout: 60_000 }, () => {
  it('stops a running deployment workflow: nothing is written once drain resolves', async () => {
    harness = await startWorkflowHarness({ speed: 1 });
    const account = await harness.linkedAccount('user-drain');
    const request = { userId: 'user-drain', accountId: account.id, region: 'me-central-1' };
    const answer = await createVpc(
      { ...request, vpcName: 'Net-D', cidrBlock: '10.70.0.0/16' },
      { deployments: harness.ports, wait: { ...clock, pollMs: 50, maxWaitMs: 1_500 } },
    );
    // the stack is still being created, so its workflow is still polling and recording progress
    expect(answer.success).toBe(false);
    await (harness.ports.workflows as LocalWorkflowStarter).drain();
    const drained = JSON.stringify(await harness.table.items());
    const publishedAtDrain = harness.published.length;
    await clock.sleep(4_000);
    expect(harness.published.length).toBe(publishedAtDrain);
    expect(JSON.stringify(await harness.table.items())).toBe(drained);
  });
});

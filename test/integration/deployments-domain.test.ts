import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeployment } from '#functions/lib/deployments/get-deployment';
import { initiateDeployment } from '#functions/lib/deployments/initiate-deployment';
import { listDeployments } from '#functions/lib/deployments/list-deployments';
import { SMALL_TEMPLATE, startWorkflowHarness } from '#test/fixtures/deployments';
import { subBombTemplate } from '#test/fixtures/imports';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

let harness: Awaited<ReturnType<typeof startWorkflowHarness>>;
beforeAll(async () => {
  harness = await startWorkflowHarness();
}, 120_000);
afterAll(() => harness.stop());

const request = (stackName: string, region = SANDBOX_REGION) => ({
  region,
  stackName,
  template: SMALL_TEMPLATE,
});

describe('deployments API domain', { timeout: 120_000 }, () => {
  it('answers 202-style {deployment_id, status} and lists and shows the deployment with its resources', async () => {
    const account = await harness.linkedAccount('user-api');
    const started = await initiateDeployment(harness.ports, account.userId, account.id, request('api-one'));
    expect(started.status).toBe('pending');
    await harness.executionEnded(`deploy-${started.deployment_id}`);
    const list = await listDeployments(harness.ports, account.userId);
    expect(list.map((d) => [d.stack_name, d.status, d.sandbox])).toEqual([
      ['api-one', 'CREATE_COMPLETE', true],
    ]);
    const detail = await getDeployment(harness.ports, account.userId, started.deployment_id);
    expect(detail.resources.map((r) => r.logical_id).sort()).toEqual(['Key', 'Logs', 'Queue']);
    expect(detail.events.length).toBeGreaterThan(3);
    expect(detail.deployment_url).toBe('');
  });

  it('refuses a stack name already used in the same account and region with 409 and a detail', async () => {
    const account = await harness.linkedAccount('user-dup');
    const first = await initiateDeployment(harness.ports, account.userId, account.id, request('dup-stack'));
    await expect(
      initiateDeployment(harness.ports, account.userId, account.id, request('dup-stack')),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: `A deployment named dup-stack already exists in this account and region (${SANDBOX_REGION})`,
    });
    const elsewhere = await initiateDeployment(
      harness.ports,
      account.userId,
      account.id,
      request('dup-stack', 'us-west-2'),
    );
    await harness.executionEnded(`deploy-${first.deployment_id}`);
    await harness.executionEnded(`deploy-${elsewhere.deployment_id}`);
  });

  it.each(['Properties', 'Metadata', 'Outputs'] as const)(
    'refuses a few hundred bytes of nested Fn::Sub asking for gigabytes in %s with 400, recording nothing',
    async (site) => {
      const account = await harness.linkedAccount(`user-bomb-${site}`);
      const template = subBombTemplate(14, site);
      await expect(
        initiateDeployment(harness.ports, account.userId, account.id, { ...request('bomb'), template }),
      ).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/^The template builds text too large/),
      });
      expect(await listDeployments(harness.ports, account.userId)).toEqual([]);
    },
  );

  it("answers 404 for an unknown account and for another user's deployment", async () => {
    const owner = await harness.linkedAccount('user-owner');
    await expect(
      initiateDeployment(harness.ports, owner.userId, 'no-such-account', request('x-stack')),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    const mine = await initiateDeployment(harness.ports, owner.userId, owner.id, request('owned-stack'));
    await expect(getDeployment(harness.ports, 'user-stranger', mine.deployment_id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await harness.executionEnded(`deploy-${mine.deployment_id}`);
  });
});

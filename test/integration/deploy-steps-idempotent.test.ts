import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeploymentStack } from '#functions/lib/deployments/create-stack';
import { deploymentTarget } from '#functions/lib/deployments/owned-deployment';
import { validateDeploymentTemplate } from '#functions/lib/deployments/validate-template';
import { pendingDeployment, startWorkflowHarness } from '#test/fixtures/deployments';

/**
 * The deploy workflow's first steps may run twice (Step Functions retries a step whose Lambda
 * died; the local runtime starts an interrupted workflow again after a crash): the second run
 * must carry on with the stack the first one created, never fail on it or create another.
 */
let harness: Awaited<ReturnType<typeof startWorkflowHarness>>;
beforeAll(async () => {
  harness = await startWorkflowHarness();
}, 120_000);
afterAll(() => harness.stop());

describe('deploy steps run twice', { timeout: 120_000 }, () => {
  it('keeps the recorded stack and status when create and validate run again', async () => {
    const account = await harness.linkedAccount('user-twice');
    const record = pendingDeployment(account, 'twice-stack');
    await harness.ports.deployments.create(record);
    await createDeploymentStack(harness.ports, record.userId, record.id);
    const first = await harness.deployment(record);

    await validateDeploymentTemplate(harness.ports, record.userId, record.id);
    await createDeploymentStack(harness.ports, record.userId, record.id);

    const again = await harness.deployment(record);
    expect(again?.stackId).toBe(first?.stackId);
    expect(again?.status).toBe('CREATE_IN_PROGRESS');
  });

  it('adopts the stack it created when the crash came before the stack id was recorded', async () => {
    const account = await harness.linkedAccount('user-adopt');
    const record = pendingDeployment(account, 'adopt-stack');
    await harness.ports.deployments.create(record);
    // the first run's CreateStack reached CloudFormation; recording its answer did not happen
    const { stackId } = await (await harness.ports.stacks()).createStack(deploymentTarget(record), {
      stackName: record.stackName,
      templateBody: record.template,
      tags: { 'sahab:deployment-id': record.id },
      executionRoleArn: record.executionRoleArn,
    });

    await createDeploymentStack(harness.ports, record.userId, record.id);

    expect(await harness.deployment(record)).toMatchObject({ stackId, status: 'CREATE_IN_PROGRESS' });
  });

  it("refuses a stack of the same name that another deployment created, in CloudFormation's words", async () => {
    const account = await harness.linkedAccount('user-clash');
    const record = pendingDeployment(account, 'clash-stack');
    await harness.ports.deployments.create(record);
    await (await harness.ports.stacks()).createStack(deploymentTarget(record), {
      stackName: record.stackName,
      templateBody: record.template,
      tags: { 'sahab:deployment-id': 'someone-else' },
      executionRoleArn: record.executionRoleArn,
    });

    await expect(createDeploymentStack(harness.ports, record.userId, record.id)).rejects.toThrow(
      'Stack [clash-stack] already exists',
    );
  });
});

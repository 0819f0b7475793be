import { afterEach, expect, it } from 'vitest';
import { requestDeploymentDeletion } from '#functions/lib/deployments/delete-deployment';
import { startDeployment } from '#functions/lib/deployments/start-deployment';
import { updateDeployment } from '#functions/lib/deployments/update-deployment';
import { SMALL_TEMPLATE, startWorkflowHarness } from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

type Harness = Awaited<ReturnType<typeof startWorkflowHarness>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

/** The statuses published on the deployment's topic, in order. */
const publishedStatuses = (h: Harness, id: string) =>
  h.published.flatMap((p) => (p.topicId === id && p.message.type === 'deployment' ? [p.message.status] : []));

// A sandbox so fast that every operation has ended before the workflow's first observation (its
// wait state is 300 ms, the stack's whole timeline well under that): the workflow started the
// operation itself, so its watchers still hear it in progress before they hear how it ended.
it('publishes each operation in progress before its end, however soon the stack settles', {
  timeout: 120_000,
}, async () => {
  harness = await startWorkflowHarness({ speed: 1_000_000, waitMilliseconds: 300 });
  const account = await harness.linkedAccount('user-quick');
  const record = await startDeployment(harness.ports, account, {
    region: SANDBOX_REGION,
    stackName: 'quick-stack',
    template: SMALL_TEMPLATE,
  });
  expect((await harness.executionEnded(`deploy-${record.id}`)).error).toBeUndefined();
  expect(publishedStatuses(harness, record.id)).toEqual(['CREATE_IN_PROGRESS', 'CREATE_COMPLETE']);

  const longerLogs = SMALL_TEMPLATE.replace('RetentionInDays: 365', 'RetentionInDays: 731');
  const started = await updateDeployment(harness.ports, account.userId, record.id, { template: longerLogs });
  const updated = await harness.executionEnded(`update-${record.id}-${Date.parse(started.updatedAt)}`);
  expect(updated.error).toBeUndefined();
  expect(publishedStatuses(harness, record.id).slice(2)).toEqual(['UPDATE_IN_PROGRESS', 'UPDATE_COMPLETE']);

  await requestDeploymentDeletion(harness.ports, account.userId, record.id);
  expect((await harness.executionEnded(`delete-${record.id}`)).error).toBeUndefined();
  expect(publishedStatuses(harness, record.id).slice(4)).toEqual(['DELETE_IN_PROGRESS', 'DELETE_COMPLETE']);
});

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

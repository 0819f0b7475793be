import { expect, type Page, test } from '@playwright/test';
import { evaluateAll } from '#shared/generation/checklist/assertions';
import type { Checklist } from '#shared/generation/checklist/types';
import { STUDIO } from '#shared/messages/studio';
import { linkSandboxAccount, newEmail, screenshot, sessionArtifacts, signInSubscribed } from './helpers';

// The agents, the compliance engine and AWS's validator on a busy machine.
test.setTimeout(300_000);

const shot = (page: Page, name: string) => screenshot(page, name);

test("the checklist's statuses are what its assertions return on the template, and the review says where the account baseline stands", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('studio-ledger'), 'Pro');
  await linkSandboxAccount(page, 'Ledger sandbox');
  await page.goto('/app');
  await page
    .getByLabel('Describe what you need')
    .fill(
      'A Lambda function reads orders from an SQS queue and writes them to a DynamoDB table, for production. No load balancers. Keep the orders for 90 days and the function logs for 90 days. Staff use Amazon WorkSpaces desktops.',
    );
  await page.getByRole('button', { name: 'Generate design' }).click();
  await expect(page).toHaveURL(/session=/);
  const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
  await expect(page.getByTestId('stage-artifacts')).toHaveAttribute('data-status', 'completed', {
    timeout: 240_000,
  });

  const artifacts = await sessionArtifacts(page, sessionId);
  const content = (kind: string) => artifacts.find((a) => a.kind === kind)?.content ?? '';
  const checklist = JSON.parse(content('checklist')) as Checklist;
  const template = content('cloudformation');
  const checked = checklist.items.filter((item) => item.assertions?.length);
  // met, not met and (for the desktops nothing builds) not met: the ledger has more than one verdict
  expect(new Set(checked.map((item) => item.status)).size).toBeGreaterThan(1);
  for (const item of checked)
    expect(item.status, item.requirement).toBe(evaluateAll(item.assertions ?? [], template).status);

  await page.getByRole('tab', { name: 'Requirements' }).click();
  for (const item of checked) {
    // the row whose requirement is this item's (a service's row may quote a setting's words in its detail)
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText(item.requirement, { exact: true }) })
      .first();
    await expect(row, item.requirement).toContainText(STUDIO.checklist[item.status]);
  }
  await shot(page, 'studio-ledger-requirements');

  await page.getByRole('tab', { name: 'Compliance' }).click();
  const baseline = page.getByTestId('studio-account-baseline');
  // a new sandbox account has no trail, Config recorder or Security Hub: the baseline is to deploy
  await expect(baseline).toContainText('deploy the account baseline');
  await expect(baseline).toContainText('the sandbox account, read now');
  await shot(page, 'studio-ledger-baseline');
  // the logs' 90 days are the brief's choice: recorded in the template as accepted, listed as such
  const accepted = page.getByRole('row').filter({ hasText: 'accepted until' });
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText('HandlerLogs');
  await expect(accepted).toContainText('Stated in the brief ("90 days")');
  expect(template).toContain('accepted_risks');
  await accepted.scrollIntoViewIfNeeded();
  await shot(page, 'studio-ledger-accepted');
});

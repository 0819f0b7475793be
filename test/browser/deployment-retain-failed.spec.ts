import { expect, test } from '@playwright/test';
import {
  DEPLOYMENTS,
  DEPLOYMENT_STATUS_LABELS as LABEL,
  DEPLOYMENT_CHANGES as TEXT,
} from '#shared/messages/deployments';
import { deployAndWait, linkSandboxAccount } from '#test/fixtures/browser-api';
import { DATABASE_STACK_TEMPLATE } from '#test/fixtures/database-stack';
import { newEmail, screenshot, signInSubscribed, storedAccessToken } from './helpers';

// The sandbox compiles AWS's template validator on first use: slow on a busy machine.
test.setTimeout(300_000);

test('a delete that failed on a protected database is retried keeping it, and the deleted stack lists it as kept', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('retainer'));
  await page.goto('/deployments');
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Sandbox Lab');
  // deletion protection is on by default: the first delete fails on the database, as in AWS
  const id = await deployAndWait(page.request, token, {
    accountId,
    stackName: 'orders-db',
    template: DATABASE_STACK_TEMPLATE,
  });
  await page.getByRole('button', { name: DEPLOYMENTS.refresh }).click();
  const item = page.getByTestId(`deployment-${id}`);
  await item
    .getByRole('button', { name: /orders-db/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await item.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  // nothing has failed yet: there is nothing to keep, so no such choice
  await expect(dialog.getByTestId('retained-resources')).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  await expect(item).toContainText(LABEL.DELETE_FAILED!, { timeout: 120_000 });

  // The retry offers to keep what failed, ticked.
  await item.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  const keep = dialog.getByRole('checkbox', { name: TEXT.retainFailed('Database') });
  await expect(keep).toBeChecked();
  await expect(dialog).toContainText(TEXT.retainFailedHint);
  // the database stays whole (not as a final snapshot): the delete failed on it
  await expect(dialog.getByTestId('retained-resources')).toContainText(TEXT.retainedReasons.DeleteFailed!);
  await screenshot(page, 'deployment-retain-failed-choice', false);
  await dialog.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  await expect(page.getByText(DEPLOYMENTS.noActive)).toBeVisible({ timeout: 120_000 });

  // Afterwards the deleted stack says the database is still in the account, and why.
  await page.getByRole('button', { name: DEPLOYMENTS.deletedView }).click();
  await item
    .getByRole('button', { name: /orders-db/ })
    .first()
    .click();
  const kept = item.getByTestId('retained-resources');
  await expect(kept).toContainText(TEXT.retainedAfter);
  await expect(kept).toContainText('Database');
  await expect(kept).toContainText(TEXT.retainedReasonsAfter.DeleteFailed!);
  await screenshot(page, 'deployment-retain-failed-after');
});

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
test.setTimeout(420_000);

test('updates a database stack through a reviewed change set, then turns its protection off and deletes it, keeping what it retains', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('updater'));
  await page.goto('/deployments');
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Sandbox Lab');
  const id = await deployAndWait(page.request, token, {
    accountId,
    stackName: 'orders-db',
    template: DATABASE_STACK_TEMPLATE,
  });
  await page.getByRole('button', { name: DEPLOYMENTS.refresh }).click();
  const item = page.getByTestId(`deployment-${id}`);
  await expect(item).toContainText(LABEL.CREATE_COMPLETE!);
  // the row opens to its actions
  await item
    .getByRole('button', { name: /orders-db/ })
    .first()
    .click();

  // A new database name: the change set shows the replacement in red, with what it costs.
  await item.getByRole('button', { name: TEXT.update, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'DatabaseName' }).fill('9orders');
  await dialog.getByRole('button', { name: TEXT.reviewChanges }).click();
  // a value outside its pattern is refused on the field, before anything is asked of AWS
  await expect(dialog).toContainText('DatabaseName must start with a letter');
  await dialog.getByRole('textbox', { name: 'DatabaseName' }).fill('orders_v2');
  await dialog.getByRole('button', { name: TEXT.reviewChanges }).click();
  const changeSet = dialog.getByTestId('change-set');
  await expect(changeSet).toContainText(TEXT.actions.replace!, { timeout: 60_000 });
  await expect(changeSet).toContainText(TEXT.dataLoss('Database'));
  await expect(dialog).toContainText(TEXT.scoreBefore);
  await expect(dialog).toContainText(TEXT.scoreAfter);
  await screenshot(page, 'deployment-update-change-set', false);
  await dialog.getByRole('button', { name: TEXT.apply }).click();
  await expect(page.getByText(TEXT.updateStarted)).toBeVisible();
  // the dialog closes as the row turns Updating: 'Updated' from here on is this update's end
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(LABEL.UPDATE_COMPLETE!, { timeout: 120_000 });
  await screenshot(page, 'deployment-update-complete');

  // Deletion protection off is an update like any other.
  await item.getByRole('button', { name: TEXT.update, exact: true }).click();
  await dialog.getByRole('button', { name: /DeletionProtection/ }).click();
  await page.getByRole('option', { name: 'false' }).click();
  await dialog.getByRole('button', { name: TEXT.reviewChanges }).click();
  await expect(dialog.getByTestId('change-set')).toContainText(TEXT.actions.modify!, { timeout: 60_000 });
  await dialog.getByRole('button', { name: TEXT.apply }).click();
  // the row says Updated already (the first update): wait for this one to start first
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(LABEL.UPDATE_COMPLETE!, { timeout: 120_000 });

  // The delete says what stays, before and after.
  await item.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  const retained = dialog.getByTestId('retained-resources');
  await expect(retained).toContainText('AuditLogs');
  await expect(retained).toContainText(TEXT.retainedReasons.Retain!);
  await expect(retained).toContainText(TEXT.retainedReasons.Snapshot!);
  await screenshot(page, 'deployment-delete-retained', false);
  await dialog.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  await expect(page.getByText(DEPLOYMENTS.noActive)).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: DEPLOYMENTS.deletedView }).click();
  await item
    .getByRole('button', { name: /orders-db/ })
    .first()
    .click();
  await expect(item.getByTestId('retained-resources')).toContainText(TEXT.retainedAfter);
  await item.getByRole('tab', { name: TEXT.history }).click();
  await expect(item.getByRole('table')).toContainText('delete');
  await expect(item.getByRole('table')).toContainText(`${TEXT.actions.replace} Database`);
  // each request, and how it ended
  await expect(item.getByRole('table')).toContainText('update: succeeded');
  await expect(item.getByRole('table')).toContainText('delete: succeeded');
  await screenshot(page, 'deployment-deleted-history');
});

import { expect, test } from '@playwright/test';
import { COMPLIANCE } from '#shared/messages/compliance';
import { TOASTS } from '#shared/messages/feedback';
import { deployAndWait, linkSandboxAccount } from '#test/fixtures/browser-api';
import { newEmail, screenshot, signInSubscribed, startScan, storedAccessToken } from './helpers';

// The sandbox role stack compiles AWS's template validator on first use, a database takes its
// (sandbox-shortened) creation time, and a scan reads a few hundred simulated resources.
test.setTimeout(540_000);

/**
 * An unencrypted database open to the internet: its encryption fix would replace it, deletion
 * protection is its owner's decision (only suggested), and closing it to the internet is in place.
 */
const DATABASE_TEMPLATE = `AWSTemplateFormatVersion: '2010-09-09'
Description: An order database created without storage encryption, reachable from the internet
Resources:
  OrdersDB:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      DBInstanceClass: db.t4g.micro
      AllocatedStorage: '20'
      MasterUsername: orders
      ManageMasterUserPassword: true
      PubliclyAccessible: true
`;

test("a fix that would replace a database is a migration note, deletion protection the owner's decision; a safe fix previews its change set, and the next scan no longer shows what it fixed", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('noura'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Orders Sandbox');
  const stackName = `orders-db-${Date.now().toString(36)}`;
  await deployAndWait(page.request, token, { accountId, stackName, template: DATABASE_TEMPLATE });

  await page.goto('/compliance');
  // the only account is chosen for the user
  await expect(page.getByText('Orders Sandbox', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: COMPLIANCE.startScan }).click();
  await expect(page.getByText(TOASTS.scanCompleted)).toBeVisible({ timeout: 240_000 });

  const search = page.getByRole('searchbox', { name: 'Find violations' });
  const counter = page.getByRole('heading', { name: /^Violations \(/ });
  const table = page.getByRole('table').filter({ hasText: 'Violation' }).first();
  const detail = page.getByRole('dialog');

  // The encryption finding: no 'Apply fix' anywhere, and the migration note says what to do.
  await search.fill(`${stackName} rds-storage-encrypted`);
  await expect(counter).toHaveText(/\(1\)/);
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(detail).toContainText(`${stackName} / OrdersDB`);
  // the template's fix is withheld, so the live finding offers none (nothing has drifted)
  await expect(detail.getByRole('button', { name: 'Review fix' })).toHaveCount(0);
  await expect(detail).toContainText('Not available: apply the remediation by hand');
  await expect(detail).toContainText(/replace RDS DB instance 'OrdersDB' with a new, empty one/);
  await expect(detail).toContainText(/take a snapshot .*restore it .*switch your applications/);
  await expect(detail.getByRole('button', { name: 'Apply fix' })).toHaveCount(0);
  await screenshot(page, 'fix-safety-migration-note', false);
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  // Deletion protection is the owner's call: suggested, never applied from here.
  await search.fill(`${stackName} rds-deletion-protection`);
  await expect(counter).toHaveText(/\(1\)/);
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(detail).toContainText('owner’s decision');
  await expect(detail.getByRole('button', { name: 'Apply fix' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  // Closing it to the internet changes the database in place: the confirmation lists the change set.
  await search.fill(`${stackName} rds-not-publicly-accessible`);
  await expect(counter).toHaveText(/\(1\)/);
  await table.getByRole('row').nth(1).getByRole('link').click();
  await detail.getByRole('button', { name: 'Review fix' }).click();
  await expect(detail.getByTestId('fix-diff')).toContainText('PubliclyAccessible');
  await detail.getByRole('button', { name: 'Apply fix' }).click();
  await expect(detail.getByText(`Update stack ${stackName}?`)).toBeVisible({ timeout: 60_000 });
  const changes = detail.getByRole('list', { name: 'Changes' });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes).toContainText('Modify OrdersDB (AWS::RDS::DBInstance): PubliclyAccessible');
  await expect(changes).not.toContainText('Replace');
  await changes.scrollIntoViewIfNeeded();
  await screenshot(page, 'fix-safety-change-set', false);
  await detail.getByRole('button', { name: 'Update stack' }).click();
  await expect(detail.getByText(`Stack ${stackName} updated`)).toBeVisible({ timeout: 180_000 });
  await screenshot(page, 'fix-safety-updated', false);
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  // The loop closes: the next scan of the account no longer shows the fixed finding, while the
  // database (still unencrypted) is still scanned and still fails encryption.
  await startScan(page);
  await expect(page.getByText(TOASTS.scanCompleted)).toBeVisible({ timeout: 240_000 });
  await search.fill(`${stackName} rds-storage-encrypted`);
  await expect(counter).toHaveText(/\(1\)/);
  await search.fill(`${stackName} rds-not-publicly-accessible`);
  await expect(counter).toHaveText(/\(0\)/);
  await screenshot(page, 'fix-safety-rescanned', false);
});

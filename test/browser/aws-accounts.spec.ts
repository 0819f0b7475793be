import { expect, test } from '@playwright/test';
import { ROLE_PERMISSIONS } from '#shared/accounts/role-permissions';
import { CONFIRM } from '#shared/messages';
import { ACCOUNTS } from '#shared/messages/accounts';
import { TOASTS } from '#shared/messages/feedback';
import { regionLabel } from '#shared/residency/regions';
import { newEmail, screenshot, signInFromLanding } from './helpers';

// The sandbox role stack compiles AWS's template validator on first use: slow on a busy machine.
test.setTimeout(180_000);

test('links a sandbox account through the wizard, validates it, sees it listed and unlinks it', async ({
  page,
}) => {
  // A subscribed user (the sandbox checkout is the local runtime's way to buy a plan).
  const email = newEmail('ahmed');
  await signInFromLanding(page, email);
  await page.goto('/pricing');
  await page.getByTestId('plan-starter').getByRole('button', { name: 'Choose Starter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete payment' }).click();
  await page.waitForURL('**/app');

  // No account yet.
  await page.goto('/aws-accounts');
  await expect(page.getByRole('heading', { name: ACCOUNTS.title })).toBeVisible();
  await expect(page.getByText('No AWS accounts linked yet.')).toBeVisible();
  await screenshot(page, 'aws-accounts-empty');

  // Step 1: template download and the external id (the user's id), copied with a toast.
  await page.getByRole('button', { name: ACCOUNTS.linkAwsAccount }).first().click();
  const wizard = page.getByRole('dialog');
  await expect(wizard).toContainText('step 1 of 3');
  await expect(wizard.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'href',
    '/sahab-role.yaml',
  );
  // What the role lets Sahab do, and never do, in plain words.
  await expect(wizard.getByTestId('role-may').getByRole('listitem')).toHaveCount(ROLE_PERMISSIONS.may.length);
  await expect(wizard.getByTestId('role-never')).toContainText(ROLE_PERMISSIONS.never[4]);
  const externalId = (await wizard.getByTestId('external-id').textContent())?.trim();
  expect(externalId).toMatch(/\S{8,}/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await wizard.getByRole('button', { name: 'Copy external ID' }).click();
  await expect(page.getByText(TOASTS.copied)).toBeVisible();
  await expect(wizard.getByText('Copied', { exact: true })).toBeVisible();
  await screenshot(page, 'aws-accounts-wizard-step1', false);
  await expect(wizard.getByText('Copied', { exact: true })).toHaveCount(0, { timeout: 5_000 });

  // Step 2: the role is created in the sandbox account.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('step 2 of 3');
  await wizard.getByRole('button', { name: ACCOUNTS.createSandboxRole }).click();
  const roleArn = wizard.getByTestId('sandbox-role-arn');
  await expect(roleArn).toContainText(/arn:aws:iam::\d{12}:role\/SahabAccessRole/, { timeout: 150_000 });
  const arn =
    /arn:aws:iam::\d{12}:role\/SahabAccessRole/.exec((await roleArn.textContent()) ?? '')?.[0] ?? '';
  await screenshot(page, 'aws-accounts-wizard-step2', false);

  // Back and Next keep the place; step 3 has the ARN filled in.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard).toContainText('step 1 of 3');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('step 3 of 3');
  await expect(wizard.getByPlaceholder(ACCOUNTS.roleArnPlaceholder)).toHaveValue(arn);
  await wizard.getByPlaceholder(ACCOUNTS.aliasPlaceholder).fill('My Sandbox');
  // the default region is named with its place, as every region picker names it
  await expect(wizard).toContainText(regionLabel('us-east-1'));
  await screenshot(page, 'aws-accounts-wizard-step3', false);
  await wizard.getByRole('button', { name: 'Link Account' }).click();

  // Listed, labelled Sandbox, not validated yet, auth method without the underscore.
  await expect(page.getByText(TOASTS.accountLinked)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row', { name: /My Sandbox/ });
  await expect(row).toContainText(ACCOUNTS.sandbox);
  await expect(row).toContainText('IAM role');
  await expect(row).toContainText(ACCOUNTS.notValidated);
  await expect(row).toContainText(arn);

  // Validate: the sandbox's STS lets the platform in with this user's external id.
  await row.getByRole('button', { name: 'Validate My Sandbox' }).click();
  await expect(page.getByText(TOASTS.accountValid)).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(ACCOUNTS.active);
  // At 1280 px the whole table fits: nothing scrolls sideways and the Alias column stays in view.
  const table = await page.getByRole('table').first().boundingBox();
  expect((table?.x ?? 0) + (table?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('columnheader', { name: 'Alias' }).first()).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'aws-accounts-validated');

  // Unlink, after the spec's confirmation.
  await row.getByRole('button', { name: 'Unlink My Sandbox' }).click();
  await expect(page.getByRole('dialog')).toContainText(CONFIRM.unlinkAccount('My Sandbox'));
  await screenshot(page, 'aws-accounts-unlink-confirm', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText(TOASTS.accountUnlinked)).toBeVisible();
  await expect(page.getByText('No AWS accounts linked yet.')).toBeVisible();
});

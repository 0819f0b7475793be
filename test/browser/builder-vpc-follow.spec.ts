import { expect, type Locator, test } from '@playwright/test';
import { BUILDER } from '#shared/messages/builder';
import { TOASTS } from '#shared/messages/feedback';
import { holdRequests, linkSandboxAccount, newEmail, screenshot, signInSubscribed } from './helpers';

test.setTimeout(240_000);

// In real AWS the VPC stack takes longer than the create call may wait (API Gateway's 29 s), and
// the call answers `{success: false, deployment_id}`. The sandbox is quicker, so the test lets the
// real call run and hands the page that answer instead, naming the real deployment to follow.
test('Create compliant VPC follows a VPC stack that outlasts the request, then selects the VPC', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('vpc-follow'));
  await linkSandboxAccount(page, 'Follow Account');
  await page.route('**/api/templates/aws-resources/create-vpc', async (route) => {
    const real = await (await route.fetch()).json();
    expect(real.deployment_id).toBeTruthy();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        vpc_id: null,
        subnet_ids: [],
        message: 'Stack Sahab-VPC is still being created; the VPC will be listed when it completes.',
        error: 'Stack Sahab-VPC is still CREATE_IN_PROGRESS',
        deployment_id: real.deployment_id,
      }),
    });
  });

  // the deployment's reads wait until the test has seen the dialog waiting for it
  const release = await holdRequests(page, /\/api\/deployments\/[^/]+$/);

  await page.goto('/builder');
  await page.getByTestId('template-card-secure-database').click();
  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const dialog = page.getByRole('dialog', { name: /Deploy / });
  const openVpcDialog = dialog.getByRole('button', { name: BUILDER.createVpc });
  await expect(openVpcDialog).toBeEnabled();
  // the dialog grows as its parts load (subnets, estimate): it must not move under the pointer
  const topWhenOpened = await topOf(dialog);
  await openVpcDialog.click();
  const create = page.getByRole('dialog', { name: BUILDER.createCompliantVpc });
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: BUILDER.createVpc }).click();

  // the real call waits for the sandbox's stack first (up to its 25 s), longer on a busy machine
  await expect(create.getByTestId('vpc-following')).toContainText('still being created', { timeout: 60_000 });
  await expect(create.getByRole('button', { name: BUILDER.creating })).toBeDisabled();
  await screenshot(page, 'builder-vpc-following', false);
  release();

  // no failure: the dialog says it waits, then the VPC is chosen with its private subnets
  await expect(page.getByText(/VPC created successfully: vpc-/)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Stack Sahab-VPC is still CREATE_IN_PROGRESS')).toHaveCount(0);
  await expect(create).toBeHidden();
  const subnets = dialog.getByTestId('subnet-list');
  await expect(subnets.getByRole('checkbox', { checked: true })).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText(TOASTS.creatingVpc)).toHaveCount(0);
  expect(await topOf(dialog)).toBe(topWhenOpened);
  await screenshot(page, 'builder-vpc-followed', false);
});

/** Where a dialog's header starts on the screen, in CSS pixels. */
async function topOf(dialog: Locator): Promise<number | undefined> {
  return (await dialog.getByRole('heading').first().boundingBox())?.y;
}

// 'Creating compliant VPC...' auto-dismisses after 5 s; its timer once took the error that
// replaced it under the same id, so a quick failure vanished with it.
test('a quick failure to create the VPC stays on screen after the progress message would have gone', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('vpc-fails'));
  await linkSandboxAccount(page, 'Failing Account');
  const reason = 'The VPC limit for this region has been reached.';
  await page.route('**/api/templates/aws-resources/create-vpc', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: reason }) }),
  );
  await page.goto('/builder');
  await page.getByTestId('template-card-secure-database').click();
  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const dialog = page.getByRole('dialog', { name: /Deploy / });
  await dialog.getByRole('button', { name: BUILDER.createVpc }).click();
  const create = page.getByRole('dialog', { name: BUILDER.createCompliantVpc });
  await create.getByRole('button', { name: BUILDER.createVpc }).click();
  const toast = page.getByTestId('toasts-over-modal').getByText(reason);
  await expect(toast).toBeVisible();
  // past the progress message's 5 s
  await page.waitForTimeout(6_000);
  await expect(toast).toBeVisible();
  await expect(page.getByText(TOASTS.creatingVpc)).toHaveCount(0);
});

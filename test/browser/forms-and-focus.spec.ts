import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CIDR_16_PROBLEM } from '#shared/api/vpc-form';
import { ACCOUNTS } from '#shared/messages/accounts';
import { BUILDER } from '#shared/messages/builder';
import { DEPLOYMENTS } from '#shared/messages/deployments';
import { TOASTS, VALIDATION } from '#shared/messages/feedback';
import { linkSandboxAccount } from '#test/fixtures/browser-api';
import { animationsFinished, newEmail, screenshot, signInSubscribed, storedAccessToken } from './helpers';

// The sandbox role stack and a VPC stack are created on the way: slow on a busy machine.
test.setTimeout(300_000);

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, backwards = false, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The serious and critical axe-core findings inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the link wizard by keyboard only: each step opens on its first field, and typing on step 3 never links', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('keyboard-link'));
  await page.goto('/aws-accounts');
  const open = page.getByRole('button', { name: ACCOUNTS.linkAwsAccount }).first();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog');
  await expect(wizard).toContainText('step 1 of 3');
  // the focus is in the step, on its first link or button, not left on the page behind
  await expect.poll(() => wizard.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toContainText('step 2 of 3');
  const createRole = wizard.getByRole('button', { name: ACCOUNTS.createSandboxRole });
  await tabTo(page, createRole);
  await page.keyboard.press('Enter');
  await expect(wizard.getByTestId('sandbox-role-arn')).toContainText(/arn:aws:iam::\d{12}:role\//, {
    timeout: 150_000,
  });
  // the button is disabled now: the focus goes to the role just made, not to the page's body
  await expect(wizard.getByTestId('sandbox-role-arn')).toBeFocused();
  await screenshot(page, 'link-wizard-role-created-focus', false);

  // Next by keyboard: step 3 opens with the focus in its first field, and what the user types goes
  // there. Before, the focus stayed on the button, which had become 'Link Account', and the next
  // key linked the account under the name 'Sandbox'.
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toContainText('step 3 of 3');
  const alias = wizard.getByPlaceholder(ACCOUNTS.aliasPlaceholder);
  await expect(alias).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard account ');
  await page.keyboard.press('Space');
  await expect(alias).toHaveValue('Keyboard account  ');
  await expect(wizard).toContainText('step 3 of 3');
  expect(await page.getByText(TOASTS.accountLinked).count()).toBe(0);

  // A role ARN that is not one is said in words on its field as the user types: never a pattern.
  const arnField = wizard.getByPlaceholder(ACCOUNTS.roleArnPlaceholder);
  const arn = await arnField.inputValue();
  await tabTo(page, arnField);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('my-role');
  await expect(wizard.getByText(ACCOUNTS.roleArnProblem)).toBeVisible();
  await screenshot(page, 'forms-link-arn-error', false);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(arn);
  await expect(wizard.getByText(ACCOUNTS.roleArnProblem)).toHaveCount(0);

  await tabTo(page, wizard.getByRole('button', { name: 'Link Account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(TOASTS.accountLinked)).toBeVisible();
  const row = page.getByRole('row', { name: /Keyboard account/ });
  await expect(row).toBeVisible();

  // Unlinked by keyboard too: the focus then goes to the page's heading, not lost with the row.
  await tabTo(page, row.getByRole('button', { name: /^Unlink / }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: ACCOUNTS.unlinkTitle });
  await tabTo(page, confirm.getByRole('button', { name: ACCOUNTS.unlink, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(TOASTS.accountUnlinked)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.title })).toBeFocused();
});

test('the deploy dialog by keyboard only: first field focused, errors on their fields, a refusal said in the dialog above which its toast shows', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('keyboard-deploy'));
  await linkSandboxAccount(page.request, (await storedAccessToken(page)) ?? '', 'Keyboard sandbox');
  await page.goto('/builder?template=key-value-store');
  const deploy = page.getByRole('button', { name: BUILDER.deployToAws });
  await tabTo(page, deploy);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Deploy / });
  // the first field, the account, has the focus
  await expect(dialog.getByRole('button', { name: /Keyboard sandbox/ })).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // The stack name's problems show on the field as the user types, in words.
  const stackName = dialog.getByLabel('Stack name');
  await tabTo(page, stackName);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('k');
  await expect(dialog.getByText(VALIDATION.stackNameTooShort)).toBeVisible();
  await page.keyboard.type('_v1');
  await expect(dialog.getByText(VALIDATION.stackNameCharacters)).toBeVisible();
  await screenshot(page, 'forms-deploy-stack-name-error', false);
  await page.keyboard.press('ControlOrMeta+A');
  const name = `kv-${Date.now().toString(36)}`;
  await page.keyboard.type(name);
  await expect(dialog.getByText(VALIDATION.stackNameCharacters)).toHaveCount(0);
  await tabTo(page, dialog.getByRole('button', { name: BUILDER.deployToAws }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(TOASTS.deploymentInitiated)).toBeVisible();
  await page.waitForURL('**/deployments');

  // The same stack name again: the server refuses, the dialog says why where the user is, and the
  // toast shows above the modal's overlay, not behind it.
  await page.goto('/builder?template=key-value-store');
  await tabTo(page, deploy);
  await page.keyboard.press('Enter');
  await tabTo(page, stackName);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByRole('button', { name: BUILDER.deployToAws }));
  await page.keyboard.press('Enter');
  const refusal = dialog.getByRole('alert').or(dialog.getByText(BUILDER.deployFailedHeader));
  await expect(refusal.first()).toBeVisible();
  const toasts = page.getByTestId('toasts-over-modal');
  await expect(toasts).toBeVisible();
  const box = await toasts.boundingBox();
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="toasts-over-modal"]') !== null,
    [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
  );
  expect(onTop).toBe(true);
  await screenshot(page, 'forms-deploy-refused', false);
});

test('a skip link leads past the header and navigation to the page', async ({ page }) => {
  await signInSubscribed(page, newEmail('skip-link'));
  await page.goto('/deployments');
  await expect(page.getByRole('heading', { level: 1, name: DEPLOYMENTS.title })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  // the next stop is in the page, not the side navigation
  expect(
    await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement)),
  ).toBe(true);
});

test("the builder's template view has its own address: Back returns to the gallery; it opens at the top", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('builder-url'));
  await page.goto('/builder');
  const card = page.getByTestId('template-card-backup-dr');
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await card.click();
  await page.waitForURL(/\/builder\?template=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Backup');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByTestId('template-card-backup-dr')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('template')).toBeNull();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Backup');
});

test('Create VPC for an internet-facing load balancer selects the public subnets; patterns are said in words', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('public-subnets'));
  await linkSandboxAccount(page.request, (await storedAccessToken(page)) ?? '', 'Subnets sandbox');
  await page.goto('/builder?template=compliant-web-server');
  await page.getByRole('button', { name: BUILDER.configure, exact: true }).click();
  const panel = page.getByRole('dialog', { name: BUILDER.configureTemplate });
  const certificate = panel.getByLabel(/certificate/i).first();
  await certificate.fill('my-certificate');
  await panel.getByRole('button', { name: BUILDER.saveConfiguration }).click();
  // the certificate's AllowedPattern in words (its ConstraintDescription), never the expression
  await expect(panel).toContainText('must be the ARN of an ACM certificate');
  await expect(panel).not.toContainText('^arn');
  await screenshot(page, 'forms-certificate-error', false);
  await certificate.fill(
    'arn:aws:acm:me-south-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666',
  );
  await panel.getByRole('button', { name: BUILDER.saveConfiguration }).click();
  await expect(panel).toHaveCount(0);

  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const dialog = page.getByRole('dialog', { name: /Deploy / });
  await dialog.getByRole('button', { name: BUILDER.createVpc }).click();
  const create = page.getByRole('dialog', { name: BUILDER.createCompliantVpc });
  const cidr = create.getByLabel('CIDR block');
  await cidr.fill('10.0.0.0/24');
  await expect(create.getByText(CIDR_16_PROBLEM)).toBeVisible();
  await cidr.fill('10.1.0.0/16');
  await expect(create.getByText(CIDR_16_PROBLEM)).toHaveCount(0);
  await create.getByRole('button', { name: BUILDER.createVpc }).click();
  const subnets = dialog.getByTestId('subnet-list');
  const checked = subnets.getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(3, { timeout: 120_000 });
  for (const box of await checked.all()) await expect(box).toHaveAccessibleName(/-public-\d/);
  await screenshot(page, 'forms-public-subnets', false);
});

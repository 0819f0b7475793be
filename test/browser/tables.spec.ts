import { expect, type Locator, type Page, test } from '@playwright/test';
import { COMMON } from '#shared/messages';
import { ACCOUNTS, ACCOUNTS_VIEW } from '#shared/messages/accounts';
import { GALLERY } from '#shared/messages/builder';
import { DEPLOYMENT_STATUS_LABELS, DEPLOYMENTS } from '#shared/messages/deployments';
import {
  BROWSER_TEMPLATE,
  initiateDeployment,
  linkSandboxAccount,
  logGroupsTemplate,
} from '#test/fixtures/browser-api';
import { newEmail, screenshot, signInSubscribed, storedAccessToken } from './helpers';

test.setTimeout(240_000);

/** The page scrolls nowhere sideways at 1280 px, and `locator` is wholly inside the window. */
async function fitsTheWindow(page: Page, locator: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
}

test('tables keep their actions in view at 1280 px, wrap ids at separators, filter, and say when nothing matches', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('tables'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Tables sandbox');
  for (const stackName of ['tables-alpha', 'tables-beta'])
    await initiateDeployment(page.request, token, { accountId, stackName, template: BROWSER_TEMPLATE });

  // Accounts: Unlink in view; the role ARN breaks only after its separators.
  await page.goto('/aws-accounts');
  const row = page.getByRole('row', { name: /Tables sandbox/ });
  await fitsTheWindow(page, row.getByRole('button', { name: 'Unlink Tables sandbox' }));
  const arnPieces = await row
    .locator('.sahab-breakable-id')
    .evaluate((id) =>
      [...id.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''),
    );
  expect(arnPieces.length).toBeGreaterThan(4);
  for (const piece of arnPieces.slice(0, -1)) expect(piece).toMatch(/[:/\-_.]$|[a-z0-9]$/);
  expect(arnPieces.join('')).toMatch(/^arn:aws:iam::\d{12}:role\//);
  const findAccounts = page.getByRole('searchbox', { name: ACCOUNTS.findAccounts });
  await findAccounts.fill('production');
  await expect(page.getByText(COMMON.noMatch)).toBeVisible();
  await page.getByRole('button', { name: COMMON.clearFilter }).click();
  await expect(row).toBeVisible();
  await screenshot(page, 'tables-accounts', false);

  // Deployments: a filter over the stacks.
  await page.goto('/deployments');
  const alpha = page.getByTestId(/^deployment-/).filter({ hasText: 'tables-alpha' });
  const beta = page.getByTestId(/^deployment-/).filter({ hasText: 'tables-beta' });
  await expect(alpha).toBeVisible();
  await expect(beta).toBeVisible();
  await page.getByRole('searchbox', { name: DEPLOYMENTS.findDeployments }).fill('alpha');
  await expect(beta).toHaveCount(0);
  await expect(alpha).toBeVisible();
  await expect(page.getByText(COMMON.matches(1)).filter({ visible: true })).toBeVisible();
  // its resources: a table of their own, ids whole, found by type
  await alpha
    .getByRole('button', { name: /tables-alpha/ })
    .first()
    .click();
  const resources = alpha.getByRole('table', { name: DEPLOYMENTS.resources });
  await expect(resources.getByRole('row')).not.toHaveCount(1, { timeout: 120_000 });
  await alpha.getByRole('searchbox', { name: DEPLOYMENTS.findResources }).fill('AWS::KMS::Key');
  await expect(resources.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'tables-deployments', false);

  // The gallery: search, category, framework and featured.
  await page.goto('/builder');
  const card = (slug: string) => page.getByTestId(`template-card-${slug}`);
  await expect(card('static-website')).toBeVisible();
  await page.getByRole('searchbox', { name: GALLERY.find }).fill('postgres');
  await expect(card('secure-database')).toBeVisible();
  await expect(card('static-website')).toHaveCount(0);
  await page.getByRole('searchbox', { name: GALLERY.find }).fill('');
  await page.getByRole('button', { name: new RegExp(GALLERY.category) }).click();
  await page.getByRole('option', { name: 'Containers' }).click();
  await expect(card('container-service')).toBeVisible();
  await expect(card('secure-database')).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(GALLERY.category) }).click();
  await page.getByRole('option', { name: GALLERY.allCategories }).click();
  await page.getByText(GALLERY.featuredOnly).click();
  await expect(card('compliant-web-server')).toBeVisible();
  await expect(card('static-website')).toHaveCount(0);
  await screenshot(page, 'tables-gallery-filtered', false);
});

test("a stack's events: every one of them in a table that filters, sorts and pages, in view at 1280 px", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('events'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Events sandbox');
  // 20 log groups and their key: 65 events, three pages of 25
  const deploymentId = await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'events-many',
    template: logGroupsTemplate(20),
  });
  await page.goto('/deployments');
  const item = page.getByTestId(`deployment-${deploymentId}`);
  await expect(item).toContainText(DEPLOYMENT_STATUS_LABELS.CREATE_COMPLETE!, { timeout: 180_000 });
  await item
    .getByRole('button', { name: /events-many/ })
    .first()
    .click();
  await item.getByRole('tab', { name: `${DEPLOYMENTS.events} (65)` }).click();
  const events = item.getByRole('table', { name: DEPLOYMENTS.events });
  // newest first: the stack's own CREATE_COMPLETE heads the first page of 25
  await expect(events.getByRole('row')).toHaveCount(26);
  await expect(events.getByRole('row').nth(1)).toContainText(
    /events-many\s*AWS::CloudFormation::Stack\s*CREATE_COMPLETE/,
  );
  await fitsTheWindow(page, events.getByRole('row').nth(1).getByRole('cell').last());
  await screenshot(page, 'tables-events', false);

  // the last page holds the oldest: the user's request that started it all
  await item.getByRole('button', { name: '3', exact: true }).click();
  await expect(events.getByRole('row')).toHaveCount(16);
  await expect(events.getByRole('row').last()).toContainText('User Initiated');

  // sorted by logical id (as people read them, case aside): the stack's two events, then Logs1's
  await events.getByRole('columnheader', { name: /Logical ID/ }).click();
  await expect(events.getByRole('row').nth(1)).toContainText('events-many');
  const ids = await events
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[1]?.textContent ?? ''));
  expect(ids).toHaveLength(25);
  expect(ids.slice(0, 3)).toEqual(['events-many', 'events-many', 'Logs1']);
  expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));

  // the filter finds across every page: 20 log groups completed, nothing else
  await item.getByRole('searchbox', { name: DEPLOYMENTS.findEvents }).fill('LogGroup CREATE_COMPLETE');
  await expect(item.getByText(COMMON.matches(20)).filter({ visible: true })).toBeVisible();
  await item
    .getByRole('searchbox', { name: DEPLOYMENTS.findEvents })
    .fill('Resource creation Initiated LogsKey');
  await expect(events.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'tables-events-filtered', false);
});

test('on a phone (390 px) a table shows each row as a card: Status and Actions on screen, nothing scrolled sideways', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('tables-phone'));
  const token = (await storedAccessToken(page)) ?? '';
  await linkSandboxAccount(page.request, token, 'Phone sandbox');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/aws-accounts');
  const unlink = page.getByRole('button', { name: 'Unlink Phone sandbox' });
  await expect(unlink).toBeVisible();
  for (const label of [ACCOUNTS_VIEW.columns.status, ACCOUNTS_VIEW.columns.actions])
    await expect(page.getByText(label, { exact: true }).first()).toBeInViewport();
  const box = await unlink.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'tables-accounts-phone', false);
});

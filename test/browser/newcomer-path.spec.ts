import { expect, type Locator, type Page, test } from '@playwright/test';
import { APP_LAYOUT_LABELS, FRAME, PAGE_LINKS } from '#shared/messages';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { TOASTS, VALIDATION } from '#shared/messages/feedback';
import { SETTINGS } from '#shared/messages/settings';
import { STUDIO } from '#shared/messages/studio';
import { RESIDENCY_TEXT } from '#shared/residency/settings';
import { publicBucketTemplate, requiredParameterTemplate } from '#test/fixtures/imports';
import { callApi, newEmail, screenshot, signInSubscribed } from './helpers';

/** Pixels between the right edge of `left` and the left edge of `right` on the same row. */
async function gapBetween(left: Locator, right: Locator): Promise<number> {
  const [a, b] = [await left.boundingBox(), await right.boundingBox()];
  if (!a || !b) throw new Error('a button is not on the page');
  return b.x - (a.x + a.width);
}

/** A subscribed user on the builder's view of an imported template that needs one value. */
async function openTemplateNeedingAValue(page: Page): Promise<void> {
  await signInSubscribed(page, newEmail('newcomer'));
  const imported = await callApi<{ template_id: string }>(page, 'POST', '/api/templates/import', {
    name: 'Team uploads',
    template_body: requiredParameterTemplate(),
  });
  await page.goto(`/builder?template=${imported.template_id}`);
  await expect(page.getByRole('heading', { name: 'Team uploads' })).toBeVisible();
}

// What a first-time user met on a walk of the product from a fresh clone.
test("the header's links to the other pages stand apart, as the buttons before them do", async ({ page }) => {
  await openTemplateNeedingAValue(page);
  // the page's own header, not the side navigation's links of the same names
  const header = page.locator('#main-content');
  const deployments = header.getByRole('link', { name: PAGE_LINKS.deployments.label, exact: true });
  const accounts = header.getByRole('link', { name: PAGE_LINKS.awsAccounts.label, exact: true });
  const compliance = header.getByRole('link', { name: PAGE_LINKS.compliance.label, exact: true });
  expect(await gapBetween(deployments, accounts)).toBeGreaterThanOrEqual(4);
  expect(await gapBetween(accounts, compliance)).toBeGreaterThanOrEqual(4);
});

test('missing values are asked for (a sandbox certificate offered), and the complaint goes once they are given', async ({
  page,
}) => {
  await openTemplateNeedingAValue(page);
  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const missing = page.getByText(VALIDATION.configureRequired('Owner Team, Certificate ARN'));
  await expect(missing).toBeVisible();
  const panel = page.getByRole('dialog', { name: BUILDER.configureTemplate });
  await panel.getByLabel(/Owner Team/).fill('clinic-it');
  // the sandbox cloud keeps no certificates, so a newcomer has none to copy: it offers one, said so
  await expect(panel).toContainText(BUILDER_VIEW.sandboxCertificate);
  await panel.getByRole('button', { name: BUILDER_VIEW.useSandboxCertificate }).click();
  await expect(panel.getByLabel(/Certificate ARN/)).toHaveValue(
    /^arn:aws:acm:[a-z0-9-]+:\d{12}:certificate\//,
  );
  await panel.getByRole('button', { name: BUILDER.saveConfiguration }).click();
  await expect(page.getByText(TOASTS.configurationUpdated)).toBeVisible();
  await expect(missing).toHaveCount(0);
  await screenshot(page, 'newcomer-configured', false);
});

test("on a phone, where the header's Settings link is hidden, the side navigation leads there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSubscribed(page, newEmail('phone'));
  await page.getByRole('button', { name: APP_LAYOUT_LABELS.navigationToggle }).click();
  await page.getByRole('link', { name: FRAME.nav.settings, exact: true }).click();
  await page.waitForURL('**/settings');
  await screenshot(page, 'newcomer-settings-phone', false);
});

test("the in-Kingdom setting offers no region outside the Kingdom, refuses one by its country, and the studio's region field reads it", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('residency-picker'));
  await page.goto('/settings');
  await expect(page.getByTestId('no-kingdom-region')).toHaveText(SETTINGS.noKingdomRegionKnown);
  const codes = page.getByLabel(SETTINGS.otherCodes);
  await codes.fill('me-central-1');
  await page.getByRole('button', { name: SETTINGS.save, exact: true }).click();
  await expect(page.getByText(RESIDENCY_TEXT.outsideKingdom('me-central-1', 'UAE'))).toBeVisible();
  await expect(page.getByText(SETTINGS.otherCodesConstraint)).toBeVisible();
  await screenshot(page, 'newcomer-residency-refused', false);
  await codes.fill('me-west-9');
  await page.getByRole('button', { name: SETTINGS.save, exact: true }).click();
  await expect(page.getByText(SETTINGS.saved)).toBeVisible();

  // the studio's region field offers the saved in-Kingdom region first, and takes a typed code
  await page.goto('/app');
  await page.getByText(STUDIO.form.options, { exact: true }).click();
  const region = page.getByRole('combobox', { name: STUDIO.form.region });
  await region.click();
  const first = page.getByRole('option').first();
  await expect(first).toContainText('me-west-9');
  await expect(first).toContainText(STUDIO.form.inKingdomRegion);
  await screenshot(page, 'newcomer-studio-regions', false);
  await region.fill('Riyadh');
  await expect(page.getByText(RESIDENCY_TEXT.regionCode)).toBeVisible();
  await region.fill('me-west-9');
  await expect(page.getByText(RESIDENCY_TEXT.regionCode)).toHaveCount(0);
});

test("'Apply fix' on an imported template shows the change as a diff first, and saves only from there", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('import-preview'));
  const imported = await callApi<{ template_id: string }>(page, 'POST', '/api/templates/import', {
    name: 'Public assets',
    template_body: publicBucketTemplate(),
  });
  await page.goto(`/builder?template=${imported.template_id}`);
  const findings = page.getByTestId('template-findings');
  const publicRow = findings.getByRole('row').filter({ hasText: 'S3 buckets block all public access' });
  await expect(publicRow).toBeVisible({ timeout: 60_000 });
  // the findings table fits its card at 1280 px: 'How to fix' is not cut off at the card's edge
  const card = await findings.boundingBox();
  const howToFix = await findings
    .getByRole('columnheader', { name: BUILDER_VIEW.import.howToFix })
    .boundingBox();
  expect((howToFix?.x ?? 0) + (howToFix?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0) + 1,
  );
  await screenshot(page, 'newcomer-import-findings', false);
  await publicRow.getByRole('button', { name: /Apply fix/ }).click();
  const preview = page.getByRole('dialog', { name: /Review fix: .* on AssetsBucket/ });
  await expect(preview.getByTestId('fix-diff').locator('[data-kind="insert"]').first()).toBeVisible();
  await screenshot(page, 'newcomer-import-fix-preview', false);
  // nothing is saved while the preview is open: cancelling leaves the finding
  await preview.getByRole('button', { name: COMPLIANCE_VIEW.fix.cancel }).click();
  await expect(preview).toHaveCount(0);
  await expect(publicRow).toBeVisible();
  await publicRow.getByRole('button', { name: /Apply fix/ }).click();
  await preview.getByRole('button', { name: BUILDER_VIEW.import.applyFix }).click();
  await expect(page.getByText(/Fix applied to AssetsBucket/)).toBeVisible({ timeout: 30_000 });
  await expect(
    findings.getByRole('row').filter({ hasText: 'S3 buckets block all public access' }),
  ).toHaveCount(0, { timeout: 30_000 });
});

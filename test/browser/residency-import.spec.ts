import { expect, test } from '@playwright/test';
import { BUILDER } from '#shared/messages/builder';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { TOASTS } from '#shared/messages/feedback';
import { RESIDENCY_TEXT } from '#shared/residency/settings';
import { publicBucketTemplate } from '#test/fixtures/imports';
import { elementScreenshot, linkSandboxAccount, newEmail, screenshot, signInSubscribed } from './helpers';

test.setTimeout(600_000);

test('residency set on /settings -> a studio design and a deployment to Bahrain warn in plain words; an imported public bucket is found, fixed and deployed', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('residency'), 'Pro');
  await linkSandboxAccount(page, 'Residency Account');

  // No in-Kingdom region yet: the settings page says so; a place name is refused on its field.
  await page.goto('/settings');
  await expect(page.getByText('No in-Kingdom regions are configured yet')).toBeVisible();
  await page.getByLabel('Other region codes').fill('Riyadh');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Riyadh: ${RESIDENCY_TEXT.regionCode}`)).toBeVisible();
  await screenshot(page, 'residency-settings-invalid', false);
  await page.getByLabel('Other region codes').fill('me-west-9');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Data residency saved')).toBeVisible();
  await expect(page.getByText('These are your own settings.')).toBeVisible();
  await screenshot(page, 'residency-settings-saved', false);

  // A design generated for Bahrain: the studio's compliance review reads the setting and says,
  // in plain words, what hosting the data there means.
  await page.goto('/app');
  await page
    .getByLabel('Describe what you need')
    .fill('An orders API with a PostgreSQL database holding customer data, SAMA compliant.');
  await page.getByText('Options', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Region' }).fill('me-south');
  await page.getByRole('option', { name: /me-south-1 - Bahrain/ }).click();
  await page.getByRole('button', { name: 'Generate design' }).click();
  const timeline = page.getByRole('list', { name: 'Agent timeline' });
  await expect(timeline.getByTestId('stage-artifacts')).toHaveAttribute('data-status', 'completed', {
    timeout: 240_000,
  });
  await page.getByRole('tab', { name: 'Compliance' }).click();
  const remaining = page.getByRole('table').filter({ hasText: 'Why it remains' });
  await expect(remaining).toContainText(
    'me-south-1 is in Bahrain, outside the in-Kingdom regions you configured',
  );
  await elementScreenshot(page.getByTestId('studio-design'), 'residency-studio-compliance');

  // Deploying the design: the builder's dialog names Bahrain and warns the same way; it deploys.
  await page.getByRole('button', { name: 'Prepare deployment' }).click();
  await page.waitForURL(/\/builder\?template=utpl-/);
  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const designDeploy = page.getByRole('dialog', { name: /Deploy / });
  await expect(designDeploy).toContainText('me-south-1 - Bahrain');
  await expect(designDeploy.getByTestId('residency-notice')).toContainText(
    'Data leaves the Kingdom: me-south-1 is in Bahrain',
  );
  await screenshot(page, 'residency-studio-deploy-warning', false);
  const designStack = await designDeploy.getByLabel('Stack name').inputValue();
  expect(designStack).not.toBe('');
  await designDeploy.getByRole('button', { name: BUILDER.deployToAws }).click();
  await expect(page.getByText(TOASTS.deploymentInitiated)).toBeVisible({ timeout: 30_000 });
  await page.waitForURL('**/deployments');
  await expect(page.getByText(designStack).first()).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'residency-studio-deployed', false);

  // Import a template with a planted public bucket: a bad paste first, then the real one.
  await page.goto('/builder');
  await page.getByRole('button', { name: 'Import template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import template' });
  await dialog.getByLabel('Name').fill('Public assets');
  await dialog.getByLabel('Template', { exact: true }).fill('just: some text');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toContainText('This is not a CloudFormation template we can read');
  await screenshot(page, 'import-invalid', false);
  await dialog.getByLabel('Template', { exact: true }).fill(publicBucketTemplate());
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });

  // Drawn, and reviewed: the public-access finding with its fix.
  const diagram = page.getByTestId('template-diagram');
  // the layout worker's first answer can take minutes on a busy machine (as in diagram.spec.ts)
  await expect(diagram.locator('svg g.resource').first()).toBeVisible({ timeout: 180_000 });
  const findings = page.getByTestId('template-findings');
  const publicRow = findings.getByRole('row').filter({ hasText: 'S3 buckets block all public access' });
  await expect(publicRow).toBeVisible({ timeout: 30_000 });
  // its severity as a badge in the product's words, as on the compliance page
  await expect(publicRow.getByText(COMPLIANCE_VIEW.severities.high, { exact: true })).toBeVisible();
  const residencyRow = findings
    .getByRole('row')
    .filter({ hasText: 'Data stores are deployed in an in-Kingdom region' });
  await expect(residencyRow).toContainText(
    'me-south-1 is in Bahrain, outside the in-Kingdom regions you configured',
  );
  await screenshot(page, 'import-findings');
  await publicRow.getByRole('button', { name: /Apply fix/ }).click();
  // the change is shown first, as on the compliance page; it is saved from there
  const preview = page.getByRole('dialog', { name: /Review fix: .* on AssetsBucket/ });
  await expect(preview.getByTestId('fix-diff')).toBeVisible();
  await preview.getByRole('button', { name: 'Apply fix' }).click();
  await expect(page.getByText(/Fix applied to AssetsBucket/)).toBeVisible({ timeout: 30_000 });
  await expect(
    findings.getByRole('row').filter({ hasText: 'S3 buckets block all public access' }),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
  await screenshot(page, 'import-fixed');

  // Deploy to me-south-1: the dialog names Bahrain and says what leaving the Kingdom means.
  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const deploy = page.getByRole('dialog', { name: /Deploy / });
  await expect(deploy).toContainText('me-south-1 - Bahrain');
  const notice = deploy.getByTestId('residency-notice');
  await expect(notice).toContainText('Data leaves the Kingdom: me-south-1 is in Bahrain');
  await expect(notice).toContainText('SAMA 3.4.3');
  await expect(notice).toContainText('NCA-ECC 4-2-3-3');
  await expect(notice).toContainText('CITC 3-3-2');
  await screenshot(page, 'deploy-residency-warning', false);
  await deploy.getByRole('button', { name: BUILDER.deployToAws }).click();
  await expect(page.getByText(TOASTS.deploymentInitiated)).toBeVisible();
  await page.waitForURL('**/deployments');
  await expect(
    page
      .getByText('Public assets')
      .or(page.getByText(/public-assets/))
      .first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  await screenshot(page, 'import-deployed', false);
});

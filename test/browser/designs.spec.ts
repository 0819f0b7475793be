import { expect, type Page, test } from '@playwright/test';
import { templateInstancesCreate } from '#shared/api/routes/designs';
import { BUILDER } from '#shared/messages/builder';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages/deployments';
import { DESIGNS } from '#shared/messages/designs';
import { TOASTS } from '#shared/messages/feedback';
import { callApi, linkSandboxAccount, newEmail, screenshot, signInSubscribed } from './helpers';

// A VPC network and a database are composed, wired, deployed as one stack and watched to the end.
test.setTimeout(300_000);
test.use({ actionTimeout: 15_000 });

interface Full {
  name: string;
  resource_count: number;
  instances: { name: string }[];
  connections: unknown[];
}

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  select: string,
  option: string | RegExp,
) {
  await scope.getByRole('button', { name: new RegExp(`^${select}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addTemplate(page: Page, template: string, name: string) {
  await page.getByRole('button', { name: DESIGNS.addTemplate }).first().click();
  const dialog = page.getByRole('dialog', { name: DESIGNS.addTemplate });
  await choose(page, dialog, 'Template', new RegExp(`^${template}`));
  await dialog.getByLabel('Name in the design').fill(name);
  // The add checks the template on the server: on a loaded machine that took over 10 s, so the
  // dialog is looked at once the answer has come, not within expect's own 10 s of the click.
  const added = page.waitForResponse(
    (response) =>
      response.request().method() === templateInstancesCreate.method &&
      new URL(response.url()).pathname === templateInstancesCreate.path,
    { timeout: 120_000 },
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await added;
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`instance-${name}`)).toBeVisible();
}

async function connect(page: Page, output: string, parameter: string) {
  const dialog = page.getByRole('dialog', { name: DESIGNS.connect });
  await choose(page, dialog, 'Source template', /^Network/);
  await choose(page, dialog, 'Output', new RegExp(`^${output}`));
  await choose(page, dialog, 'Target template', /^Db/);
  await choose(page, dialog, 'Target parameter', new RegExp(`^${parameter}`));
  await dialog.getByRole('button', { name: DESIGNS.connect, exact: true }).click();
  await expect(
    dialog.getByTestId('design-connection').filter({ hasText: `Network.${output}` }),
  ).toBeVisible();
}

test('a design of two templates: add, connect, see the composed stack, deploy it as one stack', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('designs'), 'Pro');
  await linkSandboxAccount(page, 'Designs Account');

  // The gallery: 'My designs' is empty, and 'New design' opens an empty design at its own address.
  await page.goto('/builder');
  const mine = page.getByRole('region', { name: DESIGNS.myDesigns });
  await expect(mine).toContainText(DESIGNS.noDesigns);
  await expect(page.getByTestId('template-card-secure-database')).toBeVisible();
  await screenshot(page, 'designs-gallery-empty');
  await mine.getByRole('button', { name: DESIGNS.newDesign }).click();
  await page.waitForURL(/\/builder\?design=[A-Za-z0-9-]+$/);
  const designId = new URL(page.url()).searchParams.get('design') ?? '';
  await expect(page.getByText(DESIGNS.emptyDesign)).toBeVisible();
  await screenshot(page, 'designs-new-empty');

  // Two templates; the database needs a VPC and subnets nobody gave yet.
  await addTemplate(page, 'Compliant VPC Network', 'Network');
  await addTemplate(page, 'Secure Database', 'Db');
  await expect(page.getByTestId('instance-Network')).toContainText(BUILDER.configured);
  await expect(page.getByTestId('instance-Db')).toContainText(DESIGNS.missingValues(2));
  await expect(page.getByTestId('design-missing')).toContainText('Db: VPC');

  // Connect the network's VPC and private subnets to the database.
  await page.getByRole('button', { name: DESIGNS.connect, exact: true }).first().click();
  await connect(page, 'VpcId', 'VPC VpcId');
  await screenshot(page, 'designs-connect', false);
  // the fed parameter is no longer offered for the VPC id
  const dialog = page.getByRole('dialog', { name: DESIGNS.connect });
  await connect(page, 'PrivateSubnetIds', 'Private subnets');
  await choose(page, dialog, 'Output', /^VpcId/);
  await choose(page, dialog, 'Target template', /^Db/);
  await dialog.getByRole('button', { name: /^Target parameter/ }).click();
  await expect(page.getByRole('option', { name: /^VPC VpcId/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /^Client network/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByTestId('instance-Db')).toContainText(BUILDER.configured);
  await expect(page.getByText(DESIGNS.validationOk)).toBeVisible();

  // The composed diagram holds every resource of both templates; cost and validation beside it.
  const full = await callApi<Full>(page, 'GET', `/api/templates/designs/${designId}/full`);
  expect(full.instances.map((i) => i.name)).toEqual(['Network', 'Db']);
  expect(full.connections).toHaveLength(2);
  const diagram = page.getByTestId('template-diagram');
  // every resource is counted, drawn as a box or folded into the box it serves; the VPC is a container
  await expect(page.getByTestId('diagram-counts')).toContainText(`${full.resource_count} resources`, {
    timeout: 30_000,
  });
  await expect(diagram.locator('svg g.resource[data-resource-id^="Db"]').first()).toBeVisible();
  await expect(diagram.locator('svg [data-resource-id="NetworkVpc"]')).toBeVisible();
  await expect(page.getByTestId('design-cost')).toContainText(/\$[\d.,]+( - \$[\d.,]+)?\/mo/);
  await expect(page.getByRole('button', { name: BUILDER.deployToAws })).toBeVisible();
  await screenshot(page, 'designs-composed');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1280);

  // The address restores the design on reload.
  await page.reload();
  await expect(page.getByTestId('instance-Db')).toBeVisible();
  await expect(page.getByRole('heading', { name: full.name, level: 1 })).toBeVisible();

  // Editing a template's parameters: a failed save keeps the panel and what was typed.
  await page.getByRole('button', { name: 'Edit parameters of Db' }).click();
  const panel = page.getByRole('dialog', { name: BUILDER.configureTemplate });
  await expect(panel.getByTestId('fed-parameters')).toContainText('Network.VpcId');
  const storage = panel.getByLabel('Storage', { exact: false }).first();
  await storage.fill('30');
  await page.route('**/api/templates/instances/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' })
      : route.continue(),
  );
  await panel.getByRole('button', { name: BUILDER.saveConfiguration }).click();
  await expect(page.getByText(/Saving the template failed on the server/)).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(storage).toHaveValue('30');
  await screenshot(page, 'designs-configure-failed', false);
  await page.unroute('**/api/templates/instances/*');
  await panel.getByRole('button', { name: BUILDER.saveConfiguration }).click();
  await expect(page.getByText(TOASTS.configurationUpdated)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(/Saving the template failed/)).toHaveCount(0);
  const saved = await callApi<{ instances: { name: string; parameter_values: Record<string, string> }[] }>(
    page,
    'GET',
    `/api/templates/designs/${designId}/full`,
  );
  expect(saved.instances.find((i) => i.name === 'Db')?.parameter_values.StorageGiB).toBe('30');

  // Deploy: the builder's account, region and stack name, then /deployments.
  await page.getByRole('button', { name: BUILDER.deployToAws }).click();
  const deploy = page.getByRole('dialog', { name: BUILDER.deployTitle(full.name) });
  await expect(deploy).toContainText('Designs Account');
  const stackName = await deploy.getByLabel('Stack name').inputValue();
  expect(stackName).toMatch(/^compliant-vpc-network-secure-database-\d{4}-\d{6}$/);
  await expect(deploy.getByTestId('deploy-estimate-cost')).toContainText('Estimated monthly cost');
  await screenshot(page, 'designs-deploy-dialog', false);
  await deploy.getByRole('button', { name: BUILDER.deployToAws }).click();
  await expect(page.getByText(TOASTS.deploymentInitiated)).toBeVisible();
  await page.waitForURL('**/deployments');
  const item = page.locator('[data-testid^="deployment-"]').filter({ hasText: stackName });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText(DEPLOYMENT_STATUS_LABELS.CREATE_COMPLETE, { timeout: 180_000 });
  await screenshot(page, 'designs-deployed');
});

test("a template's 'Add to design' starts a new design; designs are listed and deleted after a confirmation", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('designs-list'));
  await page.goto('/builder');
  await page.getByTestId('template-card-key-value-store').click();
  await page.getByRole('button', { name: DESIGNS.addToDesign }).click();
  const add = page.getByRole('dialog', { name: /to a design$/ });
  await expect(add.getByRole('radio', { name: 'A new design' })).toBeChecked();
  await add.getByLabel('Name in the design').fill('bad name');
  await expect(add).toContainText('Start with a letter');
  await add.getByLabel('Name in the design').fill('Table');
  await screenshot(page, 'designs-add-to-design', false);
  await add.getByRole('button', { name: DESIGNS.addToDesign }).click();
  await page.waitForURL(/\/builder\?design=/);
  await expect(page.getByTestId('instance-Table')).toBeVisible();

  await page.getByRole('button', { name: BUILDER.back, exact: true }).click();
  const mine = page.getByRole('region', { name: DESIGNS.myDesigns });
  const listed = mine.locator('[data-testid^="design-"]');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('1 template');
  await screenshot(page, 'designs-gallery-listed');
  await listed.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: DESIGNS.deleteTitle });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: /^Delete / }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(listed).toHaveCount(0);
  await expect(mine).toContainText(DESIGNS.noDesigns);
});

import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BUILDER } from '#shared/messages';
import { initiateDeployment, linkSandboxAccount } from '#test/fixtures/browser-api';
import { callApi, newEmail, signInSubscribed, storedAccessToken } from './helpers';

// A generation runs every agent and AWS's validator on a busy machine.
test.setTimeout(300_000);

const BRIEF =
  'Telemedicine app for a clinic: patients book appointments and upload medical records, highly available';

/** "19 boxes · 61 resources" under the diagram's toolbar, as numbers. */
async function counts(diagram: Locator): Promise<{ boxes: number; resources: number }> {
  const text = (await diagram.getByTestId('diagram-counts').textContent()) ?? '';
  const [, boxes, resources] = /(\d+) boxes · (\d+) resources/.exec(text) ?? [];
  return { boxes: Number(boxes), resources: Number(resources) };
}

/** The diagram's container (toolbar, canvas, details) around the canvas with `testId`. */
const diagramAround = (page: Page, testId: string) =>
  page
    .locator('[data-testid="diagram-counts"]')
    .locator(`xpath=ancestor::div[.//*[@data-testid="${testId}"]][1]`);

async function shot(locator: Locator, name: string): Promise<void> {
  await locator.screenshot({ path: new URL(`./output/${name}.png`, import.meta.url).pathname });
}

test('the same diagram in the studio, the builder and deployments: folded, zoomable, clickable, exportable', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('diagram'), 'Pro');
  const run = await callApi<{ session_id: string }>(page, 'POST', '/api/generate', { prompt: BRIEF });
  await expect
    .poll(
      async () => (await callApi<{ status: string }>(page, 'GET', `/api/session/${run.session_id}`)).status,
      {
        timeout: 240_000,
        intervals: [2_000],
      },
    )
    .toBe('completed');

  // The studio: a design of some 60 resources drawn as at most 20 boxes.
  await page.goto(`/app?session=${run.session_id}`);
  const studio = page.getByTestId('studio-diagram');
  await expect(studio.locator('svg g.resource').first()).toBeVisible({ timeout: 30_000 });
  const studioDiagram = diagramAround(page, 'studio-diagram');
  const shown = await counts(studioDiagram);
  expect(shown.resources).toBeGreaterThanOrEqual(50);
  expect(shown.boxes).toBeLessThanOrEqual(20);
  // no name is cut: each box's lines put together give its whole logical id
  for (const box of await studio.locator('svg g.resource').all()) {
    const id = await box.getAttribute('data-resource-id');
    const lines = await box.locator('text.name').allTextContents();
    expect(lines.join('')).toBe(id);
  }
  await shot(studioDiagram, 'diagram-studio');

  // A click shows the box's properties, findings and what folds into it.
  await studio.locator('svg g.resource[data-resource-id="DatabaseInstance"]').click();
  const details = page.getByTestId('diagram-details');
  await expect(details).toContainText('DatabaseInstance');
  await expect(details).toContainText('RDS database');
  await expect(details).toContainText('Engine');
  await expect(details).toContainText('DatabaseSubnetGroup');
  await expect(details.getByTestId('diagram-findings')).not.toContainText('Checking...');
  await shot(studioDiagram, 'diagram-studio-details');
  // Showing the folded resources as boxes draws the subnet group beside the database.
  await details.getByRole('button', { name: 'Show them as boxes' }).click();
  await expect(studio.locator('svg g.resource[data-resource-id="DatabaseSubnetGroup"]')).toBeVisible();

  const svgDownload = page.waitForEvent('download');
  await studioDiagram.getByRole('button', { name: 'Export SVG' }).click();
  const svgFile = await svgDownload;
  expect(svgFile.suggestedFilename()).toBe('architecture.svg');
  const svg = readFileSync((await svgFile.path()) ?? '', 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('data-resource-id="DatabaseInstance"');
  const pngDownload = page.waitForEvent('download');
  await studioDiagram.getByRole('button', { name: 'Export PNG' }).click();
  const png = readFileSync((await (await pngDownload).path()) ?? '');
  expect(png.subarray(1, 4).toString()).toBe('PNG');

  // The builder (through Prepare deployment): the same picture; a box's details open its configuration.
  await page.getByRole('button', { name: 'Prepare deployment' }).click();
  await page.waitForURL(/\/builder\?template=utpl-/);
  const builder = page.getByTestId('template-diagram');
  await expect(builder.locator('svg g.resource').first()).toBeVisible({ timeout: 30_000 });
  const builderDiagram = diagramAround(page, 'template-diagram');
  expect((await counts(builderDiagram)).boxes).toBe(shown.boxes);
  const zoom = builderDiagram.getByTestId('diagram-zoom');
  const first = await zoom.textContent();
  await builderDiagram.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).not.toHaveText(first ?? '');
  await builderDiagram.getByRole('button', { name: 'Fit' }).click();
  const fitted = Number.parseInt((await zoom.textContent()) ?? '', 10);
  expect(fitted).toBeLessThanOrEqual(100);
  await builderDiagram.getByRole('button', { name: '100%' }).click();
  await expect(zoom).toHaveText('100%');
  await builderDiagram.getByRole('button', { name: 'Fit' }).click();
  await builder.locator('svg g.resource[data-resource-id="WebLoadBalancer"]').click();
  await expect(page.getByTestId('diagram-details')).toContainText('Load balancer');
  await shot(builderDiagram, 'diagram-builder');
  await page.getByTestId('diagram-details').getByRole('button', { name: 'Configure' }).click();
  await expect(page.getByRole('dialog', { name: BUILDER.configureTemplate })).toBeVisible();
  await page.keyboard.press('Escape');

  // Deployments: the deployed stack's template, drawn the same way.
  const artifacts = await callApi<{ artifacts: { kind: string; content: string }[] }>(
    page,
    'GET',
    `/api/session/${run.session_id}/artifacts`,
  );
  const template = artifacts.artifacts.find((a) => a.kind === 'cloudformation')?.content ?? '';
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Diagram sandbox');
  await initiateDeployment(page.request, token, { accountId, stackName: 'clinic-stack', template });
  await page.goto('/deployments');
  await page.getByText('clinic-stack', { exact: true }).click();
  await page.getByRole('tab', { name: 'Diagram' }).click();
  const deployed = page.getByTestId('architecture-diagram');
  await expect(deployed.locator('svg g.resource').first()).toBeVisible({ timeout: 30_000 });
  const deployedDiagram = diagramAround(page, 'architecture-diagram');
  expect((await counts(deployedDiagram)).boxes).toBe(shown.boxes);
  await deployed
    .locator('svg g.container[data-resource-id="Vpc"] > rect')
    .first()
    .click({ position: { x: 30, y: 10 } });
  await expect(page.getByTestId('diagram-details')).toContainText('FlowLog');
  await shot(deployedDiagram, 'diagram-deployments');
});

import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BUILDER } from '#shared/messages/builder';
import { initiateDeployment, linkSandboxAccount } from '#test/fixtures/browser-api';
import { webApplicationTemplate } from '#test/fixtures/diagram';
import { callApi, elementScreenshot, newEmail, signInSubscribed, storedAccessToken } from './helpers';

// A generation runs every agent and AWS's validator on a busy machine.
test.setTimeout(480_000);

const BRIEF =
  'Telemedicine app for a clinic: patients book appointments and upload medical records, highly available';

/** "19 boxes · 61 resources" under the diagram's toolbar, as numbers. */
async function counts(diagram: Locator): Promise<{ boxes: number; resources: number }> {
  const text = (await diagram.getByTestId('diagram-counts').textContent()) ?? '';
  const [, boxes, resources] = /(\d+) box(?:es)? · (\d+) resources?/.exec(text) ?? [];
  return { boxes: Number(boxes), resources: Number(resources) };
}

/** The diagram's panel (header with the exports, toolbar, canvas, details) around the canvas with `testId`. */
const diagramAround = (page: Page, testId: string) => page.getByTestId(`${testId}-panel`);

const shot = elementScreenshot;

test('deployments: a 59-resource stack folded to at most 20 boxes, zoomed, fitted, clicked, exported as SVG', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('diagram'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Diagram sandbox');
  await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'web-application',
    template: webApplicationTemplate(),
  });

  // Deployments: the stack's template as its diagram.
  await page.goto('/deployments');
  await page.getByText('web-application', { exact: true }).click();
  await page.getByRole('tab', { name: 'Diagram' }).click();
  const deployed = page.getByTestId('architecture-diagram');
  await expect(deployed.locator('svg g.resource').first()).toBeVisible({ timeout: 180_000 });
  const around = diagramAround(page, 'architecture-diagram');
  const shown = await counts(around);
  expect(shown.resources).toBe(59);
  expect(shown.boxes).toBeLessThanOrEqual(20);
  // no name is cut: each box's lines put together give its whole logical id
  for (const box of await deployed.locator('svg g.resource').all()) {
    const id = await box.getAttribute('data-resource-id');
    expect((await box.locator('text.name').allTextContents()).join('')).toBe(id);
  }
  await shot(around, 'diagram-deployments');

  // Zoom, fit, actual size.
  const zoom = around.getByTestId('diagram-zoom');
  const first = await zoom.textContent();
  await around.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).not.toHaveText(first ?? '');
  await around.getByRole('button', { name: '100%' }).click();
  await expect(zoom).toHaveText('100%');
  await around.getByRole('button', { name: 'Fit' }).click();
  expect(Number.parseInt((await zoom.textContent()) ?? '', 10)).toBeLessThan(100);

  // A click shows the box's properties, findings and what folds into it.
  await deployed.locator('svg g.resource[data-resource-id="DatabaseInstance"]').click();
  const details = page.getByTestId('diagram-details');
  await expect(details).toContainText('RDS database');
  await expect(details).toContainText('DBInstanceClass');
  await expect(details).toContainText('DatabaseSubnetGroup');
  await expect(details.getByTestId('diagram-findings')).not.toContainText('Checking...', { timeout: 30_000 });
  await shot(around, 'diagram-deployments-details');
  // Its folded resources drawn as boxes of their own, on demand.
  await details.getByRole('button', { name: 'Show them as boxes' }).click();
  await expect(deployed.locator('svg g.resource[data-resource-id="DatabaseSubnetGroup"]')).toBeVisible();

  const svgDownload = page.waitForEvent('download');
  await around.getByRole('button', { name: 'Export SVG' }).click();
  const svgFile = await svgDownload;
  expect(svgFile.suggestedFilename()).toBe('web-application.svg');
  const svg = readFileSync((await svgFile.path()) ?? '', 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('data-resource-id="DatabaseSubnetGroup"');
});

test('the PNG export downloads a PNG, and the builder shows the same diagram with Configure in its details', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('diagram-builder'));
  await page.goto('/builder');
  await page.getByTestId('template-card-vpc-network').click();
  const builder = page.getByTestId('template-diagram');
  await expect(builder.locator('svg g.container.tier').first()).toBeVisible({ timeout: 180_000 });
  const builderAround = diagramAround(page, 'template-diagram');
  const pngDownload = page.waitForEvent('download');
  await builderAround.getByRole('button', { name: 'Export PNG' }).click();
  const png = readFileSync((await (await pngDownload).path()) ?? '');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await shot(builderAround, 'diagram-builder');
  await builder.locator('svg g.resource').first().click();
  await expect(page.getByTestId('diagram-details')).toContainText('Properties');
  await page.getByTestId('diagram-details').getByRole('button', { name: 'Configure' }).click();
  await expect(page.getByRole('dialog', { name: BUILDER.configureTemplate })).toBeVisible();
});

test('the studio: a generated clinic design drawn the same way', async ({ page }) => {
  await signInSubscribed(page, newEmail('diagram-studio'), 'Pro');
  const run = await callApi<{ session_id: string }>(page, 'POST', '/api/generate', { prompt: BRIEF });
  let ended: { status: string; error?: string } = { status: 'running' };
  await expect
    .poll(
      async () => {
        ended = await callApi<{ status: string; error?: string }>(
          page,
          'GET',
          `/api/session/${run.session_id}`,
        );
        return ['completed', 'failed'].includes(ended.status);
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(ended.status, ended.error).toBe('completed');

  await page.goto(`/app?session=${run.session_id}`);
  const studio = page.getByTestId('studio-diagram');
  await expect(studio.locator('svg g.resource').first()).toBeVisible({ timeout: 180_000 });
  const around = diagramAround(page, 'studio-diagram');
  const shown = await counts(around);
  expect(shown.resources).toBeGreaterThanOrEqual(50);
  expect(shown.boxes).toBeLessThanOrEqual(20);
  await shot(around, 'diagram-studio');
  await studio.locator('svg g.resource[data-resource-id="DatabaseInstance"]').click();
  await expect(page.getByTestId('diagram-details')).toContainText('RDS database');
  await shot(around, 'diagram-studio-details');
});

/** How far the diagram's boxes reach past each side of its canvas, in CSS pixels (0 when inside). */
function beyondTheCanvas(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const boxes = [...element.querySelectorAll('svg g.resource, svg g.container')].map((box) =>
      box.getBoundingClientRect(),
    );
    return Math.max(
      0,
      ...boxes.flatMap((box) => [
        frame.left - box.left,
        box.right - frame.right,
        frame.top - box.top,
        box.bottom - frame.bottom,
      ]),
    );
  });
}

test('the builder opens a wide diagram whole where its names stay readable, readable and on its start where not, and it still pans', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('diagram-fit'));
  await page.goto('/builder');
  await page.getByTestId('template-card-container-service').click();
  const builder = page.getByTestId('template-diagram');
  await expect(builder.locator('svg g.resource').first()).toBeVisible({ timeout: 180_000 });
  // every resource a box of its own: wider than the canvas at 1280 px and below
  const around = diagramAround(page, 'template-diagram');
  await around.getByText('Show all resources').click();
  await expect.poll(async () => (await counts(around)).boxes).toBe((await counts(around)).resources);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => beyondTheCanvas(builder), { message: 'at 1280 px' }).toBeLessThanOrEqual(1);
  await shot(around, 'diagram-builder-fit-1280');
  // narrower, the whole diagram would shrink its names below 8 px (4 px on a phone): they stay
  // readable, it opens on its start, and it pans (issue 33)
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(
        async () => (await builder.locator('svg g.resource text.name').first().boundingBox())?.height ?? 0,
        {
          message: `at ${width} px`,
        },
      )
      .toBeGreaterThanOrEqual(7);
    await shot(around, `diagram-builder-fit-${width}`);
  }

  // Arrow keys pan the fitted view: the boxes move left as the view moves right.
  const box = builder.locator('svg g.resource').first();
  const before = (await box.boundingBox())?.x ?? 0;
  await builder.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await box.boundingBox())?.x ?? 0).toBeLessThan(before);
});

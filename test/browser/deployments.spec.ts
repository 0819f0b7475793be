import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CONFIRM } from '#shared/messages';
import { DEPLOYMENTS, DEPLOYMENT_STATUS_LABELS as LABEL } from '#shared/messages/deployments';
import { TOASTS } from '#shared/messages/feedback';
import { BROWSER_TEMPLATE, initiateDeployment, linkSandboxAccount } from '#test/fixtures/browser-api';
import { newEmail, screenshot, signInSubscribed, storedAccessToken } from './helpers';

// The sandbox compiles AWS's template validator on first use: slow on a busy machine.
test.setTimeout(240_000);

test('follows a deployment live to Deployed, shows its stack, downloads its template and deletes it', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('deployer'));
  await page.goto('/deployments');
  await expect(page.getByRole('heading', { name: DEPLOYMENTS.title, level: 1 })).toBeVisible();
  await expect(page.getByText(DEPLOYMENTS.noDeploymentsYet)).toBeVisible();
  await expect(page.getByRole('link', { name: DEPLOYMENTS.createFirstDesign })).toHaveAttribute(
    'href',
    '/builder',
  );
  await expect(page.getByRole('heading', { name: DEPLOYMENTS.gettingStarted })).toBeVisible();
  await expect(page.getByRole('link', { name: DEPLOYMENTS.openBuilder })).toHaveAttribute('href', '/builder');
  await expect(page.getByRole('link', { name: DEPLOYMENTS.linkAwsAccount })).toHaveAttribute(
    'href',
    '/aws-accounts',
  );
  await expect(page.getByRole('button', { name: DEPLOYMENTS.refresh })).toBeVisible();
  for (const [name, href] of [
    [DEPLOYMENTS.awsAccounts, '/aws-accounts'],
    [DEPLOYMENTS.compliance, '/compliance'],
    [DEPLOYMENTS.newDesign, '/builder'],
  ]) {
    await expect(
      page.getByTestId('deployments-actions').getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', href!);
  }
  await screenshot(page, 'deployments-empty');

  // The builder is another page: the deployment starts through the API, as its deploy dialog does.
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Sandbox Lab');
  const deploymentId = await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'queue-stack',
    template: BROWSER_TEMPLATE,
  });

  // Everything from here on happens without a reload: the marker would be gone after one.
  // The socket's frames saying the stack is created (or anything after) reach the page once the row
  // has been seen Creating: on a busy machine the stack (about 5 s at the browser server's speed)
  // could otherwise be Deployed before the row is read. Frames of the stack still being created go
  // through (the workflow publishes it in progress as it starts it), so a row first read while the
  // deployment was still validating moves on to Creating.
  const frames: string[] = [];
  let releaseFrames!: () => void;
  const framesHeld = new Promise<void>((resolve) => {
    releaseFrames = resolve;
  });
  const stillCreating = ['pending', 'validating', 'creating_stack', 'CREATE_IN_PROGRESS'];
  // Once the delete is asked for, everything that could move the row on (frames, and the read a
  // newly opened socket makes to catch up) waits until the row has been seen Deleting: a small
  // stack can be gone before its socket opens.
  let deleting = false;
  let releaseDelete!: () => void;
  const deleteHeld = new Promise<void>((resolve) => {
    releaseDelete = resolve;
  });
  await page.routeWebSocket(
    (url) => url.pathname.includes(`/ws/${deploymentId}`),
    (socket) => {
      const server = socket.connectToServer();
      server.onMessage(async (frame) => {
        frames.push(String(frame));
        if (!stillCreating.includes(JSON.parse(String(frame)).status)) await framesHeld;
        if (deleting) await deleteHeld;
        socket.send(frame);
      });
    },
  );
  await page.route(
    (url) => url.pathname === `/api/deployments/${deploymentId}`,
    async (route) => {
      if (deleting && route.request().method() === 'GET') await deleteHeld;
      await route.fallback();
    },
  );
  let listLoads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/deployments') listLoads += 1;
  });
  await page.getByRole('button', { name: DEPLOYMENTS.refresh }).click();
  await expect(page.getByText(TOASTS.deploymentsRefreshed)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const item = page.getByTestId(`deployment-${deploymentId}`);
  await expect(item).toContainText('queue-stack');
  await expect(item).toContainText(DEPLOYMENTS.sandbox);
  await expect(item).toContainText(LABEL.CREATE_IN_PROGRESS!, { timeout: 120_000 });
  await expect(page.getByText(DEPLOYMENTS.live, { exact: true })).toBeVisible();
  await screenshot(page, 'deployments-in-progress');
  releaseFrames();
  await expect(item).toContainText(LABEL.CREATE_COMPLETE!, { timeout: 120_000 });
  // it came over the socket: the list was loaded once (the refresh) and never polled
  expect(frames.some((f) => JSON.parse(f).status === 'CREATE_COMPLETE')).toBe(true);
  expect(listLoads).toBe(1);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // Expanded: the stack's resources, its events and its outputs.
  await item
    .getByRole('button', { name: /queue-stack/ })
    .first()
    .click();
  const resources = item.getByRole('table', { name: DEPLOYMENTS.resources });
  for (const id of ['QueueKey', 'Queue', 'QueueLogs']) {
    await expect(resources.getByRole('row', { name: new RegExp(`^${id} `) })).toContainText(
      'CREATE_COMPLETE',
    );
  }
  await expect(resources).toContainText('AWS::KMS::Key');
  await screenshot(page, 'deployments-resources');
  await item.getByRole('tab', { name: /Events/ }).click();
  const events = item.getByRole('table', { name: DEPLOYMENTS.events });
  // newest first: the stack's own completion, and each resource's start with its reason
  await expect(events.getByRole('row').nth(1)).toContainText(/queue-stack[\s\S]*CREATE_COMPLETE/);
  await expect(
    events
      .getByRole('row')
      .filter({ hasText: 'QueueKey' })
      .filter({ hasText: 'Resource creation Initiated' }),
  ).toHaveCount(1);
  await screenshot(page, 'deployments-events');
  await item.getByRole('tab', { name: /Outputs/ }).click();
  await expect(item).toContainText(
    /QueueUrl[\s\S]*https:\/\/sqs\.me-south-1\.amazonaws\.com\/\d{12}\/queue-stack-Queue-/,
  );

  // The sandbox's console view instead of AWS's.
  await item.getByRole('button', { name: DEPLOYMENTS.sandboxConsole }).click();
  const consoleView = page.getByRole('dialog');
  await expect(consoleView).toContainText(DEPLOYMENTS.sandbox);
  await expect(consoleView).toContainText(/arn:aws:cloudformation:me-south-1:\d{12}:stack\/queue-stack\//);
  await screenshot(page, 'deployments-sandbox-console', false);
  await consoleView.getByRole('button', { name: DEPLOYMENTS.close }).click();

  // The template, as deployed.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: DEPLOYMENTS.downloadTemplate }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('queue-stack.yaml');
  expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe(BROWSER_TEMPLATE);
  await expect(page.getByText(TOASTS.templateDownloaded)).toBeVisible();

  // Delete, after the spec's confirmation; the stack goes and the list with it, live.
  await item.getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(CONFIRM.deleteDeployment('queue-stack'));
  await screenshot(page, 'deployments-delete-confirm', false);
  deleting = true;
  await page.getByRole('dialog').getByRole('button', { name: DEPLOYMENTS.delete, exact: true }).click();
  await expect(page.getByText(TOASTS.deletionInitiated)).toBeVisible();
  await expect(item).toContainText(LABEL.DELETE_IN_PROGRESS!);
  releaseDelete();
  // the stack goes and the deployment leaves the active list, live; it is kept under Deleted
  await expect(page.getByText(DEPLOYMENTS.noActive)).toBeVisible({ timeout: 120_000 });
  expect(listLoads).toBe(1);
  await page.getByRole('button', { name: DEPLOYMENTS.deletedView }).click();
  await expect(item).toContainText(LABEL.DELETE_COMPLETE!);
  await expect(item.getByRole('button', { name: DEPLOYMENTS.delete, exact: true })).toHaveCount(0);
  await screenshot(page, 'deployments-deleted-view', false);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('falls back to the spec 10 s polling while the socket cannot connect', async ({ page }) => {
  // every live socket is refused as soon as it opens, as a gateway that is down would do
  await page.routeWebSocket(/\/ws\//, (socket) => socket.close({ code: 1011, reason: 'unavailable' }));
  await signInSubscribed(page, newEmail('poller'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Sandbox Poll');
  let listLoads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/deployments') listLoads += 1;
  });
  // The page is open before the deployment starts and the Refresh shows it in progress, so only a
  // poll can bring the final status, however slow this machine is to load the page.
  await page.goto('/deployments');
  await expect(page.getByText(DEPLOYMENTS.noDeploymentsYet)).toBeVisible();
  const deploymentId = await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'polled-stack',
    template: BROWSER_TEMPLATE,
  });
  await page.getByRole('button', { name: DEPLOYMENTS.refresh }).click();
  const item = page.getByTestId(`deployment-${deploymentId}`);
  await expect(item).toContainText('polled-stack');
  const loadsBeforePolling = listLoads;
  await expect(item).toContainText(LABEL.CREATE_COMPLETE!, { timeout: 120_000 });
  await expect(page.getByText(DEPLOYMENTS.live, { exact: true })).toHaveCount(0);
  // at least one poll after the refresh found it finished
  expect(listLoads).toBeGreaterThan(loadsBeforePolling);
});

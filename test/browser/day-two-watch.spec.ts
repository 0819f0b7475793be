import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import {
  DEPLOYMENTS,
  DEPLOYMENT_STATUS_LABELS as LABEL,
  DEPLOYMENT_CHANGES as TEXT,
} from '#shared/messages/deployments';
import { DRIFT, SANDBOX_CONSOLE } from '#shared/messages/drift';
import { NOTIFICATIONS, OUTBOX, SCHEDULES } from '#shared/messages/schedules';
import { deployAndWait, linkSandboxAccount } from '#test/fixtures/browser-api';
import { holdRequests, newEmail, screenshot, signInSubscribed, storedAccessToken } from './helpers';

// Deploys, updates and scans in the sandbox cloud: minutes on a busy machine.
test.setTimeout(480_000);

const BUCKET = `AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Reports:
    Type: AWS::S3::Bucket
    Properties:
      VersioningConfiguration:
        Status: Enabled
`;

test('a property changed in the sandbox console is drift: seen with the control it breaks, reverted, gone', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('drift'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'drift account');
  const stackName = `drift-${Date.now().toString(36)}`;
  const id = await deployAndWait(page.request, token, { accountId, stackName, template: BUCKET });

  await page.goto('/deployments');
  const row = page.getByTestId(`deployment-${id}`);
  await row
    .getByRole('button', { name: new RegExp(stackName) })
    .first()
    .click();
  await row.getByRole('button', { name: DEPLOYMENTS.sandboxConsole }).click();
  const console = page.getByRole('dialog');
  await console
    .getByRole('combobox', { name: SANDBOX_CONSOLE.property })
    .fill('/VersioningConfiguration/Status');
  await console.getByRole('textbox', { name: SANDBOX_CONSOLE.value }).fill('Suspended');
  await console.getByRole('button', { name: SANDBOX_CONSOLE.apply }).click();
  await expect(
    console.getByText(SANDBOX_CONSOLE.applied('Reports', '/VersioningConfiguration/Status')),
  ).toBeVisible();
  await screenshot(page, 'drift-sandbox-console');
  await console.getByRole('button', { name: DEPLOYMENTS.close }).click();

  await row.getByRole('tab', { name: DRIFT.tab }).click();
  await row.getByRole('button', { name: DRIFT.check }).click();
  const status = row.getByTestId('drift-status');
  await expect(status).toContainText('1 resource drifted', { timeout: 30_000 });
  const drifted = row.getByRole('row', { name: /VersioningConfiguration/ });
  await expect(drifted).toContainText('"Enabled"');
  await expect(drifted).toContainText('"Suspended"');
  await expect(drifted).toContainText('SAMA');
  await screenshot(page, 'drift-detected');

  // the revert's change set is shown before it runs, as an update's is
  await row.getByRole('button', { name: DRIFT.revert }).click();
  const review = page.getByRole('dialog', { name: DRIFT.revertTitle });
  await expect(review.getByTestId('change-set')).toContainText('Reports');
  await expect(review.getByTestId('change-set')).toContainText(TEXT.actions.modify!);
  await screenshot(page, 'drift-revert-change-set', false);
  await review.getByRole('button', { name: TEXT.apply }).click();
  await expect(row.getByText(DRIFT.reverting)).toBeVisible();
  // the change set runs as an update: the deployment ends Updated, then nothing drifts
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/deployments/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as { status: string }).status;
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe('UPDATE_COMPLETE');
  await page.reload();
  await row
    .getByRole('button', { name: new RegExp(stackName) })
    .first()
    .click();
  await expect(row.getByText(LABEL.UPDATE_COMPLETE ?? '', { exact: true }).first()).toBeVisible();
  // the tab's read of the stored report (the drifted one) reaches the page only after the new check:
  // the newer check's answer stays on screen
  let releaseStored!: () => void;
  const storedHeld = new Promise<void>((resolve) => {
    releaseStored = resolve;
  });
  await page.route(`**/api/deployments/${id}/drift`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    // read now, before the check replaces it; handed to the page later
    const answer = await route.fetch();
    await storedHeld;
    await route.fulfill({ response: answer });
  });
  await row.getByRole('tab', { name: DRIFT.tab }).click();
  await row.getByRole('button', { name: DRIFT.check }).click();
  await expect(status).toContainText('No drift', { timeout: 30_000 });
  const storedRead = page.waitForResponse(
    (r) => r.url().endsWith(`/api/deployments/${id}/drift`) && r.request().method() === 'GET',
  );
  releaseStored();
  await storedRead;
  // two frames: the page has read the answer and drawn what it did with it
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(status).toContainText('No drift');
  await screenshot(page, 'drift-reverted');
});

test('a scheduled scan runs at its time on the sandbox clock: two trend points, an e-mail and a signed webhook', async ({
  page,
}) => {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok from the test receiver');
    });
  });
  const port = Number(process.env.SAHAB_BROWSER_WEBHOOK_PORT);
  await new Promise<void>((done) => receiver.listen(port, '127.0.0.1', done));
  try {
    const email = newEmail('scheduled');
    await signInSubscribed(page, email, 'Pro');
    const token = (await storedAccessToken(page)) ?? '';
    await linkSandboxAccount(page.request, token, 'scheduled account');

    await page.goto('/settings');
    await page.getByLabel(NOTIFICATIONS.webhook).fill('http://10.0.0.5/hook');
    await page.getByRole('button', { name: NOTIFICATIONS.save }).click();
    await expect(page.getByText('The webhook URL must start with https://.')).toBeVisible();
    await page.getByLabel(NOTIFICATIONS.email).fill(email);
    await page.getByLabel(NOTIFICATIONS.webhook).fill(`http://127.0.0.1:${port}/hook`);
    await page.getByRole('button', { name: NOTIFICATIONS.save }).click();
    await expect(page.getByText(NOTIFICATIONS.saved)).toBeVisible();
    const secret = (await page.getByText(/^[0-9a-f]{64}$/).textContent()) ?? '';

    await page.goto('/compliance');
    const form = page.getByTestId('schedule-form');
    await form
      .getByRole('button', { name: new RegExp(SCHEDULES.accounts) })
      .first()
      .click();
    await page.getByRole('option', { name: 'scheduled account' }).click();
    await page.keyboard.press('Escape');
    await form.getByLabel(SCHEDULES.timeZone).fill('Mars/Base');
    await page.getByRole('button', { name: SCHEDULES.save }).click();
    await expect(page.getByText('Mars/Base is not an IANA time zone')).toBeVisible();
    await form.getByLabel(SCHEDULES.timeZone).fill('Asia/Riyadh');
    await page.getByRole('button', { name: SCHEDULES.save }).click();
    await expect(page.getByRole('cell', { name: /Daily 05:00 \(Asia\/Riyadh\)/ })).toBeVisible();
    await screenshot(page, 'schedule-saved');

    // a day on the sandbox clock: the schedule comes due and its scan runs and completes
    for (const run of [1, 2]) {
      await page.getByTestId('sandbox-clock').getByRole('button', { name: SCHEDULES.advance.day }).click();
      await expect
        .poll(
          async () => {
            const scans = await (
              await page.request.get('/api/compliance/scans', {
                headers: { authorization: `Bearer ${token}` },
              })
            ).json();
            return (scans as { status: string; trigger?: string }[]).filter((s) => s.status === 'completed')
              .length;
          },
          { timeout: 240_000, intervals: [2_000] },
        )
        .toBe(run);
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: COMPLIANCE_VIEW.scoreTrend })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(COMPLIANCE_VIEW.charts.trendLater)).toHaveCount(0);
    await expect(page.getByTestId('finding-changes')).toBeVisible();
    await page.getByTestId('finding-changes').scrollIntoViewIfNeeded();
    await screenshot(page, 'schedule-trend-two-points');

    await page.goto('/outbox');
    await expect(page.getByRole('heading', { name: OUTBOX.title })).toBeVisible();
    await expect(page.getByText(/new critical or high finding/).first()).toBeVisible({ timeout: 30_000 });
    await screenshot(page, 'notification-outbox');

    expect(received.length).toBeGreaterThan(0);
    const [hook] = received;
    const timestamp = String(hook?.headers['x-sahab-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${hook?.body}`).digest('hex');
    expect(hook?.headers['x-sahab-signature']).toBe(`v1=${expected}`);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ sahab_event: 'new_finding' });

    await page.goto('/settings');
    await expect(page.getByTestId('last-deliveries')).toContainText('ok from the test receiver');
    await screenshot(page, 'notification-last-delivery');
  } finally {
    receiver.close();
  }
});

// The saved values once arrived after the fields were open: what a quick user typed was replaced,
// and a save then sent the old values (the scheduled-scan test above met this on a busy machine).
test('the notification fields stay closed until the saved values are in, and keep what is typed after', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('notify-load'), 'Pro');
  const release = await holdRequests(page, '**/api/settings/notifications');
  await page.goto('/settings');
  const webhook = page.getByLabel(NOTIFICATIONS.webhook);
  await expect(page.getByText(NOTIFICATIONS.loading)).toBeVisible();
  await expect(webhook).toBeDisabled();
  await expect(page.getByRole('button', { name: NOTIFICATIONS.save })).toBeDisabled();
  const loaded = page.waitForResponse('**/api/settings/notifications');
  release();
  await loaded;
  await expect(webhook).toBeEnabled();
  await webhook.fill('http://10.0.0.5/hook');
  await page.getByRole('button', { name: NOTIFICATIONS.save }).click();
  await expect(page.getByText('The webhook URL must start with https://.')).toBeVisible();
  await expect(webhook).toHaveValue('http://10.0.0.5/hook');
});

// A settings read that fails must not leave an empty form that a save would write over the real
// settings with: the fields stay closed, the failure is said, and asking again opens them.
test('a failed read of the notification settings says so and loads them on retry', async ({ page }) => {
  await signInSubscribed(page, newEmail('notify-retry'), 'Pro');
  // every read fails until the user asks again (the page may read more than once as it opens)
  let down = true;
  await page.route('**/api/settings/notifications', async (route) => {
    if (!down || route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
  });
  await page.goto('/settings');
  await expect(page.getByText(NOTIFICATIONS.loadFailed)).toBeVisible();
  await expect(page.getByLabel(NOTIFICATIONS.webhook)).toBeDisabled();
  await screenshot(page, 'notification-load-failed');
  down = false;
  const loaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings/notifications') && response.ok(),
  );
  await page.getByRole('button', { name: NOTIFICATIONS.retry }).click();
  await loaded;
  await expect(page.getByLabel(NOTIFICATIONS.webhook)).toBeEnabled();
  await expect(page.getByText(NOTIFICATIONS.loadFailed)).toHaveCount(0);
});

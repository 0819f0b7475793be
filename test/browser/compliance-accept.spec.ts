import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { TOASTS } from '#shared/messages/feedback';
import { linkSandboxAccount } from '#test/fixtures/browser-api';
import { callApi, newEmail, screenshot, signInSubscribed, startScan, storedAccessToken } from './helpers';

// A scan reads a few hundred simulated resources: slow on a busy machine.
test.setTimeout(420_000);

const WORDS = COMPLIANCE_VIEW.violation;
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function overallScore(page: Page): Promise<string> {
  const text = (await page.getByTestId('score-Overall').textContent()) ?? '';
  return /\d+%/.exec(text)?.[0] ?? text;
}

interface Scores {
  overall_score: number | null;
}

/** The score the scan list, the dashboard (account and trend) and the scan itself give: one figure. */
async function scoresEverywhere(page: Page, scanId: string): Promise<number[]> {
  const [scans, dashboard, scan] = await Promise.all([
    callApi<(Scores & { scan_id: string })[]>(page, 'GET', '/api/compliance/scans'),
    callApi<{ accounts: (Scores & { scan_id: string })[]; trend: (Scores & { scan_id: string })[] }>(
      page,
      'GET',
      '/api/compliance/dashboard',
    ),
    callApi<Scores & { accounts: Scores[] }>(page, 'GET', `/api/compliance/scan/${scanId}`),
  ]);
  return [
    scan.overall_score,
    scan.accounts[0]?.overall_score,
    scans.find((s) => s.scan_id === scanId)?.overall_score,
    dashboard.accounts.find((a) => a.scan_id === scanId)?.overall_score,
    dashboard.trend.find((t) => t.scan_id === scanId)?.overall_score,
  ].map((n) => n ?? Number.NaN);
}

test('accepts a finding with reason and expiry: the score changes everywhere, the report lists it, and after the expiry (sandbox clock) it is back', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('noura'));
  const token = (await storedAccessToken(page)) ?? '';
  await linkSandboxAccount(page.request, token, 'Accept Sandbox');

  await page.goto('/compliance');
  // the only linked account is chosen already (a press on it would take it out again)
  await page.getByRole('button', { name: COMPLIANCE.accountsLabel }).click();
  await expect(page.getByRole('option', { name: /Accept Sandbox/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await startScan(page);
  await expect(page.getByText(TOASTS.scanCompleted)).toBeVisible({ timeout: 300_000 });
  await expect(page.getByTestId('score-Overall')).toContainText(/\d+%/);
  const before = await overallScore(page);

  // Acceptances are judged by the sandbox clock: accept until its today, the last day it holds.
  const clock = await callApi<{ now: string }>(page, 'GET', '/api/sandbox/clock');
  const expires = clock.now.slice(0, 10);
  // The most severe finding (the table sorts by severity): accept it in the dialog.
  await page.locator('a[href^="#v-"]').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(WORDS.acceptTitle).click();
  const exception = dialog.getByRole('checkbox', { name: WORDS.exceptionKind });
  if (await exception.isChecked()) await exception.uncheck();
  await dialog
    .getByLabel(WORDS.reason)
    .fill('Compensating control: the bucket sits behind the SIEM pipeline');
  await dialog.getByLabel(WORDS.owner).fill('Platform team');
  await dialog.getByLabel(WORDS.expires).fill(expires);
  await screenshot(page, 'compliance-accept-form', false);
  await dialog.getByRole('button', { name: WORDS.accept }).click();
  await expect(dialog).toHaveCount(0);

  const label = page.getByTestId('acceptance-label').first();
  await expect(label).toHaveText(WORDS.acceptedUntil(expires));

  // One finding among a sandbox estate's hundreds of checks moves the score by less than a point:
  // the team accepts the other high and critical findings too (through the same API), then looks again.
  const scans = await callApi<{ scan_id: string }[]>(page, 'GET', '/api/compliance/scans');
  const scanId = scans[0].scan_id;
  const scan = await callApi<{
    violations: { violation_id: string; severity: string; status: string; acceptance?: unknown }[];
  }>(page, 'GET', `/api/compliance/scan/${scanId}`);
  const serious = scan.violations.filter(
    (v) => !v.acceptance && v.status === 'fail' && (v.severity === 'critical' || v.severity === 'high'),
  );
  for (const v of serious)
    await callApi(page, 'POST', `/api/compliance/scan/${scanId}/acceptances`, {
      violation_id: v.violation_id,
      reason: 'Accepted for the pilot while the landing zone is rebuilt',
      owner: 'Platform team',
      expires,
    });
  await page.reload();
  await expect(page.getByTestId('score-Overall')).toContainText(/\d+%/, { timeout: 60_000 });
  await expect(page.getByTestId('acceptance-label').first()).toHaveText(WORDS.acceptedUntil(expires));
  const accepted = await overallScore(page);
  expect(Number.parseInt(accepted, 10)).toBeGreaterThan(Number.parseInt(before, 10));
  // one score: the scan, its account, the scan list, the dashboard's account and trend agree
  expect(await scoresEverywhere(page, scanId)).toEqual(Array(5).fill(Number.parseInt(accepted, 10)));
  await expect(page.getByTestId('scan-history')).toContainText(accepted);
  await screenshot(page, 'compliance-accepted', false);

  // The HTML report lists the acceptance with its owner, reason and expiry.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: COMPLIANCE.exportReport }).click(),
  ]);
  const report = readFileSync((await file.path()) ?? '', 'utf8');
  expect(report).toContain(`Accepted risks and exceptions (${serious.length + 1})`);
  expect(report).toContain(`Accepted until ${expires}`);
  expect(report).toContain('Platform team');

  // A day later by the sandbox clock the acceptances have expired: the findings count again, everywhere.
  await callApi(page, 'POST', '/api/sandbox/clock', { minutes: 24 * 60 });
  await page.reload();
  await expect(page.getByTestId('score-Overall')).toContainText(/\d+%/, { timeout: 60_000 });
  await expect(page.getByTestId('acceptance-label').first()).toHaveText(WORDS.acceptanceExpired(expires));
  await expect.poll(() => overallScore(page)).toBe(before);
  expect(await scoresEverywhere(page, scanId)).toEqual(Array(5).fill(Number.parseInt(before, 10)));
  await screenshot(page, 'compliance-acceptance-expired', false);
});

test('records a residency exception: who approved it and the reference show on the finding and in the report', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('huda'));
  const token = (await storedAccessToken(page)) ?? '';
  await linkSandboxAccount(page.request, token, 'Residency Sandbox');
  // a region code in the Kingdom: every data store the sandbox holds elsewhere now fails residency
  await page.goto('/settings');
  await page.getByLabel('Other region codes').fill('me-west-9');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Data residency saved')).toBeVisible();

  await page.goto('/compliance');
  await startScan(page);
  await expect(page.getByText(TOASTS.scanCompleted)).toBeVisible({ timeout: 300_000 });
  await page.getByRole('searchbox', { name: 'Find violations' }).fill('residency-region-in-kingdom');
  const table = page.getByRole('table').filter({ hasText: 'Violation' }).first();
  await table.getByRole('row').nth(1).getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(WORDS.acceptTitle).click();
  // a residency finding opens as the exception the frameworks ask for
  await expect(dialog.getByRole('checkbox', { name: WORDS.exceptionKind })).toBeChecked();
  const expires = isoDay(Date.now() + 90 * DAY);
  await dialog.getByLabel(WORDS.reason).fill('Disaster-recovery copy approved for Bahrain');
  await dialog.getByLabel(WORDS.approvedBy).fill('Chief Risk Officer');
  await dialog.getByLabel(WORDS.reference).fill('RISK-2026-114');
  await dialog.getByLabel(WORDS.expires).fill(expires);
  await dialog.getByRole('button', { name: WORDS.recordException }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('acceptance-label').first()).toHaveText(WORDS.exceptionUntil(expires));

  // the finding shows who approved it and the reference
  await table.getByRole('row').nth(1).getByRole('link').click();
  const record = dialog.getByText(/Chief Risk Officer · RISK-2026-114/);
  await record.scrollIntoViewIfNeeded();
  await expect(record).toBeVisible();
  await screenshot(page, 'residency-exception-recorded', false);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: COMPLIANCE.exportReport }).click(),
  ]);
  const report = readFileSync((await file.path()) ?? '', 'utf8');
  expect(report).toContain('RISK-2026-114');
  expect(report).toContain('Chief Risk Officer');
});

import { expect, type Locator, type Page } from '@playwright/test';
import { billingSandboxCheckout } from '#shared/api/routes/billing';
import type { Artifact } from '#shared/generation/artifacts';
import { AUTH } from '#shared/messages';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { TOASTS } from '#shared/messages/feedback';
import { signInThroughProvider } from './provider-session';

const OUTPUT_DIR = new URL('./output/', import.meta.url);

/**
 * Screenshots go to test/browser/output/<name>.jpg (not committed) so each screen can be looked at.
 * JPEG: Chromium encoding a 1280x800 PNG took about 0.8 s of CPU on the loaded 2-core machine, a
 * JPEG about 0.2 s, and a run takes some 140 screenshots beside its tests.
 */
const SHOT = { type: 'jpeg', quality: 85 } as const;

export function screenshotPath(name: string): string {
  return new URL(`${name}.jpg`, OUTPUT_DIR).pathname;
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage, ...SHOT });
}

/** A screenshot of one element (a panel, a diagram), as `screenshot`. */
export async function elementScreenshot(locator: Locator, name: string): Promise<void> {
  await locator.screenshot({ path: screenshotPath(name), ...SHOT });
}

/** A new address per test, so every test starts as a user the system has never seen. */
export function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Fills the local identity provider's sign-in page (one e-mail field) and submits it. */
export async function completeProviderSignIn(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from the landing page's auth button and waits to land on /app. */
export async function signInFromLanding(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: AUTH.signIn, exact: true }).first().click();
  await completeProviderSignIn(page, email);
  await page.waitForURL('**/app');
}

/**
 * Waits until every finite CSS animation and transition on the page has ended. axe-core reads the
 * colours as they are at that moment: a Cloudscape dialog still fading in (270 ms, longer on a
 * loaded machine) has partly transparent text, which fails colour contrast.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Holds back every request whose URL matches until `release` is called, to catch a passing screen. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** One scan's address: the page polls it while the scan runs, and reads it at once when it ends. */
export const SCAN_READ = /\/api\/compliance\/scan\/[^/?]+$/;

/**
 * Starts a scan from the compliance page (accounts already chosen) and sees it running: the scan's
 * reads are held back meanwhile, so 'Compliance scan started' and the progress bar are there to see
 * however soon the scan ends ('completed' then takes the started toast's place). `whileRunning`
 * looks at the running screen before the reads go through.
 */
export async function startScan(page: Page, whileRunning?: () => Promise<void>): Promise<void> {
  const release = await holdRequests(page, SCAN_READ);
  try {
    await page.getByRole('button', { name: COMPLIANCE.startScan }).click();
    await expect(page.getByText(TOASTS.scanStarted)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: COMPLIANCE_VIEW.progress.label })).toBeVisible();
    await whileRunning?.();
  } finally {
    release();
  }
}

/** The access token oidc-client-ts keeps in session storage for the signed-in user. */
export function storedAccessToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token as string) : undefined;
  });
}

/** Counts the page's requests whose URL contains `fragment`. */
export function countRequests(page: Page, fragment: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(fragment)) count += 1;
  });
  return () => count;
}

/**
 * Signs in as a new user with a `plan` subscription, for tests whose subject comes after that: the
 * user signs in through the provider's protocol (signInThroughProvider: no sign-in pages), the
 * sandbox checkout is completed through its API (the dialog's own call), then the app is opened.
 * The sign-in pages have their own tests (signInFromLanding, completeProviderSignIn: menu-and-guards,
 * checkout-activation, subscribe-flow and others), as do the checkout's screens (subscribe-flow.spec.ts,
 * checkout-activation.spec.ts); through the pages they took about 5 s and a pricing page load, a
 * dialog and the activation wait in every test.
 */
export async function signInSubscribed(page: Page, email: string, plan = 'Starter'): Promise<void> {
  await signInThroughProvider(page, email);
  const tier = plan.toLowerCase();
  const answer = await callApi<{ tier: string }>(page, 'POST', billingSandboxCheckout.path, { tier });
  expect(answer.tier).toBe(tier);
  await page.goto('/app');
}

/** Calls the product's API as the signed-in user (the page's stored access token). */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await storedAccessToken(page);
  const send = () =>
    page.request.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
  // a kept-alive connection the server closed as it was reused resets; a GET is sent again, as browsers do
  const response = await send().catch((error: unknown) => {
    if (method === 'GET' && String(error).includes('ECONNRESET')) return send();
    throw error;
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A finished run's artifacts. The timeline marks its last stage completed a moment before the
 * session itself is recorded as finished, and until then the API answers 409: asked again.
 */
export async function sessionArtifacts(page: Page, sessionId: string): Promise<Artifact[]> {
  const path = `/api/session/${sessionId}/artifacts`;
  const token = await storedAccessToken(page);
  await expect
    .poll(
      async () => (await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })).status(),
      { message: `${path} still answers 409`, timeout: 60_000 },
    )
    .not.toBe(409);
  return (await callApi<{ artifacts: Artifact[] }>(page, 'GET', path)).artifacts;
}

/**
 * Links a validated sandbox account through the API, as the link wizard does (its own test walks
 * the wizard): the role created in the user's sandbox account, linked, then validated.
 */
export async function linkSandboxAccount(page: Page, alias: string): Promise<{ id: string }> {
  const role = await callApi<{ role_arn: string }>(page, 'POST', '/api/sandbox/role');
  const account = await callApi<{ id: string }>(page, 'POST', '/api/aws-accounts', {
    alias,
    auth_method: 'iam_role',
    role_arn: role.role_arn,
    // the deploy dialog starts in the account's default region: Bahrain, as the specs expect
    region: 'me-south-1',
  });
  await expect
    .poll(
      async () =>
        (await callApi<{ valid: boolean }>(page, 'POST', `/api/aws-accounts/${account.id}/validate`)).valid,
      {
        timeout: 60_000,
        intervals: [1_000],
      },
    )
    .toBe(true);
  return account;
}

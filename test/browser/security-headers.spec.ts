import { expect, type Page, test } from '@playwright/test';
import { newEmail, signInFromLanding } from './helpers';

/**
 * The local server sends CloudFront's security headers (one shared definition), so these pages
 * run under the Content-Security-Policy they get in AWS: anything the policy blocks shows here.
 */
type ViolationWindow = Window & { __cspViolations?: string[] };

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as ViolationWindow;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () => page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
}

test('public pages and the signed-in app run without Content-Security-Policy violations', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // pre-rendered pages: wait until their code has run (the sign-in button is enabled then)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(await violations()).toEqual([]);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(await violations()).toEqual([]);

  await signInFromLanding(page, newEmail('csp'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the silent-renew page runs in a frame of the app and hands its URL back', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  const message = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        window.addEventListener('message', (event) => resolve(event.data));
        const frame = document.createElement('iframe');
        frame.style.display = 'none';
        frame.src = '/silent-renew.html?code=abc&state=xyz';
        document.body.append(frame);
        setTimeout(() => reject(new Error('no message from the silent-renew frame')), 5_000);
      }),
  );
  expect(message).toMatchObject({
    source: 'oidc-client',
    url: expect.stringContaining('code=abc&state=xyz'),
  });
  expect(await violations()).toEqual([]);
});

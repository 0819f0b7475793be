import { expect, test } from '@playwright/test';
import { AUTH } from '#shared/messages';
import { screenshot } from './helpers';

test('a sign-in callback that fails leaves the landing page with the error button and a clean address', async ({
  page,
}) => {
  // An error answer with a state this browser never stored: the callback is recognised and fails.
  await page.goto('/?error=access_denied&state=not-ours');

  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  const retry = page.getByRole('button', { name: AUTH.errorRetry });
  await expect(retry.first()).toBeVisible();
  await screenshot(page, 'landing-auth-error', false);

  // Retry starts a new sign-in at the provider.
  await retry.first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a callback in the hash is recognised too', async ({ page }) => {
  await page.goto('/#code=abc&state=not-ours');
  await expect(page.getByRole('button', { name: AUTH.errorRetry }).first()).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

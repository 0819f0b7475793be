import { expect, test } from '@playwright/test';
import { NOT_FOUND } from '#shared/messages';
import { screenshot } from './helpers';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/no/such/page');

  await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
  await screenshot(page, 'not-found');
  await page.getByRole('link', { name: NOT_FOUND.returnHome }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('?logout clears local and session storage, drops the parameter and reloads', async ({ page }) => {
  await page.goto('/pricing');
  await page.evaluate(() => {
    window.localStorage.setItem('sahab-test', 'left over');
    window.sessionStorage.setItem('oidc.user:stale', '{}');
  });

  await page.goto('/pricing?logout&tab=faq');

  await page.waitForURL((url) => !url.searchParams.has('logout'));
  expect(new URL(page.url()).pathname).toBe('/pricing');
  expect(new URL(page.url()).searchParams.get('tab')).toBe('faq');
  expect(await page.evaluate(() => window.localStorage.getItem('sahab-test'))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('oidc.user:stale'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

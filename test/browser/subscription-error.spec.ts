import { expect, test } from '@playwright/test';
import { newEmail, screenshot, signInFromLanding } from './helpers';

test('a failing subscription check shows the server detail on the error card', async ({ page }) => {
  const detail = 'Subscription store is unavailable (request 7f3a)';
  await page.route('**/api/subscriptions/current', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail }) }),
  );
  await signInFromLanding(page, newEmail('hind'));
  await expect(page.getByRole('heading', { name: 'We could not check your subscription' })).toBeVisible();
  await expect(page.getByText(detail, { exact: false })).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await screenshot(page, 'wrapper-subscription-error');
});

test("a gateway's own error (no detail) shows its message, not the status text", async ({ page }) => {
  await page.route('**/api/subscriptions/current', (route) =>
    route.fulfill({
      status: 504,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Endpoint request timed out' }),
    }),
  );
  await signInFromLanding(page, newEmail('ilyas'));
  await expect(page.getByText(/Endpoint request timed out/)).toBeVisible();
  await expect(page.getByText(/Gateway Timeout/)).toHaveCount(0);
});

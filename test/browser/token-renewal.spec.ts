import { expect, test } from '@playwright/test';
import { signInFromLanding, storedAccessToken } from './helpers';

// This server issues access tokens that live 70 s (see playwright.config.ts); the app is set to
// renew 60 s before expiry, so a renewal is due about 10 s after sign-in.
test.use({ baseURL: process.env.SAHAB_RENEW_BASE_URL });

test('the access token is renewed silently before it expires and the API accepts the new one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Arrange: a signed-in user on the protected app page.
  await signInFromLanding(page, `renew-${Date.now().toString(36)}@example.com`);
  const first = await storedAccessToken(page);
  expect(first).toBeTruthy();

  // Act: wait for the automatic renewal, without any user action or reload.
  await expect.poll(() => storedAccessToken(page), { timeout: 40_000, intervals: [1_000] }).not.toBe(first);

  // Assert: still signed in on the same page, and the new token works against the API.
  const renewed = await storedAccessToken(page);
  expect(page.url()).toMatch(/\/app$/);
  const status = await page.evaluate(
    (token) =>
      fetch('/api/subscriptions/current', { headers: { Authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      ),
    renewed,
  );
  expect(status).toBe(402); // a valid token of a user without a subscription, not 401
});

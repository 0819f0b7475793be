import { expect, type Page, test } from '@playwright/test';
import { ACTIVATION, CHECKOUT, WRAPPER } from '#shared/messages';
import { countRequests, newEmail, screenshot, signInFromLanding, storedAccessToken } from './helpers';

/** Completes a sandbox checkout through the API, as the payment provider's webhook would land. */
async function deliverCheckout(page: Page, tier: string): Promise<number> {
  const token = await storedAccessToken(page);
  return page.evaluate(
    ({ token, tier }) =>
      fetch('/api/billing/sandbox-checkout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tier }),
      }).then((response) => response.status),
    { token, tier },
  );
}

test('after a checkout, pricing waits for the webhook and announces the plan only once it is active', async ({
  page,
}) => {
  await signInFromLanding(page, newEmail('amal'));
  const checks = countRequests(page, '/api/subscriptions/current');

  // The success URL arrives before the webhook: the page waits and says so, without claiming success.
  await page.goto('/pricing?checkout=success');
  await expect(page.getByText(ACTIVATION.waiting)).toBeVisible();
  await expect.poll(checks, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(CHECKOUT.activated)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing$/);
  await screenshot(page, 'pricing-activation-waiting', false);

  // The webhook lands: the next check finds the plan active.
  expect(await deliverCheckout(page, 'premium')).toBe(200);
  await expect(page.getByText(CHECKOUT.activated)).toBeVisible();
  await expect(page.getByText(ACTIVATION.waiting)).toHaveCount(0);
  await screenshot(page, 'pricing-activation-active', false);

  // ...and two seconds later the app, with the plan.
  await page.waitForURL('**/app', { timeout: 5000 });
  await expect(page.getByTestId('plan-name')).toContainText('Premium');
});

test('pricing says clearly when the plan does not become active in time, and can check again', async ({
  page,
}) => {
  await signInFromLanding(page, newEmail('badr'));
  await page.clock.install();
  await page.goto('/pricing?checkout=success');
  await expect(page.getByText(ACTIVATION.waiting)).toBeVisible();

  await page.clock.fastForward('00:31');
  await expect(page.getByText(ACTIVATION.timedOutTitle)).toBeVisible();
  await expect(page.getByText(CHECKOUT.activated)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing$/);
  await screenshot(page, 'pricing-activation-timed-out', false);

  await page.getByRole('button', { name: ACTIVATION.checkAgain }).click();
  await expect(page.getByText(ACTIVATION.waiting)).toBeVisible();
});

test('the app gate waits after a checkout too, then shows the gate with the reason', async ({ page }) => {
  await signInFromLanding(page, newEmail('dana'));
  await page.clock.install();
  await page.goto('/app?checkout=success');
  await expect(page.getByText(ACTIVATION.waiting)).toBeVisible();
  await expect(page.getByRole('heading', { name: WRAPPER.subscriptionRequiredTitle })).toHaveCount(0);
  await screenshot(page, 'wrapper-activation-waiting', false);

  await page.clock.fastForward('00:31');
  await expect(page.getByText(ACTIVATION.timedOutTitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: WRAPPER.subscriptionRequiredTitle })).toBeVisible();
  await expect(page.getByText(CHECKOUT.activated)).toHaveCount(0);
  await screenshot(page, 'wrapper-activation-timed-out', false);
});

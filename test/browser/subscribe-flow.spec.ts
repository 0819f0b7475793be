import { expect, test } from '@playwright/test';
import { AUTH, CHECKOUT, LABELS, WRAPPER } from '#shared/messages';
import { holdRequests, newEmail, screenshot, signInFromLanding } from './helpers';

test('a new user signs in, subscribes through the sandbox checkout, reaches the app and signs out', async ({
  page,
}) => {
  const email = newEmail('nora');
  const releaseSubscription = await holdRequests(page, '**/api/subscriptions/current');

  // Sign in with an address the provider has never seen: back on /app, the wrapper checks the plan.
  await signInFromLanding(page, email);
  await expect(page.getByText(WRAPPER.checkingSubscription)).toBeVisible();
  await screenshot(page, 'wrapper-checking-subscription');
  releaseSubscription();

  // No plan yet.
  await expect(page.getByRole('heading', { name: WRAPPER.subscriptionRequiredTitle })).toBeVisible();
  await expect(page.getByText(WRAPPER.subscriptionRequiredText, { exact: true })).toBeVisible();
  await screenshot(page, 'wrapper-subscription-required');
  await page.getByRole('link', { name: WRAPPER.viewPricingPlans }).click();
  await page.waitForURL('**/pricing');

  // Choose Pro: the sandbox checkout says plainly that no real payment happens.
  await expect(page.getByTestId('plan-pro')).toContainText(LABELS.mostPopular);
  await screenshot(page, 'pricing-signed-in');
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Choose Pro' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LABELS.sandboxCheckoutTitle);
  await expect(dialog).toContainText('Pro');
  await expect(dialog).toContainText('$99 per month');
  await expect(dialog).toContainText(email);
  await screenshot(page, 'sandbox-checkout');
  await dialog.getByRole('button', { name: LABELS.completePayment }).click();

  // The success URL: toast, access, and the plan on the dashboard.
  await page.waitForURL('**/app');
  await expect(page.getByText(CHECKOUT.activated)).toBeVisible();
  await expect(page.getByTestId('plan-name')).toContainText('Pro');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await screenshot(page, 'dashboard');

  // Avatar initials and the subscribed menu.
  await expect(page.getByTestId('auth-avatar')).toHaveText(email.slice(0, 2).toUpperCase());
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: AUTH.viewDashboard })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: AUTH.viewPricing })).toHaveCount(0);
  await expect(page.getByRole('menu')).toContainText(email);
  await screenshot(page, 'account-menu-subscribed');
  await page.keyboard.press('Escape');

  // The other protected areas open too.
  await page.getByRole('link', { name: 'Deployments' }).first().click();
  await expect(page.getByText(LABELS.noDeploymentsYet)).toBeVisible();
  await screenshot(page, 'deployments');

  // Sign out: back on the landing page, signed out.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: AUTH.signOut }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: AUTH.signIn, exact: true }).first()).toBeVisible();
  // The signed-in user (kept in session storage) is gone.
  const sessionKeys = await page.evaluate(() => Object.keys(window.sessionStorage));
  expect(sessionKeys.filter((key) => key.startsWith('oidc.user:'))).toEqual([]);
  await screenshot(page, 'landing-after-sign-out');
});

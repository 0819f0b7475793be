import { expect, test } from '@playwright/test';
import { AUTH, WRAPPER } from '#shared/messages';
import { completeProviderSignIn, holdRequests, newEmail, screenshot, signInFromLanding } from './helpers';

test('a signed-in user without a subscription is offered pricing in the menu', async ({ page }) => {
  await signInFromLanding(page, newEmail('layla'));
  await expect(page.getByRole('heading', { name: WRAPPER.subscriptionRequiredTitle })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();

  await expect(page.getByRole('menuitem', { name: AUTH.viewPricing })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: AUTH.viewDashboard })).toHaveCount(0);
  await screenshot(page, 'account-menu-unsubscribed');
  await page.getByRole('menuitem', { name: AUTH.viewPricing }).click();
  await page.waitForURL('**/pricing');
});

test('a signed-out visit to a protected page goes to the provider and comes back to that page', async ({
  page,
}) => {
  // Hold the provider's discovery document so the passing screen can be seen.
  const releaseDiscovery = await holdRequests(page, '**/.well-known/openid-configuration');
  await page.goto('/deployments');
  await expect(page.getByText(WRAPPER.redirecting)).toBeVisible();
  await screenshot(page, 'wrapper-redirecting');
  releaseDiscovery();

  await expect(page.getByLabel('Email')).toBeVisible();
  await screenshot(page, 'provider-sign-in');
  await completeProviderSignIn(page, newEmail('sara'));

  await page.waitForURL('**/deployments');
  await expect(page.getByRole('heading', { name: WRAPPER.subscriptionRequiredTitle })).toBeVisible();
});

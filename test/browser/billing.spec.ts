import { expect, test } from '@playwright/test';
import { PLANS } from '#shared/billing/plans';
import { FRAME, LABELS } from '#shared/messages';
import { BILLING } from '#shared/messages/billing';
import { newEmail, screenshot, signInSubscribed } from './helpers';

test('a subscriber upgrades at once, schedules a downgrade and a cancellation for period end, and sees the invoices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInSubscribed(page, newEmail('bill'), 'Starter');

  // The Starter limit note links to upgrading; the side navigation has the billing page.
  await expect(
    page.getByTestId('run-counter').getByRole('link', { name: BILLING.upgradeForMore }),
  ).toBeVisible();
  await page.getByTestId('run-counter').scrollIntoViewIfNeeded();
  await screenshot(page, 'billing-starter-run-counter', false);
  await page.getByRole('link', { name: FRAME.nav.billing, exact: true }).click();
  await page.waitForURL('**/billing');

  // The plan now, labelled as the sandbox, with the checkout's invoice.
  await expect(page.getByTestId('sandbox-billing')).toContainText(BILLING.sandboxTitle);
  await expect(page.getByTestId('billing-plan')).toContainText('Starter');
  await expect(page.getByTestId('billing-renewal')).toContainText('Renews on');
  const invoices = page.getByRole('table');
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('$49.00');
  await screenshot(page, 'billing-starter');

  // Upgrade: now, with the prorated difference charged today.
  await page.getByRole('button', { name: BILLING.upgradeTo('Pro') }).click();
  const dialog = page.getByRole('dialog');
  // the amount charged today is said before the upgrade is made
  await expect(dialog).toContainText(/Today you pay about \$\d+\.\d\d, the prorated difference/);
  await screenshot(page, 'billing-upgrade-confirm', false);
  await dialog.getByRole('button', { name: BILLING.upgradeTo('Pro') }).click();
  await expect(page.getByText(BILLING.upgraded('Pro'))).toBeVisible();
  await expect(page.getByTestId('billing-plan')).toContainText('Pro');
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices).toContainText(BILLING.invoiceReasons['plan-change']);
  await screenshot(page, 'billing-pro');

  // Downgrade: at the end of the period; Pro stays until then.
  await page.getByRole('button', { name: BILLING.downgradeTo('Starter') }).click();
  await expect(dialog).toContainText('at the end of the period you have paid for');
  await dialog.getByRole('button', { name: BILLING.downgradeTo('Starter') }).click();
  const pending = page.getByTestId('pending-change');
  await expect(pending).toContainText(`Your plan changes to ${PLANS.starter.name} on`);
  await expect(page.getByTestId('billing-plan')).toContainText('Pro');
  await screenshot(page, 'billing-downgrade-scheduled');

  // Keep Pro, then cancel: said plainly, at period end, access until then.
  await pending.getByRole('button', { name: BILLING.keepPlan('Pro') }).click();
  await expect(pending).toHaveCount(0);
  await page.getByRole('button', { name: BILLING.cancel }).click();
  await expect(dialog).toContainText('does not renew after that, and no partial refund is made');
  // which button does what: the one that changes nothing says so
  await expect(dialog.getByRole('button', { name: BILLING.keepSubscription })).toBeVisible();
  await screenshot(page, 'billing-cancel-confirm', false);
  await dialog.getByRole('button', { name: BILLING.cancelConfirmLabel }).click();
  await expect(pending).toContainText('Your subscription ends on');
  await expect(pending).toContainText('You keep full access until then, and nothing renews.');
  await expect(page.getByText('Canceled at period end')).toBeVisible();
  // no new charge for a downgrade or a cancellation
  await expect(invoices.getByRole('row')).toHaveCount(3);
  // Each plan now says, before anything is done, that choosing it resumes the subscription and
  // what it charges: Premium the prorated difference today, Starter nothing now.
  await expect(page.getByTestId('terms-premium')).toContainText('This resumes your subscription');
  await expect(page.getByTestId('terms-premium')).toContainText(/Today you pay about \$\d+\.\d\d/);
  await expect(page.getByTestId('terms-starter')).toContainText(
    `This resumes your subscription: instead of ending on`,
  );
  await expect(page.getByTestId('terms-starter')).toContainText('Nothing is charged or refunded now.');
  await expect(page.getByRole('button', { name: BILLING.resumeAndDowngradeTo('Starter') })).toBeVisible();
  await screenshot(page, 'billing-canceled');
  await page.getByRole('button', { name: BILLING.resumeAndDowngradeTo('Starter') }).click();
  await expect(dialog).toContainText('This resumes your subscription');
  await screenshot(page, 'billing-canceled-downgrade-confirm', false);
});

test('a Pro subscriber choosing Premium on the pricing page is sent to the prorated change, not a checkout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInSubscribed(page, newEmail('pricing-pro'), 'Pro');
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-pro').getByRole('button', { name: 'Your current plan' })).toBeVisible();

  await page.getByTestId('plan-premium').getByRole('button', { name: 'Choose Premium' }).click();

  await page.waitForURL('**/billing');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(BILLING.upgradeConfirm('Premium'));
  await expect(dialog).toContainText(/Today you pay about \$\d+\.\d\d, the prorated difference/);
  await expect(page.getByText(LABELS.sandboxCheckoutTitle)).toHaveCount(0);
  await screenshot(page, 'pricing-pro-to-premium-change', false);
});

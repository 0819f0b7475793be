import { expect, test } from '@playwright/test';
import { screenshot } from './helpers';

/** Each legal page with figures the spec requires it to state (section 2, legal pages). */
const LEGAL_PAGES = [
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    figures: ["30 days' notice", '12 months', 'binding arbitration', 'no partial refund'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    figures: ['7 years', '90 days', 'within 30 days of the request', '18 years old', 'GDPR', 'CCPA'],
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    figures: [
      '48 consecutive hours',
      'within 14 days',
      '5-10 business days',
      '3-5 business days',
      '24-48 hours',
    ],
  },
] as const;

/** Today's date written the way the spec's example writes it ("November 21, 2026"). */
function todayInWords(): string {
  return new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

for (const legal of LEGAL_PAGES) {
  test.describe(legal.title, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    });

    test("shows today's date as last updated, the current year and the required figures", async ({
      page,
    }) => {
      await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${todayInWords()}`);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Sahab`);
      const article = page.getByRole('article');
      for (const figure of legal.figures) await expect(article).toContainText(figure);
      await screenshot(page, `legal${legal.path.replaceAll('/', '-')}`);
    });

    test('the footer links all three legal pages', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      for (const other of LEGAL_PAGES) {
        await footer.getByRole('link', { name: other.title }).click();
        await page.waitForURL((url) => url.pathname === other.path);
        await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
      }
    });

    test("'Back to Home' returns to the landing page", async ({ page }) => {
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.locator('#features')).toBeAttached();
    });
  });
}

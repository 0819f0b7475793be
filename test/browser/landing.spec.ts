import { expect, type Page, test } from '@playwright/test';
import { PLANS, TIERS } from '#shared/billing/plans';
import { screenshot } from './helpers';

const SECTIONS = [
  { anchor: 'Features', id: 'features' },
  { anchor: 'Pricing', id: 'pricing' },
  { anchor: 'How It Works', id: 'how-it-works' },
] as const;

/** Top of the element relative to the viewport, in CSS pixels. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
}

/** Scrolling ended with the section's top just under the sticky navigation bar. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  const navHeight = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height);
  await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBeLessThanOrEqual(navHeight + 2);
  await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(navHeight - 2);
}

// The anchors scroll smoothly unless the reader asks for reduced motion, which the suite does.
test.use({ reducedMotion: 'no-preference' });

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is pre-rendered: its controls work once the page's code has taken it over, when
    // the sign-in button turns from loading to enabled.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('shows navigation, hero, stats, features, steps, pricing, call to action and footer in order', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Page sections', exact: true });
    for (const section of SECTIONS)
      await expect(nav.getByRole('link', { name: section.anchor })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'View Pricing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'See How It Works' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Sahab in numbers' });
    for (const value of ['10x', '100%', 'Zero', '24/7']) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.locator('#how-it-works').getByRole('listitem')).toHaveCount(4);
    await expect(page.locator('#pricing').getByRole('radio')).toHaveCount(TIERS.length);
    await expect(
      page.getByRole('heading', { name: 'Ship your next compliant stack this week' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Sahab`);

    // The spec lists the sections in this order; check the page keeps it.
    const order = [
      '#lp-hero-title',
      '.lp-stats',
      '#features',
      '#how-it-works',
      '#pricing',
      '.lp-cta',
      'footer',
    ];
    const tops: number[] = [];
    for (const selector of order) tops.push((await page.locator(selector).first().boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await screenshot(page, 'landing-desktop');
  });

  for (const section of SECTIONS) {
    test(`the ${section.anchor} anchor scrolls its section into view without changing the address`, async ({
      page,
    }) => {
      expect(await sectionTop(page, section.id)).toBeGreaterThan(page.viewportSize()!.height);
      await page
        .getByRole('navigation', { name: 'Page sections', exact: true })
        .getByRole('link', { name: section.anchor })
        .click();
      await expectScrolledTo(page, section.id);
      expect(new URL(page.url()).hash).toBe('');
    });
  }

  test("'See How It Works' scrolls to the steps and 'View Pricing' opens /pricing", async ({ page }) => {
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await expectScrolledTo(page, 'how-it-works');

    await page.getByRole('link', { name: 'View Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
  });

  test('clicking a tier in the pricing teaser selects it, and the button continues to /pricing', async ({
    page,
  }) => {
    const radio = (tier: (typeof TIERS)[number]) =>
      page.getByRole('radio', { name: `${PLANS[tier].name}, $${PLANS[tier].priceUsdMonthly} per month` });
    const card = (tier: (typeof TIERS)[number]) => page.locator('label', { has: radio(tier) });
    const popular = TIERS.find((tier) => PLANS[tier].mostPopular)!;
    await expect(radio(popular)).toBeChecked();

    for (const tier of TIERS) {
      await card(tier).getByText(`$${PLANS[tier].priceUsdMonthly}`).click();
      await expect(radio(tier)).toBeChecked();
      await expect(card(tier)).toHaveAttribute('data-selected', 'true');
      for (const other of TIERS.filter((t) => t !== tier)) {
        await expect(radio(other)).not.toBeChecked();
        await expect(card(other)).toHaveAttribute('data-selected', 'false');
      }
    }

    const lastSelected = TIERS[TIERS.length - 1];
    await page.getByRole('link', { name: `Continue with ${PLANS[lastSelected].name}` }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
  });

  test('footer legal links open the legal pages', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const [label, path] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Refund Policy', '/refund-policy'],
    ] as const) {
      await footer.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  test('Documentation, API Reference and Community are placeholders with no link target', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    for (const name of ['Documentation', 'API Reference', 'Community']) {
      const placeholder = footer.locator('[aria-disabled="true"]', { hasText: name });
      await expect(placeholder).toBeVisible();
      await expect(page.getByRole('link', { name })).toHaveCount(0);
      await expect(placeholder).not.toHaveAttribute('href');
      expect(await placeholder.evaluate((el) => el.tagName)).not.toBe('A');
      expect(await placeholder.evaluate((el) => el.tabIndex)).toBe(-1);
    }
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button reveals the section anchors; Escape or choosing one closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Page sections', exact: true })).toBeHidden();
    await screenshot(page, 'landing-mobile');

    const menu = page.getByRole('navigation', { name: 'Page sections (menu)' });
    await page.getByLabel('Menu', { exact: true }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByLabel('Menu', { exact: true }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expectScrolledTo(page, 'pricing');
    await expect(menu).toBeHidden();
  });
});

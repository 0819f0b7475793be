import { expect, type Page, test } from '@playwright/test';
import { PLANS, TIERS } from '#shared/billing/plans';
import { AUTH, FRAME, LABELS, PRODUCT_NAME } from '#shared/messages';
import { HERO } from '#web/pages/landing/landing-content';
import { completeProviderSignIn, newEmail, screenshot, signInSubscribed } from './helpers';

/** The public pages, pre-rendered at build time, and a heading each one shows. */
const PAGES = [
  { path: '/', heading: `${HERO.headline} ${HERO.headlineHighlight}`, name: 'landing' },
  { path: '/pricing', heading: 'Plans for every stage of your cloud', name: 'pricing' },
  { path: '/privacy-policy', heading: 'Privacy Policy', name: 'privacy' },
] as const;

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps the page's <h1> as the HTML parser made it, before any script ran, so a test can tell a
 * hydrated page (React adopted that node) from one rendered again from scratch (a new node).
 */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
}

const headingIsTheParsedOne = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
    return parsed !== null && parsed === document.querySelector('h1') && parsed.isConnected;
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, name } of PAGES) {
    test(`${path} shows its content from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (path === '/pricing') {
        for (const tier of TIERS)
          await expect(page.getByRole('heading', { name: PLANS[tier].name, exact: true })).toBeVisible();
      }
      // the page's own styles apply without the script that would otherwise load them
      const position = await page.locator('footer').evaluate((footer) => getComputedStyle(footer).display);
      expect(position).not.toBe('inline');
      await screenshot(page, `prerendered-${name}-no-js`);
    });
  }

  test('its links work as plain links: View Pricing opens the pricing page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans for every stage of your cloud');
  });
});

test.describe('with JavaScript', () => {
  for (const { path, name } of PAGES) {
    test(`${path} is hydrated in place, without console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await rememberParsedHeading(page);
      await page.goto(path);
      if (path !== '/privacy-policy') {
        // enabled once React runs the page and the sign-in state is known
        await expect(page.getByRole('button', { name: AUTH.signIn, exact: true })).toBeEnabled();
      } else {
        await expect(page.getByTestId('last-updated')).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(await headingIsTheParsedOne(page)).toBe(true);
      await screenshot(page, `prerendered-${name}-hydrated`, false);
      expect(errors).toEqual([]);
    });
  }

  test("the pricing page works once hydrated: choosing a plan signs a visitor in, then opens that plan's checkout", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/pricing');
    const choosePro = page.getByTestId('plan-pro').getByRole('button', { name: 'Choose Pro' });
    await expect(choosePro).toBeEnabled();
    expect(errors).toEqual([]);
    await choosePro.click();
    // the identity provider's page, then back on pricing with the chosen plan's checkout open
    await expect(page.getByLabel('Email')).toBeVisible();
    const email = newEmail('chooser');
    await completeProviderSignIn(page, email);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(LABELS.sandboxCheckoutTitle);
    await expect(dialog).toContainText('Pro');
    await expect(dialog).toContainText(email);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(new URL(page.url()).searchParams.has('plan')).toBe(false);
    await screenshot(page, 'pricing-chosen-plan-after-sign-in', false);
  });

  test('a signed-in subscriber sees the account menu on the landing page once hydrated', async ({ page }) => {
    // subscribed: the menu's plan check answers 200 (a visitor without a plan gets a 402, logged)
    await signInSubscribed(page, newEmail('hydrate'));
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole('button', { name: AUTH.signIn, exact: true })).toHaveCount(0);
    expect(await headingIsTheParsedOne(page)).toBe(true);
    await screenshot(page, 'prerendered-landing-signed-in', false);
    expect(errors).toEqual([]);
  });
});

/**
 * On a phone the header's row of links is hidden; every public page must still lead a visitor to
 * the landing page, the pricing page and sign-in or the app, with or without JavaScript.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The page fits the phone's width: nothing in its header is pushed past the right edge. */
  const fitsTheWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the pricing page's menu button opens the header's links, which work as plain links", async ({
      page,
    }) => {
      await page.goto('/pricing');
      const menu = page.getByRole('navigation', { name: FRAME.header.label });
      await expect(menu).toBeHidden();
      await page.getByLabel(FRAME.header.menu, { exact: true }).click();
      await expect(menu.getByRole('link', { name: FRAME.header.pricing })).toHaveAttribute(
        'href',
        '/pricing',
      );
      // the pages that need an account are not offered to a signed-out visitor
      await expect(menu.getByRole('link', { name: FRAME.header.dashboard })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: FRAME.header.settings })).toHaveCount(0);
      await screenshot(page, 'pricing-phone-menu-no-js', false);
      await menu.getByRole('link', { name: FRAME.header.pricing }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans for every stage of your cloud');
      await page.getByRole('link', { name: FRAME.home(PRODUCT_NAME) }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("the landing page's menu button opens its section anchors, which work as plain links", async ({
      page,
    }) => {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Page sections (menu)' });
      await expect(menu).toBeHidden();
      await page.getByLabel('Menu', { exact: true }).click();
      await screenshot(page, 'landing-phone-menu-no-js', false);
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/#pricing$/);
    });

    for (const { path, name } of PAGES) {
      test(`${path} fits the width and leads home`, async ({ page }) => {
        await page.goto(path);
        expect(await fitsTheWidth(page)).toBe(true);
        await expect(page.getByRole('link', { name: FRAME.home(PRODUCT_NAME) })).toBeVisible();
        await screenshot(page, `prerendered-${name}-phone-no-js`, false);
      });
    }
  });

  test("the pricing page's menu offers the dashboard once signed in; Escape or a click elsewhere closes it", async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: AUTH.signIn, exact: true })).toBeEnabled();
    expect(await fitsTheWidth(page)).toBe(true);
    const button = page.getByLabel(FRAME.header.menu, { exact: true });
    const menu = page.getByRole('navigation', { name: FRAME.header.label });
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await screenshot(page, 'pricing-phone-menu', false);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    // a press on the page below the open menu
    await page.mouse.click(195, 700);
    await expect(menu).toBeHidden();

    // signed out, the menu holds only what needs no account; signed in, it leads to the dashboard
    await button.click();
    await expect(menu.getByRole('link', { name: FRAME.header.pricing })).toBeVisible();
    await expect(menu.getByRole('link', { name: FRAME.header.dashboard })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: AUTH.signIn, exact: true }).click();
    await completeProviderSignIn(page, newEmail('phone-menu'));
    await page.waitForURL('**/app');
    await page.goto('/pricing');
    await button.click();
    await menu.getByRole('link', { name: FRAME.header.dashboard }).click();
    await page.waitForURL('**/app');
  });

  test('the landing page leads to pricing and to sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: AUTH.signIn, exact: true })).toBeEnabled();
    expect(await fitsTheWidth(page)).toBe(true);
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

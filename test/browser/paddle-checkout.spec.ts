import { expect, type Page, test } from '@playwright/test';
import { CHECKOUT, LABELS } from '#shared/messages';
import { newEmail, screenshot, signInFromLanding } from './helpers';

/** What the stand-in Paddle.js records on window. */
type PaddleRecorderWindow = Window & {
  __paddle?: { environment: string | null; init: unknown; opened: unknown[] };
};

const PADDLE_JS = 'https://cdn.paddle.com/paddle/v2/paddle.js';

/**
 * This environment runs the sandbox checkout; these tests turn the runtime config to Paddle (as a
 * deployment with a Paddle token would have) and stand in for Paddle's CDN script, which the test
 * machine cannot reach, with a recorder of what the app asks Paddle to do.
 */
async function useConfiguredPaddle(page: Page, priceIds: Record<string, string>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.billing = {
      provider: 'paddle',
      paddleClientToken: 'test_tok',
      paddleEnvironment: 'sandbox',
      priceIds,
    };
    await route.fulfill({ response, json: config });
  });
}

async function recordPaddleCalls(page: Page): Promise<void> {
  await page.route(PADDLE_JS, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.__paddle = { environment: null, init: null, opened: [] };
        window.PaddleBillingV1 = {
          Initialized: false,
          Environment: { set: (value) => { window.__paddle.environment = value; } },
          Initialize: (options) => { window.__paddle.init = options; window.PaddleBillingV1.Initialized = true; },
          Update: () => {},
          Checkout: { open: (options) => { window.__paddle.opened.push(options); } },
        };`,
    }),
  );
}

test('with Paddle configured, choosing a plan opens the Paddle overlay with the user, tier and success URL', async ({
  page,
}) => {
  const email = newEmail('huda');
  await useConfiguredPaddle(page, { starter: 'pri_s', pro: 'pri_p', premium: 'pri_x' });
  await recordPaddleCalls(page);
  await signInFromLanding(page, email);
  const userId = await page.evaluate(() => {
    const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    return JSON.parse(window.sessionStorage.getItem(key)!).profile.sub as string;
  });

  await page.goto('/pricing');
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Choose Pro' }).click();

  await expect(page.getByText(CHECKOUT.opening)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as PaddleRecorderWindow).__paddle?.opened.length))
    .toBe(1);
  const paddle = (await page.evaluate(() => (window as PaddleRecorderWindow).__paddle))!;
  expect(paddle.environment).toBe('sandbox');
  expect(paddle.init).toEqual({ token: 'test_tok' });
  expect(paddle.opened[0]).toEqual({
    items: [{ priceId: 'pri_p', quantity: 1 }],
    customer: { email },
    // the server's signed reference beside the spec's fields: what the webhook believes
    customData: {
      userId,
      tier: 'pro',
      source: 'webapp',
      checkout_ref: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    },
    settings: {
      displayMode: 'overlay',
      theme: 'light',
      locale: 'en',
      successUrl: `${new URL(page.url()).origin}/app?checkout=success`,
    },
  });
  // Nothing of the sandbox checkout shows when Paddle is configured.
  await expect(page.getByText(LABELS.sandboxCheckoutTitle)).toHaveCount(0);
  await screenshot(page, 'paddle-opening-checkout');
});

test('a tier without a configured price shows the checkout error toast', async ({ page }) => {
  await useConfiguredPaddle(page, { pro: 'pri_p' });
  await recordPaddleCalls(page);
  await signInFromLanding(page, newEmail('fahad'));

  await page.goto('/pricing');
  await page.getByTestId('plan-premium').getByRole('button', { name: 'Choose Premium' }).click();

  await expect(page.getByText(CHECKOUT.failedToOpen)).toBeVisible();
  await expect(page.getByText(CHECKOUT.priceIdNotConfigured('premium'))).toBeVisible();
  expect(await page.evaluate(() => (window as PaddleRecorderWindow).__paddle?.opened.length ?? 0)).toBe(0);
  await screenshot(page, 'paddle-price-missing');
});

test('when Paddle.js cannot be loaded the user is told the checkout failed', async ({ page }) => {
  await useConfiguredPaddle(page, { pro: 'pri_p' });
  await page.route(PADDLE_JS, (route) => route.abort());
  await signInFromLanding(page, newEmail('reem'));

  await page.goto('/pricing');
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Choose Pro' }).click();

  await expect(page.getByText(CHECKOUT.failedToOpen)).toBeVisible();
  await expect(page.getByText(/Failed to load Paddle\.js/)).toBeVisible();
});

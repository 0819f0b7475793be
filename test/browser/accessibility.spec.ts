import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BROWSER_TEMPLATE, initiateDeployment, linkSandboxAccount } from '#test/fixtures/browser-api';
import { animationsFinished, newEmail, signInSubscribed, storedAccessToken } from './helpers';

test.setTimeout(300_000);

/** axe-core's findings on the page as it is now that are serious or critical, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Every page of the signed-in app, with something in it: a linked account and a deployment, so the
// tables have rows. Public pages are checked by the same rule.
const APP_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/app', ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { path: '/builder', ready: (page) => expect(page.getByTestId('template-card-vpc-network')).toBeVisible() },
  {
    path: '/builder?template=vpc-network',
    ready: (page) =>
      // the layout worker (elkjs) starts cold: as in builder.spec, allow it 30 s on a loaded machine
      expect(page.getByTestId('template-diagram').locator('svg g.resource').first()).toBeVisible({
        timeout: 30_000,
      }),
  },
  {
    path: '/deployments',
    ready: (page) => expect(page.getByText('a11y-stack', { exact: true })).toBeVisible(),
  },
  {
    path: '/aws-accounts',
    ready: (page) => expect(page.getByRole('row', { name: /A11y sandbox/ })).toBeVisible(),
  },
  { path: '/compliance', ready: (page) => expect(page.getByTestId('scan-history')).toBeVisible() },
  {
    path: '/settings',
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  { path: '/billing', ready: (page) => expect(page.getByTestId('billing-plan')).toBeVisible() },
  {
    path: '/privacy-policy',
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  { path: '/pricing', ready: (page) => expect(page.getByTestId('plan-starter')).toBeVisible() },
  { path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible() },
];

test('no serious or critical axe-core violation on any app page', async ({ page }) => {
  await signInSubscribed(page, newEmail('a11y'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'A11y sandbox');
  await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'a11y-stack',
    template: BROWSER_TEMPLATE,
  });

  const found: Record<string, string[]> = {};
  for (const { path, ready } of APP_PAGES) {
    await page.goto(path);
    await ready(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

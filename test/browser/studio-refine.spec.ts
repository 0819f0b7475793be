import { expect, type Page, test } from '@playwright/test';
import { REFINE } from '#shared/messages/refine';
import { newEmail, screenshot, signInSubscribed } from './helpers';

// Two runs of the agents, the compliance engine and AWS's validator on a busy machine.
test.setTimeout(360_000);

const shot = (page: Page, name: string) => screenshot(page, name);

async function waitForDesign(page: Page): Promise<void> {
  await expect(page.getByTestId('stage-artifacts')).toHaveAttribute('data-status', 'completed', {
    timeout: 240_000,
  });
  await expect(page.getByRole('tab', { name: 'Requirements' })).toBeVisible({ timeout: 30_000 });
}

test('a refinement round trip: the change makes version 2, shows its difference, and both versions stay', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('studio-refine'), 'Pro');
  await page
    .getByLabel('Describe what you need')
    .fill('A web application on ECS Fargate with a PostgreSQL database and a Redis cache.');
  await page.getByRole('button', { name: 'Generate design' }).click();
  await expect(page).toHaveURL(/session=/);
  const first = new URL(page.url()).searchParams.get('session');
  await waitForDesign(page);

  const change = page.getByTestId('studio-change-design');
  await change
    .getByRole('textbox', { name: REFINE.change.header })
    .fill('Remove the Redis cache and add an SQS queue for background jobs.');
  // the refine call starts a new run, which a loaded machine answers slowly: wait for its answer, not a clock
  const refined = page.waitForResponse(
    (response) =>
      /\/api\/session\/[^/]+\/refine$/.test(response.url()) && response.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await change.getByRole('button', { name: REFINE.change.submit }).click();
  expect((await refined).status()).toBe(202);
  await expect(page).not.toHaveURL(new RegExp(`session=${first}`), { timeout: 30_000 });
  // the changes show once the new version is completed (the page may still show version 1 a moment)
  await expect(page.getByTestId('studio-version-changes')).toBeVisible({ timeout: 240_000 });
  await waitForDesign(page);

  const versions = page.getByTestId('studio-versions');
  await expect(versions.getByRole('button', { name: REFINE.versions.version(2) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(versions).toContainText('Changed: Remove the Redis cache');
  const changes = page.getByTestId('studio-version-changes');
  await expect(changes).toContainText(REFINE.changes.header(1));
  await expect(changes.getByRole('list', { name: REFINE.changes.added }).first()).toContainText(
    'AWS::SQS::Queue',
  );
  await expect(changes.getByRole('list', { name: REFINE.changes.removed }).first()).toContainText(
    'AWS::ElastiCache::',
  );
  await expect(changes).toContainText('No Amazon ElastiCache');
  await expect(page.getByTestId('studio-version-cost')).toContainText('→');
  await changes.scrollIntoViewIfNeeded();
  await shot(page, 'studio-refine-diff');

  // version 1 is still there, unchanged, and opens from the versions
  await versions.getByRole('button', { name: REFINE.versions.version(1) }).click();
  await expect(page).toHaveURL(new RegExp(`session=${first}`));
  await expect(page.getByTestId('studio-version-changes')).toHaveCount(0);
});

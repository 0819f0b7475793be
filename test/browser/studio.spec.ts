import { expect, type Page, test } from '@playwright/test';
import { routes } from '#shared/api/routes/index';
import { BUILDER } from '#shared/messages/builder';
import { elementScreenshot, newEmail, screenshot, signInFromLanding, storedAccessToken } from './helpers';

// A generation runs the agents, the compliance engine and AWS's validator; the sandbox role and the
// stack deploy take their (sped-up) time on a busy machine.
test.setTimeout(300_000);

/** Calls the API as the signed-in user (for the steps the page under test does not own). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await storedAccessToken(page);
  const answer = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A screenshot of the design panel alone (timeline and tabs), to look at each tab. */
async function design(page: Page, name: string): Promise<void> {
  await elementScreenshot(page.getByTestId('studio-design'), name);
}

test('designs from a brief with live agents, shows every tab, prepares and deploys it to the sandbox', async ({
  page,
}) => {
  await signInFromLanding(page, newEmail('studio'));
  await page.goto('/pricing');
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Choose Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete payment' }).click();
  await page.waitForURL('**/app');

  // The studio, with the run counter of the Pro plan.
  await expect(page.getByRole('heading', { name: 'Design studio' })).toBeVisible();
  await expect(page.getByTestId('run-counter')).toContainText('0 of 50 generation runs used this month');
  await page.getByRole('button', { name: 'Bank customer portal' }).click();
  await expect(page.getByLabel('Describe what you need')).toHaveValue(/Saudi bank/);
  await page
    .getByLabel('Describe what you need')
    .fill(
      'A web application for a Saudi bank behind a load balancer with a PostgreSQL database holding confidential customer data, highly available, SAMA compliant, about 5,000 users.',
    );
  await screenshot(page, 'studio-brief');
  await page.getByRole('button', { name: 'Generate design' }).click();

  // The agents, live: the timeline moves through its stages to the end.
  await expect(page).toHaveURL(/session=/);
  const timeline = page.getByRole('list', { name: 'Agent timeline' });
  await expect(timeline.getByTestId('stage-chief-architect')).toBeVisible();
  await expect(page.getByTestId('offline-planner-badge')).toHaveText('Offline planner (simulated)');
  await expect(timeline.getByTestId('stage-artifacts')).toHaveAttribute('data-status', 'completed', {
    timeout: 180_000,
  });
  for (const agent of [
    'chief-architect',
    'lead-architect',
    'synthesis',
    'security',
    'cost',
    'validity',
    'diagram',
  ]) {
    await expect(timeline.getByTestId(`stage-${agent}`)).toHaveAttribute('data-status', 'completed');
  }
  await expect(page.getByTestId('run-counter')).toContainText('1 of 50');

  // Diagram tab (laid out in the worker from the run's graph).
  await expect(page.getByTestId('studio-diagram')).toBeVisible({ timeout: 30_000 });
  await design(page, 'studio-diagram');

  // Template tab: the code, a download, and the Pro extras.
  await page.getByRole('tab', { name: 'Template' }).click();
  await expect(page.getByTestId('studio-template')).toContainText('AWS::RDS::DBInstance');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('template.yaml');
  await expect(page.getByText('Template downloaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Terraform' })).toBeVisible();
  await design(page, 'studio-template');

  // Cost tab: a total range, per resource, advice.
  await page.getByRole('tab', { name: 'Cost' }).click();
  await expect(page.getByTestId('studio-cost-total')).toContainText('$');
  await expect(page.getByRole('heading', { name: 'Per resource' })).toBeVisible();
  await design(page, 'studio-cost');

  // Compliance tab: the SAMA score after the fixes.
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await expect(page.getByTestId('studio-score-SAMA')).toContainText('%');
  await expect(page.getByRole('heading', { name: /Fixes applied/ })).toBeVisible();
  await design(page, 'studio-compliance');

  // Review notes.
  await page.getByRole('tab', { name: 'Review notes' }).click();
  await expect(
    page.getByTestId('studio-review').getByRole('heading', { name: 'Design review' }),
  ).toBeVisible();
  await expect(page.getByTestId('studio-review')).not.toContainText('# Design review');
  await design(page, 'studio-review');

  // History lists the run.
  await expect(page.getByRole('table').filter({ hasText: 'Saudi bank' })).toBeVisible();

  // Prepare the deployment: a private template, then the builder's configure and deploy flow.
  const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
  await page.getByRole('button', { name: 'Prepare deployment' }).click();
  await page.waitForURL(/\/builder\?template=utpl-/);
  const templateId = new URL(page.url()).searchParams.get('template') ?? '';
  // The link opens the prepared template's diagram straight away; back leads to the gallery.
  await expect(page.getByRole('button', { name: BUILDER.deployToAws })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Saudi bank/ })).toBeVisible();
  await screenshot(page, 'studio-builder-diagram');
  await page.getByRole('button', { name: BUILDER.back, exact: true }).click();
  await expect(page.getByRole('region', { name: 'My templates' })).toContainText(
    'Web application for a Saudi bank',
  );
  await screenshot(page, 'studio-builder');
  const listed = await api<{ template_id: string; is_private?: boolean }[]>(
    page,
    'GET',
    routes.templatesList.path,
  );
  expect(listed.find((template) => template.template_id === templateId)?.is_private).toBe(true);

  // Deploy it to a sandbox account (linked through the API) and see it on /deployments.
  const role = await api<{ role_arn: string; account_number: string }>(page, 'POST', routes.sandboxRole.path);
  const account = await api<{ id: string }>(page, 'POST', routes.awsAccountsLink.path, {
    alias: 'Studio sandbox',
    auth_method: 'iam_role',
    role_arn: role.role_arn,
    region: 'me-south-1',
  });
  const detail = await api<{
    parameters: { name: string; default_value: string | null; is_required: boolean }[];
  }>(page, 'GET', `/api/templates/${templateId}?include_parameters=true`);
  // what a user types in the builder's configure step for the parameters without a default
  const typed = (name: string) =>
    /Certificate/.test(name)
      ? `arn:aws:acm:me-south-1:${role.account_number}:certificate/0b1d7c2e-1111-4222-8333-444455556666`
      : /Email/.test(name)
        ? 'ops@example.com'
        : 'studio';
  const deployed = await api<{ deployment_id: string }>(page, 'POST', routes.templatesDeployDirect.path, {
    template_id: templateId,
    stack_name: 'studio-bank-portal',
    aws_account_id: account.id,
    region: 'me-south-1',
    parameter_values: Object.fromEntries(
      detail.parameters.map((p) => [p.name, p.default_value ?? typed(p.name)]),
    ),
  });
  const sessionDeployments = await api<{ deployment_id: string }[]>(
    page,
    'GET',
    `/api/session/${sessionId}/deployments`,
  );
  expect(sessionDeployments.map((d) => d.deployment_id)).toEqual([deployed.deployment_id]);
  // the deploy workflow takes the stack to CREATE_COMPLETE in the sandbox
  await expect
    .poll(
      async () =>
        (
          await api<{ deployment_id: string; status: string }[]>(page, 'GET', routes.deploymentsList.path)
        ).find((d) => d.deployment_id === deployed.deployment_id)?.status,
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe('CREATE_COMPLETE');
  await page.goto('/deployments');
  await expect(page.getByText('studio-bank-portal').first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'studio-deployments');
});

import { expect, type Route, test } from '@playwright/test';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages';
import {
  initiateDeployment,
  linkSandboxAccount,
  logGroupsTemplate,
  waitUntilCreated,
} from '#test/fixtures/browser-api';
import { newEmail, signInSubscribed, storedAccessToken } from './helpers';

test.setTimeout(240_000);

// A socket hears only what is published after it opens. Here the deployment's socket is refused
// until the stack is created, and the list reads the page makes meanwhile (its polling) never
// answer: once the socket does open, only the page's own catch-up read can show the end.
test('a deployment that ends before its live socket opens is shown as deployed, not deploying for good', async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('catch-up'));
  const token = (await storedAccessToken(page)) ?? '';
  const accountId = await linkSandboxAccount(page.request, token, 'Catch-up sandbox');

  let created = false;
  await page.routeWebSocket(/\/ws\//, (socket) => {
    if (created) socket.connectToServer();
    else socket.close({ code: 1013, reason: 'try again later' });
  });
  let listReads = 0;
  const heldReads: Route[] = [];
  await page.route(/\/api\/deployments(\?|$)/, async (route) => {
    listReads += 1;
    if (listReads === 1 || created) await route.continue();
    else heldReads.push(route);
  });

  const deploymentId = await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'catch-up',
    template: logGroupsTemplate(4),
  });
  await page.goto('/deployments');
  const item = page.getByTestId(`deployment-${deploymentId}`);
  await expect(item).not.toContainText(DEPLOYMENT_STATUS_LABELS.CREATE_COMPLETE!);

  await waitUntilCreated(page.request, token, deploymentId);
  created = true;
  for (const read of heldReads) await read.abort();
  // the socket is retried within a few seconds; the list is not polled while it is open
  await expect(item).toContainText(DEPLOYMENT_STATUS_LABELS.CREATE_COMPLETE!, { timeout: 40_000 });
});

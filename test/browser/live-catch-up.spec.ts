import { expect, type Route, test } from '@playwright/test';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages/deployments';
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
// The page's first list read is answered with the list as it was just after the deployment began
// (read then, through the API): on a busy machine the stack can be created before the page loads.
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
  const deploymentId = await initiateDeployment(page.request, token, {
    accountId,
    stackName: 'catch-up',
    template: logGroupsTemplate(4),
  });
  const listJustAfter = await page.request.get('/api/deployments?filter=all', {
    headers: { authorization: `Bearer ${token}` },
  });
  const firstList = await listJustAfter.text();

  let listReads = 0;
  const heldReads: Route[] = [];
  await page.route(/\/api\/deployments(\?|$)/, async (route) => {
    listReads += 1;
    if (listReads === 1)
      await route.fulfill({ status: 200, contentType: 'application/json', body: firstList });
    else if (created) await route.continue();
    else heldReads.push(route);
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

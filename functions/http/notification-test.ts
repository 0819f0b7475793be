import { notificationTest } from '#shared/api/routes/notifications';
import { notificationPorts } from '../lib/compose/notifications';
import { httpHandler } from '../lib/http/middleware';
import { notify } from '../lib/notifications/deliver';
import { readSettings, settingsView } from '../lib/notifications/settings';

/** A test notification to the caller's own channels; the answer shows how each delivery went. */
export const handler = httpHandler(notificationTest, async ({ caller }) => {
  const ports = notificationPorts();
  await readSettings(ports, caller.sub);
  const sent = await notify(ports, caller.sub, {
    kind: 'test',
    title: 'Test notification',
    text: 'Sahab can reach you here: new critical or high findings, drift and failed deployments will arrive the same way.',
  });
  return settingsView(sent ?? (await readSettings(ports, caller.sub)));
});

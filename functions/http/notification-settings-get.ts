import { notificationSettingsGet } from '#shared/api/routes/notifications';
import { notificationPorts } from '../lib/compose/notifications';
import { httpHandler } from '../lib/http/middleware';
import { readSettings, settingsView } from '../lib/notifications/settings';

/** The caller's notification choices, webhook secret and last deliveries. */
export const handler = httpHandler(notificationSettingsGet, async ({ caller }) =>
  settingsView(await readSettings(notificationPorts(), caller.sub)),
);

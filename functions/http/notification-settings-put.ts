import { notificationSettingsPut } from '#shared/api/routes/notifications';
import { notificationPorts } from '../lib/compose/notifications';
import { httpHandler } from '../lib/http/middleware';
import { saveSettings } from '../lib/notifications/settings';

/** Saves what the caller receives; a refused field is a 400 naming it, nothing saved. */
export const handler = httpHandler(notificationSettingsPut, ({ caller, body }) =>
  saveSettings(notificationPorts(), caller.sub, body!),
);

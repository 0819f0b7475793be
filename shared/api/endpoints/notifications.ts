import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/notifications.ts, which adds each one's schemas and grants.

export const notificationSettingsGet = endpoint(
  'notification-settings-get',
  'GET',
  '/api/settings/notifications',
);
export const notificationSettingsPut = endpoint(
  'notification-settings-put',
  'PUT',
  '/api/settings/notifications',
);
export const notificationTest = endpoint('notification-test', 'POST', '/api/settings/notifications/test');
export const sandboxOutbox = endpoint('sandbox-outbox', 'GET', '/api/sandbox/outbox');

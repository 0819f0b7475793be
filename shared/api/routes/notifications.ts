import { z } from 'zod';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/notifications';
import {
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  outboxMessageSchema,
} from '../notifications';

/** The caller's notification choices, their webhook signing secret and the last deliveries. */
export const notificationSettingsGet = defineRoute(endpoints.notificationSettingsGet, {
  access: 'subscribed',
  tableAccess: 'write',
  response: notificationSettingsSchema,
});

/**
 * Saves what the caller receives and where. A webhook URL that is not https, or whose host
 * resolves to a private, loopback or link-local address, is a 400 naming the field; nothing saved.
 */
export const notificationSettingsPut = defineRoute(endpoints.notificationSettingsPut, {
  access: 'subscribed',
  tableAccess: 'write',
  body: notificationSettingsInputSchema,
  response: notificationSettingsSchema,
});

/** Sends a test notification to the caller's own e-mail and webhook, and answers how each went. */
export const notificationTest = defineRoute(endpoints.notificationTest, {
  access: 'subscribed',
  tableAccess: 'write',
  sendsEmail: true,
  timeoutSeconds: 29,
  response: notificationSettingsSchema,
});

/** Sandbox only: the e-mail Sahab sent the caller (SES stands in for it in AWS, so 404 there). */
export const sandboxOutbox = defineRoute(endpoints.sandboxOutbox, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(outboxMessageSchema),
});

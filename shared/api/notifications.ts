import { z } from 'zod';

export const NOTIFICATION_EVENTS = ['new_finding', 'drift', 'deployment_failed'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** What each user chooses to receive, and where. */
export const notificationSettingsInputSchema = z.object({
  /** where e-mail goes; empty: no e-mail */
  email: z.string().max(254),
  /** a Slack-compatible incoming webhook (https); empty: no webhook */
  webhook_url: z.string().max(2048),
  events: z.object({ new_finding: z.boolean(), drift: z.boolean(), deployment_failed: z.boolean() }),
});

export const deliverySchema = z.object({
  at: z.string(),
  channel: z.enum(['email', 'webhook']),
  event: z.string(),
  ok: z.boolean(),
  attempts: z.number().int(),
  /** the HTTP status of the last attempt (webhook), null when it never answered */
  status: z.number().int().nullable(),
  /** the start of the receiver's answer, or why there was none */
  answer: z.string(),
});

export const notificationSettingsSchema = notificationSettingsInputSchema.extend({
  /** signs every webhook body (X-Sahab-Signature), so the receiver can tell it came from Sahab */
  webhook_secret: z.string(),
  last_delivery: deliverySchema.nullable(),
  last_webhook_delivery: deliverySchema.nullable(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  event: z.string(),
  sent_at: z.string(),
});

export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

import { z } from 'zod';
import { eventTimeMicros } from './event-time';

/**
 * The longest id (Paddle's own or our `custom_data.userId`) a notification may carry, in UTF-8
 * bytes. Real ones are about 30 (Paddle) and 36 (Cognito `sub`) characters; the cap keeps every
 * table key built from an id far below DynamoDB's limits (2048-byte partition, 1024-byte sort key).
 */
export const MAX_ID_BYTES = 512;

export function fitsIdLimit(id: string): boolean {
  return new TextEncoder().encode(id).length <= MAX_ID_BYTES;
}

const TOO_LONG = `is longer than ${MAX_ID_BYTES} bytes`;

/**
 * Paddle Billing's notification envelope and the parts of the subscription entity we read.
 * Objects are loose: Paddle adds fields over time and the full entity must not fail validation.
 */
export const paddleEnvelopeSchema = z.looseObject({
  event_id: z
    .string()
    .regex(/^evt_[0-9a-z]+$/, 'expected a Paddle event id (evt_...)')
    .refine(fitsIdLimit, TOO_LONG),
  event_type: z.string().min(1),
  occurred_at: z
    .string()
    .refine((v) => eventTimeMicros(v) !== null, 'expected an RFC 3339 date-time between 2000 and 2199'),
  notification_id: z.string().min(1),
  data: z.unknown(),
});
export type PaddleEnvelope = z.infer<typeof paddleEnvelopeSchema>;

const billingPeriodSchema = z.looseObject({ starts_at: z.string(), ends_at: z.string() });

export const paddleSubscriptionSchema = z.looseObject({
  id: z
    .string()
    .regex(/^sub_[0-9a-z]+$/, 'expected a Paddle subscription id (sub_...)')
    .refine(fitsIdLimit, TOO_LONG),
  // A status Paddle may add later is stored as is and simply counts as inactive.
  status: z.string().min(1),
  customer_id: z.string().min(1).refine(fitsIdLimit, TOO_LONG),
  items: z.array(z.looseObject({ price: z.looseObject({ id: z.string() }).nullish() })),
  current_billing_period: billingPeriodSchema.nullish(),
  custom_data: z.record(z.string(), z.unknown()).nullish(),
  scheduled_change: z
    .looseObject({ action: z.string(), effective_at: z.string(), resume_at: z.string().nullish() })
    .nullish(),
  canceled_at: z.string().nullish(),
  paused_at: z.string().nullish(),
});
export type PaddleSubscription = z.infer<typeof paddleSubscriptionSchema>;

/** The subscription lifecycle events we act on; every other event type is acknowledged and ignored. */
export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.trialing',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.canceled',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

export function isSubscriptionEventType(type: string): type is SubscriptionEventType {
  return (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(type);
}

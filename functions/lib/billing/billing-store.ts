import type { SubscriptionChange } from './subscription-change';

/** Idempotency records: one per Paddle event id. */
export interface WebhookEventRecord {
  eventId: string;
  eventType: string;
  occurredAt: string;
  notificationId: string;
  userId: string;
  outcome: 'applied' | 'out-of-order';
  receivedAt: string;
}

export interface WebhookEventStore {
  has(eventId: string): Promise<boolean>;
  /** false when the event id was already recorded (a concurrent duplicate won the race) */
  record(event: WebhookEventRecord): Promise<boolean>;
}

/** 'applied' when the change was written; 'not-newer' when the stored state is newer or the same. */
export type ApplyResult = 'applied' | 'not-newer';

export interface SubscriptionWriter {
  applyIfNewer(change: SubscriptionChange, nowIso: string): Promise<ApplyResult>;
}

/** The stored subscription item: the shared record's fields plus the provider's (snake_case). */
export interface StoredSubscription {
  userId: string;
  status: string;
  tier: string;
  provider: string;
  provider_subscription_id?: string;
  provider_customer_id?: string;
  current_period_end?: string | null;
  scheduled_change?: { action: string; effective_at: string } | null;
  updatedAt: string;
  event_time?: number;
  last_event_id?: string;
}

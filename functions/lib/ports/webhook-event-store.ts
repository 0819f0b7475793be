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

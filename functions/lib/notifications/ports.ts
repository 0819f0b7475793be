import type { Delivery, NotificationSettingsInput, OutboxMessage } from '#shared/api/notifications';

export interface StoredNotificationSettings extends NotificationSettingsInput {
  webhookSecret: string;
  lastDelivery?: Delivery;
  lastWebhookDelivery?: Delivery;
}

export interface NotificationSettingsStore {
  get(userId: string): Promise<StoredNotificationSettings | undefined>;
  put(userId: string, settings: StoredNotificationSettings): Promise<void>;
}

/** One e-mail: SES in AWS, the sandbox's outbox locally. */
export interface EmailSender {
  send(message: { userId: string; to: string; subject: string; text: string; event: string }): Promise<void>;
}

/** The sandbox outbox, read by its page. */
export interface OutboxReader {
  list(userId: string): Promise<OutboxMessage[]>;
}

/** Every address a host name resolves to (DNS), for the webhook guard. */
export type ResolveHost = (host: string) => Promise<string[]>;

export interface NotificationPorts {
  settings: NotificationSettingsStore;
  email: EmailSender;
  resolve: ResolveHost;
  fetch: typeof fetch;
  /** origins (scheme://host:port) of webhook receivers allowed on this machine only: set by the local runtime, never in AWS */
  localWebhookOrigins: readonly string[];
  /** waits between webhook attempts */
  retryDelaysMs: readonly number[];
  now: () => Date;
}

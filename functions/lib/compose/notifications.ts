import { lookup } from 'node:dns/promises';
import { sesEmailSender } from '../adapters/aws/ses-email';
import { pinnedWebhookFetch } from '../adapters/pinned-webhook-fetch';
import { logger } from '../logger';
import { type Notification, notify } from '../notifications/deliver';
import type { NotificationPorts } from '../notifications/ports';
import { dynamoNotificationSettings, dynamoOutbox } from '../store/notifications';
import { isLocalRuntime } from './local-runtime';
import { storePorts } from './store';

let ports: NotificationPorts | undefined;

/** Every address of a host; a name that does not answer within 3 s is refused like one that does not resolve. */
async function resolve(host: string): Promise<string[]> {
  const answers = await Promise.race([
    lookup(host, { all: true, verbatim: true }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), 3_000).unref()),
  ]);
  return answers.map((a) => a.address);
}

/** The sandbox outbox, or undefined outside the local runtime (SES sends e-mail in AWS). */
export function localOutbox() {
  if (!isLocalRuntime()) return undefined;
  const { db, tableName } = storePorts();
  return dynamoOutbox(db, tableName);
}

/**
 * THE composition root, notifications part. Locally e-mail goes to the outbox and the developer
 * may allow webhook receivers on this machine (SAHAB_LOCAL_WEBHOOK_ORIGINS, honoured only by the
 * local runtime); in AWS, SES sends from SAHAB_NOTIFICATION_FROM and only public https receivers are reached.
 */
export function notificationPorts(): NotificationPorts {
  if (!ports) {
    const { db, tableName } = storePorts();
    const local = isLocalRuntime();
    const from = process.env.SAHAB_NOTIFICATION_FROM;
    const localWebhookOrigins = local
      ? (process.env.SAHAB_LOCAL_WEBHOOK_ORIGINS ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [];
    ports = {
      settings: dynamoNotificationSettings(db, tableName),
      email: local
        ? dynamoOutbox(db, tableName)
        : from
          ? sesEmailSender(from)
          : {
              send: async () => {
                throw new Error('SAHAB_NOTIFICATION_FROM is not set: no e-mail can be sent');
              },
            },
      resolve,
      // connects only to addresses checked at connect time: a DNS answer changed since the URL's check cannot reach a private one
      fetch: pinnedWebhookFetch(resolve, localWebhookOrigins),
      localWebhookOrigins,
      retryDelaysMs: [1_000, 4_000],
      now: () => new Date(),
    };
  }
  return ports;
}

/** For event sources (scans, drift, deployments): never throws at them. */
export async function notifyUser(userId: string, notification: Notification): Promise<void> {
  try {
    await notify(notificationPorts(), userId, notification);
  } catch (error) {
    logger.warn('Notification not sent', { kind: notification.kind, error: String(error) });
  }
}

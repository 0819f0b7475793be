import { createHmac, randomBytes } from 'node:crypto';
import type { Delivery } from '#shared/api/notifications';
import type { NotificationPorts, StoredNotificationSettings } from './ports';
import { webhookUrlProblem } from './webhook-guard';

export type NotificationKind = 'new_finding' | 'drift' | 'deployment_failed' | 'test';

export interface Notification {
  kind: NotificationKind;
  /** one line: the e-mail subject and the webhook's bold first line */
  title: string;
  text: string;
}

export const newWebhookSecret = () => randomBytes(32).toString('hex');

/** The signature header: HMAC-SHA256 with the user's secret over `<timestamp>.<body>`. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Slack-compatible: `text` for any incoming webhook, blocks for a richer view, and the event. */
export function webhookBody(notification: Notification): string {
  return JSON.stringify({
    text: `${notification.title}\n${notification.text}`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: notification.title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: notification.text.slice(0, 3000) } },
    ],
    sahab_event: notification.kind,
  });
}

const retriable = (status: number) => status === 429 || status >= 500;

/** POSTs the signed body, retrying with backoff on no answer, 429 and 5xx; the last answer is kept. */
export async function postWebhook(
  ports: Pick<NotificationPorts, 'fetch' | 'resolve' | 'localWebhookOrigins' | 'retryDelaysMs' | 'now'>,
  url: string,
  secret: string,
  notification: Notification,
): Promise<Delivery> {
  const base = { channel: 'webhook' as const, event: notification.kind };
  const problem = await webhookUrlProblem(url, ports.resolve, ports.localWebhookOrigins);
  if (problem)
    return { ...base, at: ports.now().toISOString(), ok: false, attempts: 0, status: null, answer: problem };
  const body = webhookBody(notification);
  let last: Delivery = {
    ...base,
    at: ports.now().toISOString(),
    ok: false,
    attempts: 0,
    status: null,
    answer: '',
  };
  for (let attempt = 1; attempt <= ports.retryDelaysMs.length + 1; attempt++) {
    const timestamp = String(Math.floor(ports.now().getTime() / 1000));
    try {
      const answer = await ports.fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
        headers: {
          'content-type': 'application/json',
          'x-sahab-timestamp': timestamp,
          'x-sahab-signature': webhookSignature(secret, timestamp, body),
        },
        body,
      });
      const text = (await answer.text()).slice(0, 500);
      last = {
        ...base,
        at: ports.now().toISOString(),
        ok: answer.ok,
        attempts: attempt,
        status: answer.status,
        answer: text,
      };
      if (!retriable(answer.status)) return last;
    } catch (error) {
      last = {
        ...base,
        at: ports.now().toISOString(),
        ok: false,
        attempts: attempt,
        status: null,
        answer: `No answer: ${(error as Error).message}`,
      };
    }
    const wait = ports.retryDelaysMs[attempt - 1];
    if (wait !== undefined) await new Promise((done) => setTimeout(done, wait));
  }
  return last;
}

/**
 * Sends a notification the user chose to receive (a test always goes): e-mail to their address,
 * and the signed webhook. Each channel's outcome is kept for the settings page; one failing
 * never stops the other, and nothing here throws at the caller (a scan or deployment).
 */
export async function notify(ports: NotificationPorts, userId: string, notification: Notification) {
  const settings = await ports.settings.get(userId);
  if (!settings) return undefined;
  if (notification.kind !== 'test' && !settings.events[notification.kind]) return settings;
  const next: StoredNotificationSettings = { ...settings };
  if (settings.email) {
    const at = ports.now().toISOString();
    try {
      await ports.email.send({
        userId,
        to: settings.email,
        subject: `[Sahab] ${notification.title}`,
        text: notification.text,
        event: notification.kind,
      });
      next.lastDelivery = {
        at,
        channel: 'email',
        event: notification.kind,
        ok: true,
        attempts: 1,
        status: null,
        answer: 'sent',
      };
    } catch (error) {
      next.lastDelivery = {
        at,
        channel: 'email',
        event: notification.kind,
        ok: false,
        attempts: 1,
        status: null,
        answer: (error as Error).message,
      };
    }
  }
  if (settings.webhook_url) {
    next.lastWebhookDelivery = await postWebhook(
      ports,
      settings.webhook_url,
      settings.webhookSecret,
      notification,
    );
  }
  await ports.settings.put(userId, next);
  return next;
}

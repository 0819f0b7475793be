import type { NotificationSettings, NotificationSettingsInput } from '#shared/api/notifications';
import { BadRequest } from '../errors';
import { newWebhookSecret } from './deliver';
import type { NotificationPorts, StoredNotificationSettings } from './ports';
import { webhookUrlProblem } from './webhook-guard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const DEFAULT_EVENTS = { new_finding: true, drift: true, deployment_failed: true };

export function settingsView(stored: StoredNotificationSettings): NotificationSettings {
  return {
    email: stored.email,
    webhook_url: stored.webhook_url,
    events: stored.events,
    webhook_secret: stored.webhookSecret,
    last_delivery: stored.lastDelivery ?? null,
    last_webhook_delivery: stored.lastWebhookDelivery ?? null,
  };
}

/** The caller's settings; the first read makes their webhook signing secret (nothing sent yet). */
export async function readSettings(
  ports: NotificationPorts,
  userId: string,
): Promise<StoredNotificationSettings> {
  const stored = await ports.settings.get(userId);
  if (stored) return stored;
  const fresh: StoredNotificationSettings = {
    email: '',
    webhook_url: '',
    events: DEFAULT_EVENTS,
    webhookSecret: newWebhookSecret(),
  };
  await ports.settings.put(userId, fresh);
  return fresh;
}

/** Saves the choices once both fields pass: each problem is a 400 naming its field, nothing saved. */
export async function saveSettings(
  ports: NotificationPorts,
  userId: string,
  input: NotificationSettingsInput,
) {
  const email = input.email.trim();
  if (email && !EMAIL.test(email))
    throw new BadRequest('email: Give an e-mail address such as ops@example.com.');
  const url = input.webhook_url.trim();
  if (url) {
    const problem = await webhookUrlProblem(url, ports.resolve, ports.localWebhookOrigins);
    if (problem) throw new BadRequest(`webhook_url: ${problem}`);
  }
  const current = await readSettings(ports, userId);
  const next = { ...current, email, webhook_url: url, events: input.events };
  await ports.settings.put(userId, next);
  return settingsView(next);
}

import { fromEpochMicros } from '#functions/lib/billing/paddle/event-time';
import { paddleId } from '#functions/lib/billing/paddle/ids';
import { signatureHeader } from '#functions/lib/billing/paddle/signature';
import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import type { WebhookSecretSource } from '#functions/lib/ports/webhook-secret-source';

export interface SignedDeliveryDeps {
  secret: WebhookSecretSource;
  delivery: WebhookDelivery;
  now: () => Date;
}

/** A Paddle notification envelope around an entity, stamped at `micros` (epoch microseconds). */
export function paddleEvent(eventType: string, data: unknown, micros: number): Record<string, unknown> {
  const ms = Math.floor(micros / 1000);
  return {
    event_id: paddleId('evt', ms),
    event_type: eventType,
    occurred_at: fromEpochMicros(micros),
    notification_id: paddleId('ntf', ms),
    data,
  };
}

/**
 * Sends events as Paddle does: each signed with the notification secret, to the production
 * webhook handler, one after the other. Anything but 200 is a fault of the simulation itself.
 */
export async function deliverSigned(
  events: Record<string, unknown>[],
  deps: SignedDeliveryDeps,
): Promise<void> {
  const secret = await deps.secret.getSecret();
  const seconds = Math.floor(deps.now().getTime() / 1000);
  for (const event of events) {
    const rawBody = JSON.stringify(event);
    const answer = await deps.delivery.deliver({
      rawBody,
      headers: {
        'content-type': 'application/json',
        'paddle-signature': signatureHeader(secret, rawBody, seconds),
      },
    });
    if (answer.statusCode !== 200) {
      throw new Error(
        `sandbox webhook ${String(event.event_type)} answered ${answer.statusCode}: ${answer.body}`,
      );
    }
  }
}

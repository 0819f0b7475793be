import { BadRequest, Unauthorized } from '../errors';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import type { SubscriptionWriter } from '../ports/subscription-writer';
import type { WebhookEventStore } from '../ports/webhook-event-store';
import type { WebhookSecretSource } from '../ports/webhook-secret-source';
import { describeIssue } from '../zod-issue';
import { paddleEnvelopeSchema } from './paddle/event';
import { verifySignature } from './paddle/signature';
import { type PriceTiers, type SubscriptionChange, subscriptionChangeFrom } from './subscription-change';

export interface WebhookDeps {
  secret: WebhookSecretSource;
  events: WebhookEventStore;
  subscriptions: SubscriptionWriter;
  /** the stored subscription, to check an event without a signed reference against its binding */
  stored: Pick<SubscriptionRepository, 'get'>;
  priceTiers: PriceTiers;
  now: () => Date;
  log: {
    info(message: string, extra: Record<string, unknown>): void;
    warn(message: string, extra: Record<string, unknown>): void;
  };
}

export type WebhookOutcome = 'applied' | 'out-of-order' | 'duplicate' | 'ignored';

export interface WebhookResult {
  outcome: WebhookOutcome;
  eventId?: string;
}

/**
 * Verifies and applies one Paddle notification. Throws BadRequest (malformed) or Unauthorized
 * (forged, stale) before anything is read or written.
 *
 * Why the subscription is written before the event id, with no transaction: if the process dies
 * between the two writes, Paddle retries (it got no 2xx); the event id is not recorded yet, so the
 * retry reaches the subscription update again, whose ordering condition makes it a no-op (the
 * stored event is the same one), and then records the id. The other order (id first) would make
 * that retry look like a duplicate and lose the change for good.
 */
export async function processPaddleWebhook(
  request: { rawBody: string; signatureHeader: string | undefined },
  deps: WebhookDeps,
): Promise<WebhookResult> {
  const now = deps.now();
  const secret = await deps.secret.getSecret();
  const check = verifySignature({
    header: request.signatureHeader,
    rawBody: request.rawBody,
    secret,
    nowSeconds: Math.floor(now.getTime() / 1000),
  });
  if (!check.ok) {
    if (check.reason === 'malformed') throw new BadRequest(check.message);
    deps.log.warn('paddle webhook rejected', { reason: check.reason });
    throw new Unauthorized(check.message);
  }

  const envelope = paddleEnvelopeSchema.safeParse(parseJson(request.rawBody));
  if (!envelope.success) throw new BadRequest(describeIssue(envelope.error));
  const event = envelope.data;

  const mapped = subscriptionChangeFrom(event, deps.priceTiers, secret);
  if (mapped.kind === 'invalid') throw new BadRequest(mapped.message);
  const unbound = mapped.kind === 'apply' ? await bindingProblem(mapped.change, deps.stored) : null;
  if (unbound) {
    deps.log.warn('paddle event ignored', { eventId: event.event_id, reason: unbound });
    return { outcome: 'ignored', eventId: event.event_id };
  }
  if (mapped.kind === 'ignore') {
    // 2xx on purpose: Paddle retries anything else, and retrying cannot add the missing data.
    deps.log.warn('paddle event ignored', { eventId: event.event_id, reason: mapped.reason });
    return { outcome: 'ignored', eventId: event.event_id };
  }

  if (await deps.events.has(event.event_id)) return { outcome: 'duplicate', eventId: event.event_id };

  const applied = await deps.subscriptions.applyIfNewer(mapped.change, now.toISOString());
  const outcome = applied === 'applied' ? 'applied' : 'out-of-order';
  const recorded = await deps.events.record({
    eventId: event.event_id,
    eventType: event.event_type,
    occurredAt: event.occurred_at,
    notificationId: event.notification_id,
    userId: mapped.change.userId,
    outcome,
    receivedAt: now.toISOString(),
  });
  const result: WebhookResult = { outcome: recorded ? outcome : 'duplicate', eventId: event.event_id };
  deps.log.info('paddle event processed', {
    ...result,
    type: event.event_type,
    status: mapped.change.status,
  });
  return result;
}

/**
 * Why an event may not touch the user it names, or null when it may. A signed checkout reference
 * binds the subscription to its user; without one (subscriptions from before references), the
 * custom data's user id is only believed for the subscription and customer already stored for that
 * user. Either way the stored customer of the same subscription must match.
 */
async function bindingProblem(
  change: SubscriptionChange,
  stored: Pick<SubscriptionRepository, 'get'>,
): Promise<string | null> {
  const record = await stored.get(change.userId);
  const sameSubscription = record?.provider_subscription_id === change.providerSubscriptionId;
  if (sameSubscription && record?.provider_customer_id !== change.providerCustomerId) {
    return `subscription ${change.providerSubscriptionId} names another customer than the one stored`;
  }
  if (!change.bound && !sameSubscription) {
    return `subscription ${change.providerSubscriptionId} has no signed checkout reference`;
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('body: not valid JSON');
  }
}

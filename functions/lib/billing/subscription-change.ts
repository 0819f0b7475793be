import type { Tier } from '#shared/billing/plans';
import { describeIssue } from '../zod-issue';
import { CHECKOUT_REFERENCE_KEY, type CheckoutClaims, verifyCheckoutReference } from './checkout-reference';
import {
  fitsIdLimit,
  isSubscriptionEventType,
  MAX_ID_BYTES,
  type PaddleEnvelope,
  paddleSubscriptionSchema,
} from './paddle/event';
import { eventTimeMicros } from './paddle/event-time';

/** What one subscription event means for our stored subscription item. */
export interface SubscriptionChange {
  userId: string;
  /**
   * true when a reference this server signed names the user; false when only the custom data's
   * `userId` (which the buyer's browser sets) does: then the event may only update a subscription
   * already stored for that user under the same provider subscription and customer.
   */
  bound: boolean;
  status: string;
  tier: Tier;
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** end of the current billing period; null when Paddle has none (canceled, paused) */
  currentPeriodEnd: string | null;
  /**
   * A pending change at period end, so the UI can say "ends on ...": Paddle's own (cancel,
   * pause) or our downgrade (`tier` is the plan that follows).
   */
  scheduledChange: { action: string; effectiveAt: string; tier?: Tier } | null;
  eventId: string;
  eventType: string;
  /** `occurred_at` in epoch microseconds: the ordering key */
  eventTime: number;
}

export type ChangeResult =
  | { kind: 'apply'; change: SubscriptionChange }
  | { kind: 'ignore'; reason: string }
  | { kind: 'invalid'; message: string };

/** price id -> tier, from configuration (PADDLE_PRICE_STARTER|PRO|PREMIUM) */
export type PriceTiers = Readonly<Record<string, Tier>>;

/**
 * Maps a verified Paddle event to a subscription change. The status comes from the entity
 * snapshot in `data`, not from the event name: Paddle sends the whole entity with every event,
 * and `subscription.updated` in particular carries every kind of transition.
 */
export function subscriptionChangeFrom(
  event: PaddleEnvelope,
  priceTiers: PriceTiers,
  /** the notification secret: checkout references are signed with a key derived from it */
  secret: string,
): ChangeResult {
  if (!isSubscriptionEventType(event.event_type)) {
    return { kind: 'ignore', reason: `event type ${event.event_type} is not handled` };
  }
  const parsed = paddleSubscriptionSchema.safeParse(event.data);
  if (!parsed.success) return { kind: 'invalid', message: `data.${describeIssue(parsed.error, 'body')}` };
  const sub = parsed.data;

  const claims = verifyCheckoutReference(sub.custom_data?.[CHECKOUT_REFERENCE_KEY], secret);
  const claimed = sub.custom_data?.userId;
  const userId = claims?.userId ?? (typeof claimed === 'string' && claimed.length > 0 ? claimed : null);
  if (!userId) return { kind: 'ignore', reason: `subscription ${sub.id} names no user` };
  // The user id becomes a table key: one no user can have is refused before anything is written.
  if (!fitsIdLimit(userId)) {
    return { kind: 'invalid', message: `data.custom_data.userId: is longer than ${MAX_ID_BYTES} bytes` };
  }
  const pricedTier = tierOf(sub.items, priceTiers);
  if (!pricedTier) return { kind: 'ignore', reason: `subscription ${sub.id} has no configured price` };
  const periodEnd = sub.current_billing_period?.ends_at ?? null;
  const paid = paidTier(claims, periodEnd);
  const tier = paid && paid !== pricedTier ? paid : pricedTier;

  const scheduled = sub.scheduled_change
    ? { action: sub.scheduled_change.action, effectiveAt: sub.scheduled_change.effective_at }
    : tier !== pricedTier && periodEnd
      ? { action: 'downgrade', effectiveAt: periodEnd, tier: pricedTier }
      : null;
  return {
    kind: 'apply',
    change: {
      userId,
      bound: claims !== null,
      status: sub.status,
      tier,
      providerSubscriptionId: sub.id,
      providerCustomerId: sub.customer_id,
      currentPeriodEnd: periodEnd,
      scheduledChange: scheduled,
      eventId: event.event_id,
      eventType: event.event_type,
      // the envelope schema already checked occurred_at parses
      eventTime: eventTimeMicros(event.occurred_at)!,
    },
  };
}

/**
 * The tier is the one of the price actually billed, from configuration: the buyer's browser sets
 * custom data, so a `tier` there is only a label. An unknown price grants nothing.
 */
function tierOf(
  items: ReadonlyArray<{ price?: { id: string } | null }>,
  priceTiers: PriceTiers,
): Tier | null {
  for (const item of items) {
    const priceId = item.price?.id;
    if (priceId && Object.hasOwn(priceTiers, priceId)) return priceTiers[priceId];
  }
  return null;
}

/**
 * The tier paid for while a downgrade waits for the renewal: only from the signed reference, and
 * only during the very period it was scheduled in (its end is signed with it), so the renewal's
 * update ends it without a clock.
 */
function paidTier(claims: CheckoutClaims | null, periodEnd: string | null): Tier | null {
  return claims?.paidTier && periodEnd !== null && claims.paidUntil === periodEnd ? claims.paidTier : null;
}

import { isTier, type Tier } from '#shared/billing/plans';
import { describeIssue } from '../zod-issue';
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

/**
 * Custom data our downgrade writes on the provider's subscription: the tier paid for and the end
 * of the period it is paid for. Paddle cannot schedule a price change, so the cheaper price is set
 * at once (billed from the next renewal) and these keep the paid tier until the period rolls over.
 */
export const PAID_TIER_KEY = 'paid_tier';
export const PAID_UNTIL_KEY = 'paid_until';

/** price id -> tier, from configuration (PADDLE_PRICE_STARTER|PRO|PREMIUM) */
export type PriceTiers = Readonly<Record<string, Tier>>;

/**
 * Maps a verified Paddle event to a subscription change. The status comes from the entity
 * snapshot in `data`, not from the event name: Paddle sends the whole entity with every event,
 * and `subscription.updated` in particular carries every kind of transition.
 */
export function subscriptionChangeFrom(event: PaddleEnvelope, priceTiers: PriceTiers): ChangeResult {
  if (!isSubscriptionEventType(event.event_type)) {
    return { kind: 'ignore', reason: `event type ${event.event_type} is not handled` };
  }
  const parsed = paddleSubscriptionSchema.safeParse(event.data);
  if (!parsed.success) return { kind: 'invalid', message: `data.${describeIssue(parsed.error, 'body')}` };
  const sub = parsed.data;

  const userId = sub.custom_data?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    return { kind: 'ignore', reason: `subscription ${sub.id} has no custom_data.userId` };
  }
  // The user id becomes a table key: one no user can have is refused before anything is written.
  if (!fitsIdLimit(userId)) {
    return { kind: 'invalid', message: `data.custom_data.userId: is longer than ${MAX_ID_BYTES} bytes` };
  }
  const pricedTier = tierOf(sub.items, sub.custom_data?.tier, priceTiers);
  if (!pricedTier) return { kind: 'ignore', reason: `subscription ${sub.id} has no known tier or price id` };
  const periodEnd = sub.current_billing_period?.ends_at ?? null;
  const paid = paidTier(sub.custom_data, periodEnd);
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
 * The billed price decides the tier when it is one we know: after a plan change in Paddle's
 * customer portal the items change but the checkout's custom_data still names the old tier.
 * custom_data.tier is the fallback (the sandbox, or prices not configured here).
 */
function tierOf(
  items: ReadonlyArray<{ price?: { id: string } | null }>,
  customTier: unknown,
  priceTiers: PriceTiers,
): Tier | null {
  for (const item of items) {
    const priceId = item.price?.id;
    if (priceId && Object.hasOwn(priceTiers, priceId)) return priceTiers[priceId];
  }
  return isTier(customTier) ? customTier : null;
}

/**
 * The tier paid for while a downgrade waits for the renewal: only during the very period it was
 * scheduled in (its end is recorded with it), so the renewal's update ends it without a clock.
 */
function paidTier(
  customData: Record<string, unknown> | null | undefined,
  periodEnd: string | null,
): Tier | null {
  const tier = customData?.[PAID_TIER_KEY];
  const until = customData?.[PAID_UNTIL_KEY];
  return isTier(tier) && typeof until === 'string' && periodEnd !== null && until === periodEnd ? tier : null;
}

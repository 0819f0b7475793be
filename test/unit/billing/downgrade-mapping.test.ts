import { describe, expect, it } from 'vitest';
import { issueCheckoutReference } from '#functions/lib/billing/checkout-reference';
import { paddleEnvelopeSchema } from '#functions/lib/billing/paddle/event';
import { subscriptionChangeFrom } from '#functions/lib/billing/subscription-change';
import { subscriptionEvent, TEST_PRICE_TIERS, TEST_PRICES, TEST_SECRET } from '#test/fixtures/billing';

const PERIOD_END = '2026-04-10T09:00:00Z';

/** A subscription.updated after our downgrade: the cheaper price, the paid tier in the signed reference. */
function afterDowngrade(periodEnd: string, paidUntil: string) {
  const event = subscriptionEvent({
    type: 'subscription.updated',
    priceId: TEST_PRICES.starter,
    periodEnd,
    tier: 'starter',
    reference: issueCheckoutReference({ userId: 'user-1', paidTier: 'premium', paidUntil }, TEST_SECRET),
  });
  return paddleEnvelopeSchema.parse(event);
}

const map = (event: ReturnType<typeof afterDowngrade>) =>
  subscriptionChangeFrom(event, TEST_PRICE_TIERS, TEST_SECRET);

describe('a downgrade as the webhook reads it', () => {
  it('keeps the paid tier until the period it was paid for ends, and says what follows', () => {
    const result = map(afterDowngrade(PERIOD_END, PERIOD_END));
    expect(result.kind === 'apply' && result.change).toMatchObject({
      tier: 'premium',
      scheduledChange: { action: 'downgrade', effectiveAt: PERIOD_END, tier: 'starter' },
    });
  });

  it('applies the cheaper tier once the renewal has started a new period', () => {
    const result = map(afterDowngrade('2026-05-10T09:00:00Z', PERIOD_END));
    expect(result.kind === 'apply' && result.change).toMatchObject({
      tier: 'starter',
      scheduledChange: null,
    });
  });

  it("lets Paddle's own scheduled cancellation win over a pending downgrade", () => {
    const event = afterDowngrade(PERIOD_END, PERIOD_END);
    (event.data as { scheduled_change: unknown }).scheduled_change = {
      action: 'cancel',
      effective_at: PERIOD_END,
      resume_at: null,
    };
    const result = map(event);
    expect(result.kind === 'apply' && result.change).toMatchObject({
      tier: 'premium',
      scheduledChange: { action: 'cancel', effectiveAt: PERIOD_END },
    });
  });

  it('ignores a paid tier the custom data claims without our signature (the browser sets it)', () => {
    const event = subscriptionEvent({
      type: 'subscription.updated',
      priceId: TEST_PRICES.starter,
      tier: 'starter',
    });
    Object.assign(event.data.custom_data, { paid_tier: 'premium', paid_until: PERIOD_END });
    const result = map(paddleEnvelopeSchema.parse(event));
    expect(result.kind === 'apply' && result.change).toMatchObject({
      tier: 'starter',
      scheduledChange: null,
    });
  });
});

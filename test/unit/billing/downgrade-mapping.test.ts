import { describe, expect, it } from 'vitest';
import { paddleEnvelopeSchema } from '#functions/lib/billing/paddle/event';
import { subscriptionChangeFrom } from '#functions/lib/billing/subscription-change';
import { subscriptionEvent } from '#test/fixtures/billing';

const PRICES = { pri_starter: 'starter', pri_pro: 'pro', pri_premium: 'premium' } as const;
const PERIOD_END = '2026-04-10T09:00:00Z';

/** A subscription.updated after our downgrade: the cheaper price, the paid tier in custom data. */
function afterDowngrade(periodEnd: string, paidUntil: string) {
  const event = subscriptionEvent({
    type: 'subscription.updated',
    priceId: 'pri_starter',
    periodEnd,
    tier: 'starter',
  });
  Object.assign(event.data.custom_data, { paid_tier: 'premium', paid_until: paidUntil });
  return paddleEnvelopeSchema.parse(event);
}

describe('a downgrade as the webhook reads it', () => {
  it('keeps the paid tier until the period it was paid for ends, and says what follows', () => {
    const result = subscriptionChangeFrom(afterDowngrade(PERIOD_END, PERIOD_END), PRICES);
    expect(result.kind === 'apply' && result.change).toMatchObject({
      tier: 'premium',
      scheduledChange: { action: 'downgrade', effectiveAt: PERIOD_END, tier: 'starter' },
    });
  });

  it('applies the cheaper tier once the renewal has started a new period', () => {
    const result = subscriptionChangeFrom(afterDowngrade('2026-05-10T09:00:00Z', PERIOD_END), PRICES);
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
    const result = subscriptionChangeFrom(event, PRICES);
    expect(result.kind === 'apply' && result.change).toMatchObject({
      tier: 'premium',
      scheduledChange: { action: 'cancel', effectiveAt: PERIOD_END },
    });
  });
});

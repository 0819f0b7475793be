import { describe, expect, it } from 'vitest';
import { paddleEnvelopeSchema, paddleSubscriptionSchema } from '#functions/lib/billing/paddle/event';
import { toEpochMicros } from '#functions/lib/billing/paddle/event-time';
import { PADDLE_ID_PATTERN } from '#functions/lib/billing/paddle/ids';
import {
  addOneMonth,
  sandboxCheckoutEvents,
  sandboxPriceId,
} from '#functions/lib/simulators/paddle/sandbox-events';
import { T0 } from '#test/fixtures/billing';

describe('sandboxCheckoutEvents', () => {
  const events = sandboxCheckoutEvents({
    userId: 'u-1',
    tier: 'pro',
    priceId: 'pri_sandbox_pro',
    reference: 'ref.sig',
    now: T0,
  });

  it('sends subscription.created then subscription.activated, in order, for one subscription', () => {
    expect(events.map((e) => e.event_type)).toEqual(['subscription.created', 'subscription.activated']);
    const [first, second] = events.map((e) => paddleEnvelopeSchema.parse(e));
    expect(toEpochMicros(second.occurred_at)!).toBeGreaterThan(toEpochMicros(first.occurred_at)!);
    expect((first.data as { id: string }).id).toBe((second.data as { id: string }).id);
  });

  it('uses Paddle-shaped ids: evt_, ntf_, sub_, ctm_ plus 26 base-32 characters', () => {
    const [event] = events;
    const data = paddleSubscriptionSchema.parse(event.data);
    for (const id of [event.event_id, event.notification_id, data.id, data.customer_id]) {
      expect(id).toMatch(PADDLE_ID_PATTERN);
    }
    expect(new Set(events.map((e) => e.event_id)).size).toBe(2);
  });

  it('carries the checkout custom_data, the price and a period ending one month later', () => {
    const data = paddleSubscriptionSchema.parse(events[0].data);
    expect(data.custom_data).toEqual({
      userId: 'u-1',
      tier: 'pro',
      source: 'webapp',
      checkout_ref: 'ref.sig',
    });
    expect(data.items[0].price?.id).toBe('pri_sandbox_pro');
    expect(data.status).toBe('active');
    expect(data.current_billing_period).toEqual({
      starts_at: '2026-03-10T09:00:00.000Z',
      ends_at: '2026-04-10T09:00:00.000Z',
    });
  });
});

describe('addOneMonth', () => {
  it.each([
    ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
    ['2026-03-31T23:59:59.000Z', '2026-04-30T23:59:59.000Z'],
  ])('%s -> %s', (from, to) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe('sandboxPriceId', () => {
  it('uses the configured price, else pri_sandbox_<tier>', () => {
    expect(sandboxPriceId('pro', { pro: 'pri_01real' })).toBe('pri_01real');
    expect(sandboxPriceId('starter', { pro: 'pri_01real' })).toBe('pri_sandbox_starter');
  });
});

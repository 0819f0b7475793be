import { describe, expect, it } from 'vitest';
import { paddleEnvelopeSchema } from '#functions/lib/billing/paddle/event';
import { subscriptionChangeFrom } from '#functions/lib/billing/subscription-change';
import { subscriptionEvent, TEST_PRICE_TIERS, TEST_PRICES, TEST_SECRET } from '#test/fixtures/billing';

const map = (event: object) =>
  subscriptionChangeFrom(paddleEnvelopeSchema.parse(event), TEST_PRICE_TIERS, TEST_SECRET);

describe('subscriptionChangeFrom', () => {
  // The status Paddle reports in each event's entity snapshot (e.g. paused carries status paused).
  it.each([
    ['subscription.created', 'active'],
    ['subscription.created', 'trialing'],
    ['subscription.activated', 'active'],
    ['subscription.updated', 'active'],
    ['subscription.updated', 'canceled'],
    ['subscription.trialing', 'trialing'],
    ['subscription.past_due', 'past_due'],
    ['subscription.paused', 'paused'],
    ['subscription.resumed', 'active'],
    ['subscription.canceled', 'canceled'],
  ])('%s with entity status %s stores that status', (type, status) => {
    const result = map(subscriptionEvent({ type, status, userId: 'u-42', tier: 'pro' }));
    expect(result).toMatchObject({
      kind: 'apply',
      change: { status, userId: 'u-42', tier: 'pro', eventType: type },
    });
  });

  it('carries provider ids, period end, scheduled change and the event time in microseconds', () => {
    const event = subscriptionEvent({
      occurredAt: '2026-03-10T09:00:00.123456Z',
      periodEnd: '2026-04-10T09:00:00Z',
      scheduledChange: { action: 'cancel', effective_at: '2026-04-10T09:00:00Z', resume_at: null },
    });
    const result = map(event);
    expect(result.kind === 'apply' && result.change).toEqual({
      userId: 'user-1',
      bound: true,
      status: 'active',
      tier: 'pro',
      providerSubscriptionId: event.data.id,
      providerCustomerId: event.data.customer_id,
      currentPeriodEnd: '2026-04-10T09:00:00Z',
      scheduledChange: { action: 'cancel', effectiveAt: '2026-04-10T09:00:00Z' },
      eventId: event.event_id,
      eventType: 'subscription.created',
      eventTime: Date.parse('2026-03-10T09:00:00Z') * 1000 + 123456,
    });
  });

  it('stores a null period end when Paddle has no current period (canceled)', () => {
    const result = map(
      subscriptionEvent({ type: 'subscription.canceled', status: 'canceled', periodEnd: null }),
    );
    expect(result).toMatchObject({ kind: 'apply', change: { currentPeriodEnd: null } });
  });

  it('takes the tier from the configured price paid, whatever the custom data says', () => {
    const result = map(subscriptionEvent({ tier: 'pro', priceId: TEST_PRICES.premium }));
    expect(result).toMatchObject({ kind: 'apply', change: { tier: 'premium' } });
    expect(map(subscriptionEvent({ tier: null, priceId: TEST_PRICES.starter }))).toMatchObject({
      change: { tier: 'starter' },
    });
  });

  it('ignores an event whose price is not configured, even when the custom data names a tier', () => {
    expect(map(subscriptionEvent({ tier: 'premium', priceId: 'pri_01other' }))).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('no configured price'),
    });
  });

  it('marks an event bound only when its checkout reference is signed with our key', () => {
    expect(map(subscriptionEvent({ reference: null }))).toMatchObject({ change: { bound: false } });
    expect(map(subscriptionEvent({ reference: 'eyJ1IjoidXNlci0xIn0.c2lnbmF0dXJl' }))).toMatchObject({
      change: { bound: false },
    });
  });

  it('ignores a subscription without custom_data.userId', () => {
    expect(map(subscriptionEvent({ userId: null }))).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('names no user'),
    });
  });

  it('ignores event types it does not handle', () => {
    const event = { ...subscriptionEvent(), event_type: 'transaction.completed', data: { id: 'txn_01' } };
    expect(map(event)).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('transaction.completed'),
    });
  });

  it('reports a subscription event whose entity lacks required fields as invalid, naming the field', () => {
    const event = subscriptionEvent();
    const { customer_id: _dropped, ...data } = event.data;
    expect(map({ ...event, data })).toEqual({
      kind: 'invalid',
      message: expect.stringMatching(/^data\.customer_id: /),
    });
  });
});

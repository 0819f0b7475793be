import { describe, expect, it } from 'vitest';
import { paddleEnvelopeSchema } from '#functions/lib/billing/paddle/event';
import { subscriptionChangeFrom } from '#functions/lib/billing/subscription-change';
import { subscriptionEvent } from '#test/fixtures/billing';

const PRICE_TIERS = { pri_01starter: 'starter', pri_01premium: 'premium' } as const;
const map = (event: object) => subscriptionChangeFrom(paddleEnvelopeSchema.parse(event), PRICE_TIERS);

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

  it('takes the tier from a configured price id before custom_data (plan changed in Paddle)', () => {
    const result = map(subscriptionEvent({ tier: 'pro', priceId: 'pri_01premium' }));
    expect(result).toMatchObject({ kind: 'apply', change: { tier: 'premium' } });
  });

  it('falls back to the price id when custom_data has no tier, and to custom_data when the price is unknown', () => {
    expect(map(subscriptionEvent({ tier: null, priceId: 'pri_01starter' }))).toMatchObject({
      change: { tier: 'starter' },
    });
    expect(map(subscriptionEvent({ tier: 'premium', priceId: 'pri_01other' }))).toMatchObject({
      change: { tier: 'premium' },
    });
  });

  it('ignores an event with neither a known price nor a valid tier', () => {
    expect(map(subscriptionEvent({ tier: 'gold', priceId: 'pri_01other' }))).toMatchObject({
      kind: 'ignore',
    });
  });

  it('ignores a subscription without custom_data.userId', () => {
    expect(map(subscriptionEvent({ userId: null }))).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('userId'),
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

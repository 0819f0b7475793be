import { describe, expect, it } from 'vitest';
import { monthlyPeriodStart, proratedMinor } from '#shared/billing/proration';
import { changeTerms } from '#web/pages/billing/change-terms';

const PERIOD_END = '2026-04-10T09:00:00.000Z';
/** 10 of the period's 31 days gone: 21 left */
const NOW = new Date('2026-03-20T09:00:00.000Z');
const cancelPending = { action: 'cancel' as const, at: PERIOD_END, next: null };

describe('what a plan change says before it is made', () => {
  it('an upgrade names the prorated amount charged today and the new renewal price', () => {
    const terms = changeTerms('starter', 'pro', { periodEnd: PERIOD_END, pending: null, now: NOW });
    // (99 - 49) dollars for 21 of 31 days
    const cents = Math.round((5000 * 21) / 31);
    expect(terms.direction).toBe('up');
    expect(terms.terms).toContain(`Today you pay about $${(cents / 100).toFixed(2)}`);
    expect(terms.terms).toContain('Pro renews at $99/month');
    expect(terms.terms).not.toContain('resumes');
    expect(terms.action).toBe('Upgrade to Pro');
  });

  it('while a cancellation is pending, an upgrade says it resumes the subscription and what it charges', () => {
    const terms = changeTerms('pro', 'premium', { periodEnd: PERIOD_END, pending: cancelPending, now: NOW });
    expect(terms.terms).toMatch(
      /^This resumes your subscription: it renews on April 10, 2026 instead of ending\./,
    );
    expect(terms.terms).toMatch(/Today you pay about \$\d+\.\d\d/);
    expect(terms.action).toBe('Resume and upgrade to Premium');
  });

  it('while a cancellation is pending, a downgrade says it resumes renewal at the cheaper price, charging nothing now', () => {
    const terms = changeTerms('premium', 'starter', {
      periodEnd: PERIOD_END,
      pending: cancelPending,
      now: NOW,
    });
    expect(terms).toEqual({
      direction: 'down',
      terms:
        'This resumes your subscription: instead of ending on April 10, 2026, it renews as Starter at $49/month. Nothing is charged or refunded now.',
      action: 'Resume and downgrade to Starter',
    });
  });

  it('a downgrade without a pending cancellation waits for the period end and charges nothing', () => {
    const terms = changeTerms('premium', 'pro', { periodEnd: PERIOD_END, pending: null, now: NOW });
    expect(terms.terms).toContain('Starts on April 10, 2026');
    expect(terms.action).toBe('Downgrade to Pro');
  });
});

describe('proration', () => {
  it('takes the period start as the same day a month before its end, clamped to the month', () => {
    expect(monthlyPeriodStart(PERIOD_END)).toBe('2026-03-10T09:00:00.000Z');
    expect(monthlyPeriodStart('2026-03-31T00:00:00.000Z')).toBe('2026-02-28T00:00:00.000Z');
  });

  it('charges the share of the difference for the time left, nothing after the period or for a decrease', () => {
    const period = { startsAt: '2026-03-10T09:00:00.000Z', endsAt: PERIOD_END };
    expect(proratedMinor(3100, period, NOW)).toBe(2100);
    expect(proratedMinor(3100, period, new Date('2026-05-01T00:00:00Z'))).toBe(0);
    expect(proratedMinor(-3100, period, NOW)).toBe(0);
  });
});

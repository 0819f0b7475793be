import { describe, expect, it } from 'vitest';
import { done, makeGateInput, makeSubscription } from '#test/fixtures/web';
import { gateScreen } from '#web/subscription/subscription-gate';

describe('gateScreen (protected-page wrapper)', () => {
  it("shows 'Loading...' while the auth state loads", () => {
    expect(gateScreen(makeGateInput({ authLoading: true, isAuthenticated: false }))).toBe('loading');
  });

  it('redirects a signed-out user to sign in', () => {
    expect(gateScreen(makeGateInput({ isAuthenticated: false }))).toBe('redirecting');
  });

  it('keeps saying it is redirecting once the sign-in redirect started (auth is loading again)', () => {
    expect(gateScreen(makeGateInput({ isAuthenticated: false, authLoading: true, redirecting: true }))).toBe(
      'redirecting',
    );
  });

  it('offers a retry instead of looping when the last sign-in failed', () => {
    expect(gateScreen(makeGateInput({ isAuthenticated: false, authFailed: true }))).toBe('auth-error');
  });

  it('checks the subscription of a signed-in user before showing anything', () => {
    expect(gateScreen(makeGateInput({ subscription: { state: 'idle' } }))).toBe('checking');
    expect(gateScreen(makeGateInput({ subscription: { state: 'loading' } }))).toBe('checking');
  });

  it.each(['active', 'trialing', 'past_due'])('grants access when the status is %s', (status) => {
    expect(gateScreen(makeGateInput({ subscription: done(makeSubscription({ status })) }))).toBe('content');
  });

  it.each(['paused', 'canceled', 'incomplete', ''])(
    'requires a subscription when the status is "%s"',
    (status) => {
      expect(gateScreen(makeGateInput({ subscription: done(makeSubscription({ status })) }))).toBe(
        'subscription-required',
      );
    },
  );

  it('requires a subscription when the API answered 402 (no subscription)', () => {
    expect(gateScreen(makeGateInput({ subscription: done(null) }))).toBe('subscription-required');
  });

  it('shows an error, not "no subscription", when the check failed otherwise', () => {
    expect(gateScreen(makeGateInput({ subscription: { state: 'error', message: 'HTTP 500' } }))).toBe(
      'subscription-error',
    );
  });

  it('does not show content to an expired session even with a cached active plan', () => {
    expect(gateScreen(makeGateInput({ isAuthenticated: false }))).not.toBe('content');
  });
});

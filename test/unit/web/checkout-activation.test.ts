import { describe, expect, it } from 'vitest';
import { done, makeSubscription } from '#test/fixtures/web';
import {
  ACTIVATION_POLL_MS,
  ACTIVATION_TIMEOUT_MS,
  type Activation,
  activationStep,
} from '#web/checkout/activation';

const start = 1_000_000;
const waiting: Activation = { phase: 'waiting', deadline: start + ACTIVATION_TIMEOUT_MS };

describe('activationStep (after a checkout success URL)', () => {
  it('announces only an active plan', () => {
    expect(activationStep(waiting, done(makeSubscription({ status: 'active' })), start)).toEqual({
      kind: 'activated',
    });
    expect(activationStep(waiting, done(makeSubscription({ status: 'trialing' })), start).kind).toBe(
      'activated',
    );
  });

  it('keeps checking while there is no subscription yet, or only an inactive one', () => {
    expect(activationStep(waiting, done(null), start)).toEqual({ kind: 'poll' });
    expect(activationStep(waiting, done(makeSubscription({ status: 'canceled' })), start)).toEqual({
      kind: 'poll',
    });
  });

  it('keeps checking after a failed check, and waits while a check is under way', () => {
    expect(activationStep(waiting, { state: 'error', message: 'Store unavailable' }, start)).toEqual({
      kind: 'poll',
    });
    expect(activationStep(waiting, { state: 'loading' }, start)).toEqual({ kind: 'none' });
    expect(activationStep(waiting, { state: 'idle' }, start)).toEqual({ kind: 'none' });
  });

  it('gives up when the next check would fall after the deadline, with the last error if any', () => {
    const late = waiting.phase === 'waiting' ? waiting.deadline - ACTIVATION_POLL_MS + 1 : 0;
    expect(activationStep(waiting, done(null), late)).toEqual({ kind: 'give-up' });
    expect(activationStep(waiting, { state: 'error', message: 'Store unavailable' }, late)).toEqual({
      kind: 'give-up',
      detail: 'Store unavailable',
    });
    // An active plan found at the last moment still counts.
    expect(activationStep(waiting, done(makeSubscription()), late).kind).toBe('activated');
  });

  it('does nothing unless it is waiting', () => {
    for (const activation of [{ phase: 'idle' }, { phase: 'active' }, { phase: 'timed-out' }] as const) {
      expect(activationStep(activation, done(makeSubscription()), start)).toEqual({ kind: 'none' });
    }
  });
});

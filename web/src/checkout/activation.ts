import { hasActiveSubscription, type SubscriptionCheck } from '../subscription/subscription-status';

/** How long to wait for the provider's webhook before saying the plan is not active yet. */
export const ACTIVATION_TIMEOUT_MS = 30_000;
/** Time between two checks while waiting. */
export const ACTIVATION_POLL_MS = 2000;

/**
 * Where the browser stands after arriving on a checkout's success URL. The URL only says the
 * payment page closed; the plan is active once the provider's webhook has been processed.
 */
export type Activation =
  | { phase: 'idle' }
  | { phase: 'waiting'; deadline: number }
  | { phase: 'active' }
  | { phase: 'timed-out'; detail?: string };

export type ActivationStep =
  /** the plan is active: announce it */
  | { kind: 'activated' }
  /** not yet: check again after ACTIVATION_POLL_MS */
  | { kind: 'poll' }
  /** not in time: say so (with the last check's error, if it failed) */
  | { kind: 'give-up'; detail?: string }
  /** a check is under way, or nothing is being waited for */
  | { kind: 'none' };

/** What to do with one subscription check while waiting (`now` is when the next check would run). */
export function activationStep(
  activation: Activation,
  check: SubscriptionCheck,
  now: number,
): ActivationStep {
  if (activation.phase !== 'waiting') return { kind: 'none' };
  if (hasActiveSubscription(check)) return { kind: 'activated' };
  if (check.state === 'idle' || check.state === 'loading') return { kind: 'none' };
  if (now + ACTIVATION_POLL_MS > activation.deadline) {
    return { kind: 'give-up', ...(check.state === 'error' && { detail: check.message }) };
  }
  return { kind: 'poll' };
}

import { isActiveStatus, type SubscriptionCheck } from './subscription-status';

/** What the protected-page wrapper shows, in the spec's order (section 2). */
export type GateScreen =
  | 'loading'
  | 'redirecting'
  | 'auth-error'
  | 'checking'
  | 'subscription-required'
  | 'subscription-error'
  | 'content';

export interface GateInput {
  authLoading: boolean;
  /** a sign-in redirect is under way */
  redirecting: boolean;
  isAuthenticated: boolean;
  /** the last sign-in attempt failed; the wrapper offers a retry instead of looping */
  authFailed: boolean;
  subscription: SubscriptionCheck;
}

export function gateScreen(input: GateInput): GateScreen {
  if (input.redirecting) return 'redirecting';
  if (input.authLoading) return 'loading';
  if (!input.isAuthenticated) return input.authFailed ? 'auth-error' : 'redirecting';
  switch (input.subscription.state) {
    case 'idle':
    case 'loading':
      return 'checking';
    case 'error':
      return 'subscription-error';
    case 'done':
      return isActiveStatus(input.subscription.subscription?.status) ? 'content' : 'subscription-required';
  }
}

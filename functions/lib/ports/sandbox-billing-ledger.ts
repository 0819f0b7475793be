import type { PaddleTransaction } from '../billing/paddle/transaction';

/**
 * What the simulated Paddle remembers about one subscription: the entity as Paddle would hold it,
 * its transactions (Paddle's shape, so invoices map the same way) and the time of its last event
 * (its events must be strictly ordered for the webhook to apply them).
 */
export interface SandboxSubscriptionState {
  subscription: Record<string, unknown> & { id: string };
  transactions: PaddleTransaction[];
  lastEventMicros: number;
}

export interface SandboxBillingLedger {
  get(subscriptionId: string): Promise<SandboxSubscriptionState | undefined>;
  put(state: SandboxSubscriptionState): Promise<void>;
}

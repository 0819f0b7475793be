import type { Invoice } from '#shared/billing/self-service';

/** The provider's ids for one customer's subscription, as the webhook stored them. */
export interface ProviderSubscriptionRef {
  subscriptionId: string;
  customerId: string;
}

/** Replaces the plan's price: bill the prorated difference now (upgrade) or nothing now (downgrade). */
export interface PriceChange {
  priceId: string;
  billing: 'prorate-now' | 'none';
  /** replaces the subscription's custom data (the webhook reads the user and paid tier from it) */
  customData: Record<string, string>;
}

/**
 * Self-service against the payment provider: Paddle's API in production, the sandbox's simulated
 * Paddle elsewhere. Each call only asks the provider; the stored subscription changes when the
 * provider's signed webhook arrives, exactly as after a checkout.
 */
export interface BillingProvider {
  readonly kind: 'paddle' | 'sandbox';
  changePrice(ref: ProviderSubscriptionRef, change: PriceChange): Promise<void>;
  /** cancels at the end of the current billing period */
  cancelAtPeriodEnd(ref: ProviderSubscriptionRef): Promise<void>;
  /** removes a scheduled cancellation */
  removeScheduledChange(ref: ProviderSubscriptionRef): Promise<void>;
  /** billed transactions, newest first */
  listInvoices(ref: ProviderSubscriptionRef): Promise<Invoice[]>;
  /** an authenticated link to the provider's customer portal, or null where there is none */
  portalUrl(ref: ProviderSubscriptionRef): Promise<string | null>;
}

/**
 * The subscription as the product stores it: one item per user. Billing fills in the provider's
 * fields; everything else only needs `status` and `tier` (which statuses count as active is
 * `isActiveStatus` in shared/billing/entitlements).
 */
export interface SubscriptionRecord {
  /** the verified `sub` of the owner */
  userId: string;
  /** provider status, e.g. active, trialing, past_due, canceled */
  status: string;
  tier: string;
  updatedAt: string;
  /** further fields written by billing (provider ids, period end, ...) */
  [field: string]: unknown;
}

export interface SubscriptionRepository {
  get(userId: string): Promise<SubscriptionRecord | undefined>;
  put(record: SubscriptionRecord): Promise<void>;
}

/**
 * A user with the subscription their request's access check read (undefined: none), handed to the
 * verbs whose answer depends on the plan so they never read it a second time.
 */
export interface SubscribedCaller {
  userId: string;
  subscription: SubscriptionRecord | undefined;
}

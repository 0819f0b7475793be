import { entitlementsFor } from '#shared/billing/entitlements';
import type { SubscriptionRecord } from '../ports/subscription-repository';

export interface AccountLimit {
  /** null means unlimited */
  max: number | null;
  planName: string;
}

/** How many accounts the caller's plan allows (Starter 3, Pro 10, Premium unlimited). */
export function accountLimit(subscription: SubscriptionRecord | undefined): AccountLimit {
  const entitlements = entitlementsFor(subscription ?? null);
  return { max: entitlements.maxAccounts, planName: entitlements.plan?.name ?? 'current' };
}

/** The 403 detail: names the plan and its limit, and the two ways out. */
export function accountLimitMessage(limit: AccountLimit): string {
  const noun = limit.max === 1 ? 'AWS account' : 'AWS accounts';
  return `Your ${limit.planName} plan allows up to ${limit.max} linked ${noun}. Unlink an account or upgrade your plan to link another.`;
}

import type { RouteDef } from '#shared/api/define';
import { isActiveStatus } from '#shared/billing/entitlements';
import { PaymentRequired, Unauthorized } from '../errors';
import type { SubscriptionRecord, SubscriptionRepository } from '../ports/subscription-repository';
import type { Caller } from './types';

/** Where the subscription is read: the composition root's repository, built on first use. */
export type SubscriptionsPort = () =>
  | Pick<SubscriptionRepository, 'get'>
  | Promise<Pick<SubscriptionRepository, 'get'>>;

/**
 * The part of access control API Gateway cannot do. Its JWT authorizer has already rejected
 * missing or invalid tokens on non-public routes; `subscribed` needs the user's subscription,
 * which is answered so the handler never reads it again (plan limits, tier-dependent answers).
 */
export async function enforceAccess(
  route: Pick<RouteDef, 'access'>,
  caller: Caller | undefined,
  subscriptions: SubscriptionsPort | undefined,
): Promise<SubscriptionRecord | undefined> {
  if (route.access === 'public') return undefined;
  // Defence in depth: a non-public route deployed without the authorizer must not run anonymously.
  if (!caller) throw new Unauthorized();
  if (route.access !== 'subscribed') return undefined;
  if (!subscriptions) throw new Error('a subscribed route needs the subscriptions port');
  const subscription = await (await subscriptions()).get(caller.sub);
  if (!subscription || !isActiveStatus(subscription.status))
    throw new PaymentRequired('no active subscription');
  return subscription;
}

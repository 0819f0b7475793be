import type { RouteDef } from '#shared/api/define';
import { PaymentRequired, Unauthorized } from '../errors';
import { isActiveSubscription, type SubscriptionRepository } from '../ports/subscriptions';
import type { Caller } from './types';

/**
 * The part of access control API Gateway cannot do. Its JWT authorizer has already rejected
 * missing or invalid tokens on non-public routes; `subscribed` needs the user's subscription.
 */
export async function enforceAccess(
  route: Pick<RouteDef, 'access'>,
  caller: Caller | undefined,
  subscriptions: () => Pick<SubscriptionRepository, 'get'>,
): Promise<void> {
  if (route.access === 'public') return;
  // Defence in depth: a non-public route deployed without the authorizer must not run anonymously.
  if (!caller) throw new Unauthorized();
  if (route.access !== 'subscribed') return;
  const subscription = await subscriptions().get(caller.sub);
  if (!isActiveSubscription(subscription)) throw new PaymentRequired('no active subscription');
}

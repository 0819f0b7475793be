import type { RouteDef } from '#shared/api/define';
import { isActiveStatus } from '#shared/billing/entitlements';
import { PaymentRequired, Unauthorized } from '../errors';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import type { Caller } from './types';

/**
 * The part of access control API Gateway cannot do. Its JWT authorizer has already rejected
 * missing or invalid tokens on non-public routes; `subscribed` needs the user's subscription.
 */
export async function enforceAccess(
  route: Pick<RouteDef, 'access'>,
  caller: Caller | undefined,
  subscriptions: (() => Pick<SubscriptionRepository, 'get'>) | undefined,
): Promise<void> {
  if (route.access === 'public') return;
  // Defence in depth: a non-public route deployed without the authorizer must not run anonymously.
  if (!caller) throw new Unauthorized();
  if (route.access !== 'subscribed') return;
  if (!subscriptions) throw new Error('a subscribed route needs the subscriptions port');
  const subscription = await subscriptions().get(caller.sub);
  if (!isActiveStatus(subscription?.status)) throw new PaymentRequired('no active subscription');
}

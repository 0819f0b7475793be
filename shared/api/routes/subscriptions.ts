import { subscriptionViewSchema } from '#shared/billing/subscription-view';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/subscriptions';

// Owned by the foundation (first version) and billing (plan, limits, usage) work.
export const subscriptionsCurrent = defineRoute(endpoints.subscriptionsCurrent, {
  access: 'signed-in',
  tableAccess: 'read',
  // status, tier, plan, limits, usage, current_period_end (billing's view)
  response: subscriptionViewSchema,
});

import { subscriptionsCurrent } from '#shared/api/routes/subscriptions';
import { subscriptionView } from '#shared/billing/subscription-view';
import { storePorts } from '../lib/compose/store';
import { PaymentRequired } from '../lib/errors';
import { httpHandler } from '../lib/http/middleware';

/**
 * The caller's subscription. A user who never subscribed gets 402 (the web gate reads that as
 * "no subscription"); an inactive one still gets 200 with its status.
 * Billing adds the plan, its limits and this month's usage (shared/billing/subscription-view).
 */
export const handler = httpHandler(subscriptionsCurrent, async ({ caller }) => {
  const store = storePorts();
  const subscription = await store.subscriptions.get(caller.sub);
  if (!subscription) throw new PaymentRequired('no active subscription');
  const usage = await store.usage.read(caller.sub, new Date());
  return subscriptionView(subscription, usage);
});

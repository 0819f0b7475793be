import { billingSandboxCheckout } from '#shared/api/routes/billing';
import { billingContainer } from '../lib/billing/container';
import { runSandboxCheckout } from '../lib/billing/sandbox-checkout';
import { httpHandler } from '../lib/http/middleware';

/**
 * Sandbox checkout (only while Paddle is not configured): completes a checkout for the caller by
 * sending Paddle-format, correctly signed events through the production webhook handler.
 */
export const handler = httpHandler(billingSandboxCheckout, async ({ caller, body }) => {
  const ports = billingContainer();
  // the middleware has validated the body against the route's schema (it is declared, so present)
  return runSandboxCheckout(
    { userId: caller.sub, tier: body!.tier },
    {
      config: ports.config,
      secret: ports.secret,
      delivery: ports.delivery,
      subscriptions: ports.subscriptions,
      now: () => new Date(),
    },
  );
});

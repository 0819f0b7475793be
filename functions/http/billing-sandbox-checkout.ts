import { billingSandboxCheckout } from '#shared/api/routes/billing';
import { billingPorts, sandboxDelivery } from '../lib/compose/billing';
import { httpHandler } from '../lib/http/middleware';
import { inProcessDelivery } from '../lib/simulators/paddle/in-process-delivery';
import { runSandboxCheckout } from '../lib/simulators/paddle/sandbox-checkout';
import { handler as webhookHandler } from './billing-webhook';

/**
 * Sandbox checkout (only while Paddle is not configured): completes a checkout for the caller by
 * sending Paddle-format, correctly signed events through the production webhook handler.
 */
export const handler = httpHandler(billingSandboxCheckout, async ({ caller, body }) => {
  const ports = billingPorts();
  // the middleware has validated the body against the route's schema (it is declared, so present)
  return runSandboxCheckout(
    { userId: caller.sub, tier: body!.tier },
    {
      config: ports.config,
      secret: ports.secret,
      delivery: sandboxDelivery(ports.config, () => inProcessDelivery(webhookHandler)),
      subscriptions: ports.subscriptions,
      ledger: ports.sandboxLedger,
      now: () => new Date(),
    },
  );
});

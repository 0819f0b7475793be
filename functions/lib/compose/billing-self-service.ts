import { handler as webhookHandler } from '../../http/billing-webhook';
import { paddleBilling } from '../adapters/paddle/paddle-billing';
import type { SelfServiceDeps } from '../billing/self-service';
import { NotFound } from '../errors';
import type { BillingProvider } from '../ports/billing-provider';
import { inProcessDelivery } from '../simulators/paddle/in-process-delivery';
import { sandboxBilling } from '../simulators/paddle/sandbox-billing';
import { sandboxPriceId } from '../simulators/paddle/sandbox-events';
import { billingPorts, sandboxDelivery, secretSource } from './billing';

let provider: BillingProvider | undefined;

/**
 * The self-service routes' dependencies: Paddle's API where Paddle is configured, the sandbox's
 * simulated Paddle (signed webhooks to the production handler) where the sandbox checkout is on.
 */
export function selfServiceDeps(): SelfServiceDeps {
  const ports = billingPorts();
  const { config } = ports;
  if (config.provider === 'none') throw new NotFound('Billing is not set up in this environment.');
  provider ??=
    config.provider === 'paddle'
      ? paddleBilling({ environment: config.paddleEnvironment, apiKey: paddleApiKey() })
      : sandboxBilling({
          ledger: ports.sandboxLedger,
          priceIds: config.priceIds,
          secret: ports.secret,
          delivery: sandboxDelivery(config, () => inProcessDelivery(webhookHandler)),
          now: () => new Date(),
        });
  return {
    provider,
    subscriptions: ports.subscriptions,
    priceId: (tier) =>
      config.provider === 'paddle' ? config.priceIds[tier] : sandboxPriceId(tier, config.priceIds),
    lock: ports.planChangeLock,
    secret: ports.secret,
    now: () => new Date(),
  };
}

function paddleApiKey() {
  const { config } = billingPorts();
  if (!config.apiKey) throw new Error('PADDLE_API_KEY_SECRET_ARN or PADDLE_API_KEY is required with Paddle');
  return secretSource(config.apiKey);
}

import { billingSelfService } from '#shared/api/routes/billing';
import { runSelfService } from '../lib/billing/self-service';
import { selfServiceDeps } from '../lib/compose/billing-self-service';
import { httpHandler } from '../lib/http/middleware';

/** Plan changes, cancellation, invoices and the customer portal for the caller's subscription. */
export const handler = httpHandler(billingSelfService, async ({ caller, body }) =>
  // the middleware has validated the body against the route's schema (it is declared, so present)
  runSelfService(caller.sub, body!, selfServiceDeps()),
);

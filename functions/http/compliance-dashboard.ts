import { complianceDashboard } from '#shared/api/routes/compliance';
import { entitlementsFor } from '#shared/billing/entitlements';
import { scanPorts } from '../lib/compose/scans';
import { storePorts } from '../lib/compose/store';
import { httpHandler } from '../lib/http/middleware';
import { complianceDashboard as dashboard } from '../lib/scans/dashboard';

/** Latest scores per account and framework, the trend and the top failing controls. */
export const handler = httpHandler(
  complianceDashboard,
  async ({ caller }) => {
    const subscription = await storePorts().subscriptions.get(caller.sub);
    const premium = entitlementsFor(subscription ?? null).tier === 'premium';
    return dashboard(scanPorts(), caller.sub, premium);
  },
  { subscriptions: () => storePorts().subscriptions },
);

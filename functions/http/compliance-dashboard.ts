import { complianceDashboard } from '#shared/api/routes/compliance';
import { entitlementsFor } from '#shared/billing/entitlements';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { complianceDashboard as dashboard } from '../lib/scans/dashboard';

/** Latest scores per account and framework, the trend and the top failing controls. */
export const handler = httpHandler(complianceDashboard, async ({ caller, subscription }) => {
  const premium = entitlementsFor(subscription).tier === 'premium';
  return dashboard(scanPorts(), caller.sub, premium);
});

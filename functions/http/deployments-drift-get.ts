import { deploymentsDriftGet } from '#shared/api/routes/drift';
import { driftPorts } from '../lib/compose/drift';
import { ownedDeployment } from '../lib/deployments/owned-deployment';
import { httpHandler } from '../lib/http/middleware';

/** The deployment's last drift check (null before the first); 404 for anyone else's deployment. */
export const handler = httpHandler(deploymentsDriftGet, async ({ caller, params }) => {
  const ports = driftPorts();
  await ownedDeployment(ports.deployments.deployments, caller.sub, params!.id);
  return { report: (await ports.reports.get(caller.sub, params!.id)) ?? null };
});

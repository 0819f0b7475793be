import { templatesDeployDirect } from '#shared/api/routes/templates';
import { deploymentPorts } from '../lib/compose/deployments';
import { templatePorts } from '../lib/compose/templates';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { logger } from '../lib/logger';
import { deployDirect } from '../lib/templates/deploy-direct';

/** The builder's deploy: a catalog template with the user's values; 202 while the workflow runs. */
export const handler = httpHandler(templatesDeployDirect, async ({ caller, body }) => {
  const ports = {
    catalog: templatePorts().catalog,
    privateTemplates: templatePorts().privateTemplates,
    deployments: deploymentPorts(),
    onCountFailed: (error: unknown) => logger.warn('deployment_count not bumped', { error }),
  };
  // the middleware has validated the body against the route's schema (it is declared, so present)
  return new Reply(202, await deployDirect(ports, caller.sub, body!));
});

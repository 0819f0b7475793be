import { templatesDeploy } from '#shared/api/routes/designs';
import { deploymentPorts } from '../lib/compose/deployments';
import { designPorts } from '../lib/compose/designs';
import { templatePorts } from '../lib/compose/templates';
import { deployDesign } from '../lib/designs/deploy-design';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { logger } from '../lib/logger';

/** A design's composed template deployed as one stack; 202 while the workflow runs. */
export const handler = httpHandler(templatesDeploy, async ({ caller, body }) => {
  const ports = {
    ...designPorts(),
    catalog: templatePorts().catalog,
    deployments: deploymentPorts(),
    onCountFailed: (error: unknown) => logger.warn('deployment_count not bumped', { error }),
  };
  return new Reply(202, await deployDesign(ports, caller.sub, body!));
});

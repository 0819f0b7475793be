import { z } from 'zod';
import { envSection } from '../config';

/**
 * SAHAB_DEPLOY_TIMEOUT_SECONDS: how long a deploy or delete workflow may wait for its stack before
 * the deployment is marked failed (default one hour, CloudFormation's own creation timeouts are
 * of that order for the catalog's stacks).
 */
export const deploymentsConfig = envSection(
  'deployments',
  z
    .object({
      SAHAB_DEPLOY_TIMEOUT_SECONDS: z.coerce.number().positive().default(3600),
    })
    .transform((env) => ({ timeoutSeconds: env.SAHAB_DEPLOY_TIMEOUT_SECONDS })),
);

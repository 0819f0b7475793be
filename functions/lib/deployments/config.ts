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
      DEPLOY_STACK_STATE_MACHINE_ARN: z.string().optional(),
      DELETE_STACK_STATE_MACHINE_ARN: z.string().optional(),
    })
    .transform((env) => ({
      timeoutSeconds: env.SAHAB_DEPLOY_TIMEOUT_SECONDS,
      stateMachines:
        env.DEPLOY_STACK_STATE_MACHINE_ARN && env.DELETE_STACK_STATE_MACHINE_ARN
          ? {
              'deploy-stack': env.DEPLOY_STACK_STATE_MACHINE_ARN,
              'delete-stack': env.DELETE_STACK_STATE_MACHINE_ARN,
            }
          : undefined,
    })),
);

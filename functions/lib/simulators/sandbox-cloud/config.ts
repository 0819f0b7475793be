import { z } from 'zod';
import { envSection } from '../../config';

/**
 * Which cloud the product talks to. `SAHAB_CLOUD` decides when set; otherwise real AWS when the
 * process has AWS credentials (Lambda, or keys or a profile in the environment), else the sandbox.
 */
export const cloudConfig = envSection(
  'cloud',
  z
    .object({
      SAHAB_CLOUD: z.enum(['aws', 'sandbox']).optional(),
      SAHAB_SANDBOX_SPEED: z.coerce.number().positive().default(20),
      AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
      AWS_ACCESS_KEY_ID: z.string().optional(),
      AWS_PROFILE: z.string().optional(),
    })
    .transform((env) => ({
      cloud:
        env.SAHAB_CLOUD ??
        (env.AWS_LAMBDA_FUNCTION_NAME || env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE ? 'aws' : 'sandbox'),
      sandboxSpeed: env.SAHAB_SANDBOX_SPEED,
    })),
);

import { z } from 'zod';
import { envSection } from '../config';

/**
 * What the link wizard shows besides the user's id: the platform's AWS account (the role's
 * trust policy names it; CDK sets it to the deploying account) and, when the role template has
 * been put where CloudFormation can read it (an S3 URL), its address for a quick-create link.
 */
export const accountsConfig = envSection(
  'accounts',
  z
    .object({
      SAHAB_PLATFORM_ACCOUNT_ID: z
        .string()
        .regex(/^\d{12}$/)
        .optional(),
      SAHAB_ROLE_TEMPLATE_URL: z.url().optional(),
    })
    .transform((env) => ({
      platformAccountId: env.SAHAB_PLATFORM_ACCOUNT_ID,
      roleTemplateUrl: env.SAHAB_ROLE_TEMPLATE_URL,
    })),
);

import type { z } from 'zod';
import type { awsAccountsSetup } from '#shared/api/routes/accounts';

/** What the wizard's first steps show (GET /api/aws-accounts/setup). */
export type Setup = z.output<typeof awsAccountsSetup.response>;

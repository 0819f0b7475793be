import { z } from 'zod';
import { envSection } from '../config';

/**
 * SAHAB_SCAN_TIMEOUT_SECONDS: a scan still running after this long is stale and marked failed (the
 * spec's 10 minutes). SAHAB_SANDBOX_ESTATE_SIZE: resources per region of the sandbox's seeded
 * estate.
 */
export const scansConfig = envSection(
  'scans',
  z
    .object({
      SAHAB_SCAN_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
      SAHAB_SANDBOX_ESTATE_SIZE: z.coerce.number().int().min(0).default(150),
    })
    .transform((env) => ({
      timeoutSeconds: env.SAHAB_SCAN_TIMEOUT_SECONDS,
      estateSize: env.SAHAB_SANDBOX_ESTATE_SIZE,
    })),
);

import { z } from 'zod';
import { issueText } from './zod-issue';

/**
 * Configuration is read from the environment once per cold start and checked with zod, so a
 * missing or malformed variable fails loudly at the first request instead of deep inside a call.
 * Each concern declares its own section (see `envSection`); billing adds its own in its folder.
 */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** A lazily parsed, memoised view of `process.env` through `schema` (parsed at first use). */
export function envSection<S extends z.ZodType>(
  section: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): () => z.output<S> {
  let parsed: { value: z.output<S> } | undefined;
  return () => {
    if (parsed) return parsed.value;
    const result = schema.safeParse(env);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => issueText(issue, '(env)'));
      throw new ConfigurationError(`Invalid ${section} configuration: ${problems.join('; ')}`);
    }
    parsed = { value: result.data };
    return result.data;
  };
}

const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** What every function needs: region, logging, and whether responses are checked against the contract. */
export const runtimeConfig = envSection(
  'runtime',
  z
    .object({
      AWS_REGION: z.string().min(1).default('us-east-1'),
      LOG_LEVEL: z
        .string()
        .default('INFO')
        .transform((v) => v.toUpperCase())
        .pipe(z.enum(LOG_LEVELS)),
      POWERTOOLS_SERVICE_NAME: z.string().min(1).default('sahab'),
      /** local runtime and tests: a response that breaks the route's schema becomes a logged 500 */
      VALIDATE_RESPONSES: flag,
    })
    .transform((e) => ({
      region: e.AWS_REGION,
      logLevel: e.LOG_LEVEL,
      serviceName: e.POWERTOOLS_SERVICE_NAME,
      validateResponses: e.VALIDATE_RESPONSES,
    })),
);

/** The single table. DYNAMODB_ENDPOINT is set only by the local runtime (dynalite). */
export const storeConfig = envSection(
  'store',
  z
    .object({
      TABLE_NAME: z.string().min(1),
      DYNAMODB_ENDPOINT: z.url().optional(),
      AWS_REGION: z.string().min(1).default('us-east-1'),
    })
    .transform((e) => ({ tableName: e.TABLE_NAME, endpoint: e.DYNAMODB_ENDPOINT, region: e.AWS_REGION })),
);

/**
 * Which cloud the product talks to: the one real-or-sandbox switch, read by the composition root
 * (compose/cloud.ts, compose/workflows.ts) and the local runtime. `SAHAB_CLOUD` decides when set;
 * otherwise real AWS when the process has AWS credentials (Lambda, or keys or a profile in the
 * environment), else the sandbox account simulator.
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
        (env.AWS_LAMBDA_FUNCTION_NAME || env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE
          ? ('aws' as const)
          : ('sandbox' as const)),
      sandboxSpeed: env.SAHAB_SANDBOX_SPEED,
    })),
);

export type RuntimeConfig = ReturnType<typeof runtimeConfig>;
export type StoreConfig = ReturnType<typeof storeConfig>;

import { z } from 'zod';
import { envSection } from '../config';

const PROVIDERS = ['offline', 'bedrock', 'openai-compatible'] as const;

/**
 * Which model the agents use. Without a provider named, a Bedrock model id picks Bedrock, an
 * OpenAI-compatible URL picks that endpoint, and otherwise the offline planner answers.
 */
const schema = z
  .object({
    SAHAB_MODEL_PROVIDER: z.enum(PROVIDERS).optional(),
    SAHAB_BEDROCK_MODEL_ID: z.string().min(1).optional(),
    SAHAB_OPENAI_BASE_URL: z.url().optional(),
    SAHAB_OPENAI_MODEL: z.string().min(1).optional(),
    SAHAB_OPENAI_API_KEY: z.string().min(1).optional(),
    SAHAB_MODEL_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(900).default(120),
  })
  .transform((e) => ({
    provider:
      e.SAHAB_MODEL_PROVIDER ??
      (e.SAHAB_BEDROCK_MODEL_ID ? 'bedrock' : e.SAHAB_OPENAI_BASE_URL ? 'openai-compatible' : 'offline'),
    bedrockModelId: e.SAHAB_BEDROCK_MODEL_ID,
    openai: {
      baseUrl: e.SAHAB_OPENAI_BASE_URL,
      model: e.SAHAB_OPENAI_MODEL,
      apiKey: e.SAHAB_OPENAI_API_KEY,
    },
    timeoutMs: e.SAHAB_MODEL_TIMEOUT_SECONDS * 1000,
  }))
  .refine((c) => c.provider !== 'bedrock' || c.bedrockModelId, {
    message: 'SAHAB_BEDROCK_MODEL_ID is required for the bedrock provider',
  })
  .refine((c) => c.provider !== 'openai-compatible' || (c.openai.baseUrl && c.openai.model), {
    message: 'SAHAB_OPENAI_BASE_URL and SAHAB_OPENAI_MODEL are required for the openai-compatible provider',
  });

/** The model configuration read from `env` (the process environment in functions). */
export const modelConfigFrom = (env: NodeJS.ProcessEnv) => envSection('model', schema, env);

export const modelConfig = modelConfigFrom(process.env);

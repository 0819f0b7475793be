import { z } from 'zod';
import { FRAMEWORK_IDS, type FrameworkId } from '../compliance/types';

export const MAX_PROMPT_LENGTH = 4000;

export const frameworkIdSchema = z.enum(FRAMEWORK_IDS as [FrameworkId, ...FrameworkId[]]);

/** What a user asks for (`POST /api/generate`): the brief and the options beside the prompt box. */
export const generationRequestSchema = z.object({
  prompt: z.string().trim().min(1).max(MAX_PROMPT_LENGTH),
  region: z
    .string()
    .regex(/^[a-z]{2}(?:-gov)?-[a-z]+-\d{1,2}$/)
    .optional(),
  frameworks: z.array(frameworkIdSchema).max(3).optional(),
  monthly_budget_usd: z.number().positive().max(10_000_000).optional(),
});

export type GenerationRequest = z.infer<typeof generationRequestSchema>;

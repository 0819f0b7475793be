import { z } from 'zod';
import { answersSchema } from '../generation/clarify/questions';
import { designChangesSchema } from '../generation/refine/changes-schema';
import { MAX_PROMPT_CHARACTERS } from './limits';
import { generateRequestSchema, SESSION_STATUSES } from './sessions';

/**
 * POST /api/session/{id}/refine: "Change this design". The instruction (add, remove, resize, make
 * cheaper, move region) and any answers given again to the earlier version's questions; options
 * chosen beside it win over the earlier version's.
 */
export const refineRequestSchema = generateRequestSchema.omit({ prompt: true }).extend({
  instruction: z
    .string()
    .max(MAX_PROMPT_CHARACTERS, `instruction must be at most ${MAX_PROMPT_CHARACTERS} characters`)
    .refine((text) => text.trim().length > 0, 'instruction must not be empty'),
  answers: answersSchema.optional(),
});
export type RefineRequest = z.infer<typeof refineRequestSchema>;

export const refineResponseSchema = z.object({
  /** the new version's session */
  session_id: z.string(),
  status: z.enum(SESSION_STATUSES),
  version: z.number().int().min(2),
});

/** One version of a design, as the studio lists them. */
export const designVersionSchema = z.object({
  session_id: z.string(),
  /** 1 for the design's first session */
  version: z.number().int().min(1),
  status: z.enum(SESSION_STATUSES),
  /** what was asked to change (absent on version 1) */
  instruction: z.string().optional(),
  created_at: z.string(),
  /** the private template prepared from this version, once there is one */
  template_id: z.string().nullable(),
});
export type DesignVersionView = z.infer<typeof designVersionSchema>;

/** What a version changed from the version it was made from. */
export const versionChangesSchema = designChangesSchema.extend({
  from_session_id: z.string(),
  from_version: z.number().int().min(1),
});
export type VersionChanges = z.infer<typeof versionChangesSchema>;

/**
 * GET /api/session/{id}/versions: every version of the session's design, oldest first, and what
 * this version changed (null on a first version, and until both versions are completed).
 */
export const designVersionsSchema = z.object({
  design_id: z.string(),
  versions: z.array(designVersionSchema),
  changes: versionChangesSchema.nullable(),
});
export type DesignVersions = z.infer<typeof designVersionsSchema>;

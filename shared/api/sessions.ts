import { z } from 'zod';
import { ARTIFACT_KINDS, artifactSchema } from '../generation/artifacts';
import { answersSchema, clarifyingQuestionSchema } from '../generation/clarify/questions';
import { STAGES } from '../generation/stages';
import { MAX_PROMPT_CHARACTERS } from './limits';

/**
 * The generation workflow's agents, in the order the timeline shows them: the generation stages
 * themselves. `validity` is the validity gate (AWS's validator); a failed gate sends the plan back
 * to `lead-architect`.
 */
export const SESSION_AGENTS = STAGES;
export type SessionAgent = (typeof SESSION_AGENTS)[number];

/** `waiting`: the architect asked questions about a thin brief; the run continues once answered. */
export const SESSION_STATUSES = ['running', 'waiting', 'completed', 'failed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const STAGE_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

const frameworkSchema = z.enum(['SAMA', 'NCA-ECC', 'CITC']);
const regionSchema = z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region name');

export const generateRequestSchema = z.object({
  prompt: z
    .string()
    .max(MAX_PROMPT_CHARACTERS, `prompt must be at most ${MAX_PROMPT_CHARACTERS} characters`)
    .refine((text) => text.trim().length > 0, 'prompt must not be empty'),
  region: regionSchema.optional(),
  frameworks: z.array(frameworkSchema).max(3).optional(),
  monthly_budget_usd: z.number().positive().max(10_000_000).optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** What the user asked for beside the brief; absent fields are left to the chief architect. */
export const sessionOptionsSchema = generateRequestSchema.omit({ prompt: true });
export type SessionOptions = z.infer<typeof sessionOptionsSchema>;

export const sessionStageSchema = z.object({
  agent: z.enum(SESSION_AGENTS),
  status: z.enum(STAGE_STATUSES),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  summary: z.string().nullable(),
});
export type SessionStage = z.infer<typeof sessionStageSchema>;

/** A clarifying question as the studio shows it, with the answer the run continued with once given. */
export const sessionQuestionSchema = clarifyingQuestionSchema.extend({
  answer: z.string().optional(),
  /** the user accepted the default (or left the answer blank) */
  defaulted: z.boolean().optional(),
});
export type SessionQuestion = z.infer<typeof sessionQuestionSchema>;

/** POST /api/session/{id}/answers: answers keyed by question id; one left out takes its default. */
export const answerQuestionsRequestSchema = z.object({ answers: answersSchema });

/** Where a version made by "Change this design" sits in its design (absent on a first session). */
export const sessionVersionSchema = z.object({
  /** the design's first session, whose id names the design */
  design_id: z.string(),
  /** 2 and up: the first session is version 1 */
  number: z.number().int().min(2),
  /** the version it was changed from */
  parent_session_id: z.string(),
  /** what the user asked to change */
  instruction: z.string(),
});
export type SessionVersion = z.infer<typeof sessionVersionSchema>;

/** GET /api/session/{id}: the session as the studio's timeline reads it. */
export const sessionViewSchema = z.object({
  session_id: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** 0-100, from the stages done */
  progress: z.number().int().min(0).max(100),
  prompt: z.string(),
  options: sessionOptionsSchema,
  stages: z.array(sessionStageSchema),
  error: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** the model behind the agents, e.g. `offline-planner` or a Bedrock model id */
  model_id: z.string(),
  /** the offline planner is a simulator: the UI labels it as such */
  offline_planner: z.boolean(),
  repair_rounds: z.number().int(),
  /** the private template made from this session by prepare-deployment, once there is one */
  template_id: z.string().nullable(),
  /** the architect's questions about a thin brief (empty when it asked none) */
  questions: z.array(sessionQuestionSchema),
  /** a later version of a design: what it was changed from and how */
  version: sessionVersionSchema.optional(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** A history row: the view without the stage details. */
export const sessionSummarySchema = sessionViewSchema.pick({
  session_id: true,
  status: true,
  progress: true,
  prompt: true,
  created_at: true,
  model_id: true,
  template_id: true,
  version: true,
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const artifactsViewSchema = z.object({
  artifacts: z.array(artifactSchema),
  /** kinds the caller's plan leaves out, so the page can say why they are missing */
  withheld: z.array(z.enum(ARTIFACT_KINDS)),
});

/** One line of the audit trail: who decided what, when. */
export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  event: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditTrailSchema = z.object({
  session_id: z.string(),
  prompt: z.string(),
  model_id: z.string(),
  created_at: z.string(),
  entries: z.array(auditEntrySchema),
});
export type AuditTrail = z.infer<typeof auditTrailSchema>;

/** Progress from the stages: each settled stage counts once, so parallel agents never race it. */
export function sessionProgress(
  status: SessionStatus,
  stages: readonly Pick<SessionStage, 'status' | 'completed_at'>[],
): number {
  if (status === 'completed') return 100;
  // a stage run again in a revision round has done its work once: the bar never moves back
  const done = stages.filter((stage) => stage.status === 'completed' || stage.completed_at !== null).length;
  return Math.min(99, Math.round((done / Math.max(1, stages.length)) * 100));
}

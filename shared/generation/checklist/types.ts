import { z } from 'zod';
import { assertionSchema } from './assertions';

export const REQUIREMENT_KINDS = [
  'service',
  'setting',
  'connection',
  'retention',
  'audit',
  'access',
  'schedule',
  'availability',
  'budget',
  'region',
  'framework',
  /** a clause of the brief no other entry was read from: not understood, never dropped */
  'clause',
] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

/** met: the template does it; partly: some of it; not-met: nothing does; assumed: the brief did not say. */
export const CHECK_STATUSES = ['met', 'partly', 'not-met', 'assumed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** One stated requirement of the brief, checked against the final template. */
export const checklistItemSchema = z.object({
  kind: z.enum(REQUIREMENT_KINDS),
  /** the requirement in plain words, e.g. "Records kept for 10 years" */
  requirement: z.string(),
  /** the words of the brief it was read from (absent for an assumption) */
  quote: z.string().optional(),
  status: z.enum(CHECK_STATUSES),
  /** logical ids of the resources that meet it (or meet part of it) */
  resources: z.array(z.string()),
  /** what was found, and what falls short */
  detail: z.string(),
  /**
   * what the requirement asks of the template, as assertions; where given, the status is what they
   * return on the final template (all hold: met; some: partly; none: not met), and anyone can check it again
   */
  assertions: z.array(assertionSchema).optional(),
  /** what the user does once after deploying for it to be met in full (the template cannot) */
  after_deploy: z.array(z.string()).optional(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({ items: z.array(checklistItemSchema) });
export type Checklist = z.infer<typeof checklistSchema>;

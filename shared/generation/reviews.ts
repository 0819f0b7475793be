import { z } from 'zod';
import { accountBaselineSchema } from './baseline';
import { BUDGET_VERDICTS } from './budget-verdict';
import { assertionSchema } from './checklist/assertions';
import { frameworkIdSchema } from './request';

/** The synthesized template: CloudFormation YAML plus which block each resource came from. */
export const synthesizedTemplateSchema = z.object({
  format: z.literal('yaml'),
  text: z.string().min(1),
  resource_count: z.number().int().nonnegative(),
  /** logical id -> the plan block (its name) or `extra` */
  origins: z.record(z.string(), z.string()),
  /**
   * each edge of the plan and what both of its sides need on the template (see edgeChecks); the
   * checklist evaluates them on the final template
   */
  edges: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        assertions: z.array(assertionSchema),
        unbuilt: z.string().optional(),
        /** the architect left the edge out after the wiring check (why, as "Not built" says it) */
        left_out: z.string().optional(),
      }),
    )
    .optional(),
});
export type SynthesizedTemplate = z.infer<typeof synthesizedTemplateSchema>;

const severity = z.enum(['critical', 'high', 'medium', 'low']);

/** The security agent: engine scores before and after its automatic fixes, and what remains. */
export const securityReviewSchema = z.object({
  verdict: z.enum(['approved', 'approved-with-findings', 'rejected']),
  /** one paragraph naming what remains and why */
  summary: z.string(),
  frameworks: z.array(frameworkIdSchema).min(1),
  scores_before: z.record(z.string(), z.number()),
  scores: z.record(z.string(), z.number()),
  fixes_applied: z.array(z.object({ rule_id: z.string(), resource: z.string(), description: z.string() })),
  remaining: z.array(
    z.object({
      rule_id: z.string(),
      resource: z.string(),
      severity,
      title: z.string(),
      /** fail: a problem; unknown: could not be decided before deployment */
      status: z.enum(['fail', 'unknown']),
      /** why it was not fixed: needs a decision, withheld as risky, or cannot be fixed automatically */
      why: z.string(),
    }),
  ),
  /** the template after the fixes (the same text when nothing was fixed) */
  template: z.string(),
  /** whether the target account has the account baseline this design relies on */
  account_baseline: accountBaselineSchema.optional(),
});
export type SecurityReview = z.infer<typeof securityReviewSchema>;

const range = z.object({ min: z.number(), max: z.number() });

/** The cost agent: the cost model per resource and in total, with concrete advice. */
export const costReviewSchema = z.object({
  region: z.string(),
  currency: z.literal('USD'),
  total: range,
  resources: z.array(
    z.object({
      logical_id: z.string(),
      type: z.string(),
      status: z.string(),
      monthly: range,
      drivers: z.array(z.string()),
    }),
  ),
  unpriced: z.array(z.object({ logical_id: z.string(), type: z.string(), reasons: z.array(z.string()) })),
  advice: z.array(
    z.object({
      title: z.string(),
      detail: z.string(),
      resources: z.array(z.string()),
      /** rough monthly saving in USD when it can be computed */
      saving_usd: z.number().optional(),
    }),
  ),
  /** the user's monthly budget in USD (the box's, else the brief's); absent without one */
  budget_usd: z.number().optional(),
  /** whether the high end of the range fits the user's monthly budget; absent without a budget */
  within_budget: z.boolean().optional(),
  /** the budget verdict the timeline, the Cost tab, the checklist and the review notes all say; absent without a budget */
  budget_verdict: z.enum(BUDGET_VERDICTS).optional(),
  price_dates: z.array(z.string()),
  assumptions: z.array(z.string()),
});
export type CostReview = z.infer<typeof costReviewSchema>;

export const diagnosticSchema = z.object({
  severity: z.enum(['ERROR', 'WARNING', 'INFO']),
  message: z.string(),
  path: z.string().optional(),
  line: z.number().optional(),
  column: z.number().optional(),
  code: z.string().optional(),
});

/** The validity gate: AWS's validator on the final template. */
export const validityResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), warnings: z.array(diagnosticSchema) }),
  z.object({ ok: z.literal(false), errors: z.array(diagnosticSchema), warnings: z.array(diagnosticSchema) }),
]);
export type ValidityResult = z.infer<typeof validityResultSchema>;

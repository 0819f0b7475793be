import { z } from 'zod';
import { defineRoute } from '../define';
import { deploymentSummarySchema } from '../deployments';
import { designVersionsSchema, refineRequestSchema, refineResponseSchema } from '../design-versions';
import type { Endpoint } from '../endpoint';
import * as endpoints from '../endpoints/generation';
import {
  answerQuestionsRequestSchema,
  artifactsViewSchema,
  auditTrailSchema,
  generateRequestSchema,
  SESSION_STATUSES,
  sessionSummarySchema,
  sessionViewSchema,
} from '../sessions';

const sessionParams = z.object({ id: z.string().min(1).max(100) });

/** Starts a generation run (counted against the plan's monthly runs): 202 while the agents work. */
export const generate = defineRoute(endpoints.generate, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['generate-design'],
  body: generateRequestSchema,
  response: z.object({ session_id: z.string(), status: z.enum(SESSION_STATUSES) }),
});

/** The caller's sessions, newest first (the studio's history). */
export const sessionsList = defineRoute(endpoints.sessionsList, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(sessionSummarySchema),
});

/**
 * A read of one of the caller's sessions, or of something it produced: the same access, table
 * reads and path id for each (another user's session answers 404).
 */
function sessionRead<const E extends Endpoint, R extends z.ZodType>(endpoint: E, response: R) {
  return defineRoute(endpoint, {
    access: 'subscribed',
    tableAccess: 'read',
    params: sessionParams,
    pathIds: { id: 'session' },
    response,
  });
}

export const sessionGet = sessionRead(endpoints.sessionGet, sessionViewSchema);

/** What a completed run produced; Terraform and the CI pipeline only for Pro and Premium. */
export const sessionArtifacts = sessionRead(endpoints.sessionArtifacts, artifactsViewSchema);

/** The prompt, the model and each agent's verdict with its time: the run's audit trail. */
export const sessionAudit = sessionRead(endpoints.sessionAudit, auditTrailSchema);

/** Deployments of the template prepared from this session. */
export const sessionDeployments = sessionRead(endpoints.sessionDeployments, z.array(deploymentSummarySchema));

/**
 * Answers the architect's questions about a thin brief (a question left out takes its default):
 * the same session runs on through the generation workflow. 409 unless the session is waiting.
 */
export const sessionAnswers = defineRoute(endpoints.sessionAnswers, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['generate-design'],
  params: sessionParams,
  pathIds: { id: 'session' },
  body: answerQuestionsRequestSchema,
  response: z.object({ session_id: z.string(), status: z.enum(SESSION_STATUSES) }),
});

/**
 * Every version of the session's design ("Change this design" makes them), oldest first, and what
 * this version changed from the one it was made from (resources, ledger entries and cost).
 */
export const sessionVersions = sessionRead(endpoints.sessionVersions, designVersionsSchema);

/**
 * "Change this design": a follow-up instruction on a completed session starts a new version of
 * its design (a new session, counted as a run) from the earlier brief, ledger and answers.
 * 409 unless the session is completed.
 */
export const sessionRefine = defineRoute(endpoints.sessionRefine, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['generate-design'],
  params: sessionParams,
  pathIds: { id: 'session' },
  body: refineRequestSchema,
  response: refineResponseSchema,
});

/** Turns a completed session's template into a private template of the caller's library. */
export const prepareDeployment = defineRoute(endpoints.prepareDeployment, {
  access: 'subscribed',
  tableAccess: 'write',
  body: z.object({ session_id: z.string().min(1).max(100) }),
  response: z.object({ template_id: z.string(), slug: z.string() }),
});

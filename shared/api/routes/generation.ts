import { z } from 'zod';
import { defineRoute } from '../define';
import { deploymentSummarySchema } from '../deployments';
import {
  artifactsViewSchema,
  auditTrailSchema,
  generateRequestSchema,
  SESSION_STATUSES,
  sessionSummarySchema,
  sessionViewSchema,
} from '../sessions';

const sessionParams = z.object({ id: z.string().min(1).max(100) });

/** Starts a generation run (counted against the plan's monthly runs): 202 while the agents work. */
export const generate = defineRoute({
  name: 'generate',
  method: 'POST',
  path: '/api/generate',
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['generate-design'],
  body: generateRequestSchema,
  response: z.object({ session_id: z.string(), status: z.enum(SESSION_STATUSES) }),
});

/** The caller's sessions, newest first (the studio's history). */
export const sessionsList = defineRoute({
  name: 'sessions-list',
  method: 'GET',
  path: '/api/sessions',
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(sessionSummarySchema),
});

export const sessionGet = defineRoute({
  name: 'session-get',
  method: 'GET',
  path: '/api/session/{id}',
  access: 'subscribed',
  tableAccess: 'read',
  params: sessionParams,
  pathIds: { id: 'session' },
  response: sessionViewSchema,
});

/** What a completed run produced; Terraform and the CI pipeline only for Pro and Premium. */
export const sessionArtifacts = defineRoute({
  name: 'session-artifacts',
  method: 'GET',
  path: '/api/session/{id}/artifacts',
  access: 'subscribed',
  tableAccess: 'read',
  params: sessionParams,
  pathIds: { id: 'session' },
  response: artifactsViewSchema,
});

/** The prompt, the model and each agent's verdict with its time: the run's audit trail. */
export const sessionAudit = defineRoute({
  name: 'session-audit',
  method: 'GET',
  path: '/api/session/{id}/audit',
  access: 'subscribed',
  tableAccess: 'read',
  params: sessionParams,
  pathIds: { id: 'session' },
  response: auditTrailSchema,
});

/** Deployments of the template prepared from this session. */
export const sessionDeployments = defineRoute({
  name: 'session-deployments',
  method: 'GET',
  path: '/api/session/{id}/deployments',
  access: 'subscribed',
  tableAccess: 'read',
  params: sessionParams,
  pathIds: { id: 'session' },
  response: z.array(deploymentSummarySchema),
});

/** Turns a completed session's template into a private template of the caller's library. */
export const prepareDeployment = defineRoute({
  name: 'prepare-deployment',
  method: 'POST',
  path: '/api/prepare-deployment',
  access: 'subscribed',
  tableAccess: 'write',
  body: z.object({ session_id: z.string().min(1).max(100) }),
  response: z.object({ template_id: z.string(), slug: z.string() }),
});

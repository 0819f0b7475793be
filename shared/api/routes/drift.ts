import { z } from 'zod';
import { defineRoute } from '../define';
import {
  adoptDriftSchema,
  driftAnswerSchema,
  driftReportSchema,
  sandboxConsoleSchema,
  sandboxPropertyEditSchema,
} from '../drift';
import * as endpoints from '../endpoints/drift';

const deploymentId = z.object({ id: z.string().min(1).max(100) });
const updateStarted = z.object({ deployment_id: z.string(), status: z.string() });

/** The deployment's last drift check, or null before the first. */
export const deploymentsDriftGet = defineRoute(endpoints.deploymentsDriftGet, {
  access: 'subscribed',
  tableAccess: 'read',
  params: deploymentId,
  pathIds: { id: 'deployment' },
  response: driftAnswerSchema,
});

/**
 * Checks the deployment's stack for drift now (CloudFormation's drift detection through the
 * linked role) and keeps the report: each drifted property with its expected and live value and
 * the compliance controls the live value fails.
 */
export const deploymentsDriftCheck = defineRoute(endpoints.deploymentsDriftCheck, {
  access: 'subscribed',
  tableAccess: 'write',
  // drift found is told to the user (notifications)
  sendsEmail: true,
  assumesCustomerRole: true,
  timeoutSeconds: 29,
  params: deploymentId,
  pathIds: { id: 'deployment' },
  response: driftReportSchema,
});

/**
 * Adopts one drifted property: a new version of the deployment's template carrying the live value,
 * scanned by the compliance engine before it is saved, then deployed by the update-stack workflow.
 */
export const deploymentsDriftAdopt = defineRoute(endpoints.deploymentsDriftAdopt, {
  access: 'subscribed',
  tableAccess: 'write',
  assumesCustomerRole: true,
  timeoutSeconds: 29,
  startsWorkflows: ['update-stack'],
  params: deploymentId,
  body: adoptDriftSchema,
  pathIds: { id: 'deployment' },
  response: updateStarted.extend({ scores: z.record(z.string(), z.number()) }),
});

/** Sandbox cloud only: the stack's resources with their live properties (404 in AWS). */
export const sandboxConsoleGet = defineRoute(endpoints.sandboxConsoleGet, {
  access: 'subscribed',
  tableAccess: 'read',
  params: deploymentId,
  pathIds: { id: 'deployment' },
  response: sandboxConsoleSchema,
});

/**
 * Sandbox cloud only: changes a live property by hand, outside CloudFormation, as someone could
 * in the AWS console, so drift can be made and seen locally (404 in AWS).
 */
export const sandboxConsoleEdit = defineRoute(endpoints.sandboxConsoleEdit, {
  access: 'subscribed',
  tableAccess: 'write',
  params: deploymentId,
  body: sandboxPropertyEditSchema,
  pathIds: { id: 'deployment' },
  response: sandboxConsoleSchema,
});

import { z } from 'zod';
import { byteLength, IMPORT_MAX_BYTES, IMPORT_TEXT } from '../../catalog/import-limits';
import { defineRoute } from '../define';
import {
  changeRequestSchema,
  changeSetNameSchema,
  deploymentChangeSetSchema,
  historyEntrySchema,
  updateOptionsSchema,
} from '../deployment-changes';
import { DEPLOYMENT_FILTERS, deploymentDetailSchema, deploymentSummarySchema } from '../deployments';
import * as endpoints from '../endpoints/deployments';
import { parameterValuesSchema } from '../parameter-values';
import { stackNameSchema } from '../stack-name';

export const deploymentsInitiate = defineRoute(endpoints.deploymentsInitiate, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['deploy-stack'],
  body: z.object({
    aws_account_id: z.string().min(1).max(100),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region name'),
    stack_name: stackNameSchema,
    template: z
      .string()
      .min(1)
      .superRefine((text, ctx) => {
        const bytes = byteLength(text);
        if (bytes > IMPORT_MAX_BYTES) ctx.addIssue({ code: 'custom', message: IMPORT_TEXT.tooLarge(bytes) });
      }),
    parameter_values: parameterValuesSchema(z.string()).optional(),
  }),
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

export const deploymentsList = defineRoute(endpoints.deploymentsList, {
  access: 'subscribed',
  tableAccess: 'read',
  query: z.object({ filter: z.enum(DEPLOYMENT_FILTERS).optional() }),
  response: z.array(deploymentSummarySchema),
});

export const deploymentsGet = defineRoute(endpoints.deploymentsGet, {
  access: 'subscribed',
  tableAccess: 'read',
  params: z.object({ id: z.string().min(1).max(100) }),
  pathIds: { id: 'deployment' },
  response: deploymentDetailSchema,
});

/**
 * Deletes the deployment's stack. `retain_failed=true` is the way out of Delete Failed: the retry
 * keeps the resources that failed to delete in the account and deletes the rest (409 otherwise).
 */
export const deploymentsDelete = defineRoute(endpoints.deploymentsDelete, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['delete-stack'],
  params: z.object({ id: z.string().min(1).max(100) }),
  query: z.object({ retain_failed: z.enum(['true', 'false']).optional() }),
  pathIds: { id: 'deployment' },
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

const deploymentParams = z.object({ id: z.string().min(1).max(100) });
const changeSetParams = deploymentParams.extend({ name: changeSetNameSchema });

/**
 * What the update form needs: the parameters of the template the stack runs (with their limits)
 * and its values, and the source it came from (catalog template, imported template or design)
 * with whether that has a newer version.
 */
export const deploymentsUpdateOptions = defineRoute(endpoints.deploymentsUpdateOptions, {
  access: 'subscribed',
  tableAccess: 'read',
  params: deploymentParams,
  pathIds: { id: 'deployment' },
  response: updateOptionsSchema,
});

/**
 * Has CloudFormation work out the change set of an update (new values and/or the source's newest
 * version) and answers it for review: each change, data loss flagged, the compliance score before
 * and after. Nothing changes yet. 400 for a value outside its constraints, 409 while the
 * deployment is busy or when nothing would change.
 */
export const deploymentsChangeSetCreate = defineRoute(endpoints.deploymentsChangeSetCreate, {
  access: 'subscribed',
  tableAccess: 'read',
  assumesCustomerRole: true,
  timeoutSeconds: 29,
  params: deploymentParams,
  body: changeRequestSchema,
  pathIds: { id: 'deployment' },
  response: deploymentChangeSetSchema,
});

/**
 * Executes the reviewed change set: the same request as the preview, which must still resolve to
 * that change set; 202 while the update-stack workflow runs it (live over the WebSocket).
 */
export const deploymentsChangeSetExecute = defineRoute(endpoints.deploymentsChangeSetExecute, {
  access: 'subscribed',
  tableAccess: 'write',
  assumesCustomerRole: true,
  timeoutSeconds: 29,
  startsWorkflows: ['update-stack'],
  params: changeSetParams,
  body: changeRequestSchema,
  pathIds: { id: 'deployment', name: 'not-owned' },
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

/** Cancels a reviewed change set (DeleteChangeSet); one already gone is no error. */
export const deploymentsChangeSetDelete = defineRoute(endpoints.deploymentsChangeSetDelete, {
  access: 'subscribed',
  tableAccess: 'read',
  assumesCustomerRole: true,
  params: changeSetParams,
  pathIds: { id: 'deployment', name: 'not-owned' },
  response: z.object({ deleted: z.literal(true) }),
});

/** The deployment's history, oldest first: who did what when, the change set, the scan after. */
export const deploymentsHistory = defineRoute(endpoints.deploymentsHistory, {
  access: 'subscribed',
  tableAccess: 'read',
  params: deploymentParams,
  pathIds: { id: 'deployment' },
  response: z.object({ entries: z.array(historyEntrySchema) }),
});

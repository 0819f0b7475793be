import { z } from 'zod';
import { defineRoute } from '../define';
import {
  connectionSchema,
  createConnectionBody,
  createInstanceBody,
  designFullSchema,
  designIdSchema,
  designSummarySchema,
  instanceSchema,
  updateInstanceBody,
} from '../designs';
import * as endpoints from '../endpoints/designs';
import { stackNameSchema } from '../stack-name';

// Designs: template instances wired by connections, composed into one template and deployed as
// one stack. Shapes in shared/api/designs.ts; README's API section lists them.

const designQuery = z.object({ design_id: designIdSchema });
const idParams = z.object({ id: z.string().min(1).max(100) });
const regionSchema = z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region name');

/** Adds a template to a design (an unknown design id creates the design for the caller): 201. */
export const templateInstancesCreate = defineRoute(endpoints.templateInstancesCreate, {
  access: 'subscribed',
  tableAccess: 'write',
  query: designQuery,
  body: createInstanceBody,
  response: instanceSchema,
});

export const templateInstanceGet = defineRoute(endpoints.templateInstanceGet, {
  access: 'subscribed',
  tableAccess: 'read',
  params: idParams,
  pathIds: { id: 'template-instance' },
  response: instanceSchema,
});

/** Renames, re-values or moves an instance; a name taken in the design is a 409. */
export const templateInstanceUpdate = defineRoute(endpoints.templateInstanceUpdate, {
  access: 'subscribed',
  tableAccess: 'write',
  params: idParams,
  pathIds: { id: 'template-instance' },
  body: updateInstanceBody,
  response: instanceSchema,
});

/** Removes an instance and every connection that touches it: 204. */
export const templateInstanceDelete = defineRoute(endpoints.templateInstanceDelete, {
  access: 'subscribed',
  tableAccess: 'write',
  params: idParams,
  pathIds: { id: 'template-instance' },
  response: z.undefined(),
});

/** Feeds an output of one instance into a parameter of another: 201, or 400 naming the problem. */
export const templateConnectionsCreate = defineRoute(endpoints.templateConnectionsCreate, {
  access: 'subscribed',
  tableAccess: 'write',
  query: designQuery,
  body: createConnectionBody,
  response: connectionSchema,
});

/** Not in the spec, but a wrong wire must be removable: 204. */
export const templateConnectionDelete = defineRoute(endpoints.templateConnectionDelete, {
  access: 'subscribed',
  tableAccess: 'write',
  params: idParams,
  pathIds: { id: 'template-connection' },
  response: z.undefined(),
});

/** The caller's designs, newest first. */
export const designsList = defineRoute(endpoints.designsList, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.object({ designs: z.array(designSummarySchema) }),
});

/** Removes a design with its instances and connections: 204. */
export const designDelete = defineRoute(endpoints.designDelete, {
  access: 'subscribed',
  tableAccess: 'write',
  params: idParams,
  pathIds: { id: 'design' },
  response: z.undefined(),
});

/**
 * The design with its instances' parameters and outputs, the composed template, AWS's
 * validator's errors on it and its cost range (in `region`, the deploy dialog's default if absent).
 */
export const designFull = defineRoute(endpoints.designFull, {
  access: 'subscribed',
  tableAccess: 'read',
  params: idParams,
  query: z.object({ region: regionSchema.optional() }),
  pathIds: { id: 'design' },
  bundlesTemplateValidator: true,
  // AWS's validator on a large composed template, on a cold function, takes seconds
  timeoutSeconds: 29,
  response: designFullSchema,
});

/** Deploys a design's composed template as ONE stack through the deploy workflow: 202. */
export const templatesDeploy = defineRoute(endpoints.templatesDeploy, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['deploy-stack'],
  body: z.object({
    design_id: designIdSchema,
    stack_name: stackNameSchema,
    aws_account_id: z.string().min(1).max(100),
    region: regionSchema,
  }),
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

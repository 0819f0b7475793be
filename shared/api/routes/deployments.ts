import { z } from 'zod';
import { byteLength, IMPORT_MAX_BYTES, IMPORT_TEXT } from '../../catalog/import-limits';
import { defineRoute } from '../define';
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

export const deploymentsDelete = defineRoute(endpoints.deploymentsDelete, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['delete-stack'],
  params: z.object({ id: z.string().min(1).max(100) }),
  pathIds: { id: 'deployment' },
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

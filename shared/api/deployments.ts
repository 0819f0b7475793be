import { z } from 'zod';
import { retainedResourceSchema } from './deployment-changes';

export const resourceSchema = z.object({
  logical_id: z.string(),
  physical_id: z.string().optional(),
  type: z.string(),
  status: z.string(),
  status_reason: z.string().optional(),
});

export const eventSchema = z.object({
  timestamp: z.string(),
  logical_id: z.string(),
  type: z.string(),
  status: z.string(),
  status_reason: z.string().optional(),
});

/** Which deployments a list shows: the console's 'Active' (default) and 'Deleted' views, or both. */
export const DEPLOYMENT_FILTERS = ['active', 'deleted', 'all'] as const;
export type DeploymentFilter = (typeof DEPLOYMENT_FILTERS)[number];

/** The spec's Deployment fields, plus the account it went to and whether that is the sandbox. */
export const deploymentSummarySchema = z.object({
  deployment_id: z.string(),
  stack_name: z.string(),
  status: z.string(),
  status_reason: z.string(),
  region: z.string(),
  created_at: z.string(),
  template: z.string(),
  outputs: z.record(z.string(), z.string()),
  deployment_url: z.string(),
  stack_id: z.string(),
  aws_account_id: z.string(),
  account_number: z.string(),
  sandbox: z.boolean(),
  /** the design it was composed from (POST /api/templates/deploy) */
  design_id: z.string().optional(),
});

export const deploymentDetailSchema = deploymentSummarySchema.extend({
  resources: z.array(resourceSchema),
  /** how many resources the template declares: the total progress counts towards */
  resource_total: z.number().int().nonnegative().optional(),
  events: z.array(eventSchema),
  /** what a delete keeps (or, once deleted, kept) and where to find it (GET always answers it) */
  retained: z.array(retainedResourceSchema).optional(),
});

export type DeploymentSummary = z.infer<typeof deploymentSummarySchema>;
export type DeploymentDetail = z.infer<typeof deploymentDetailSchema>;

import { z } from 'zod';
import { parameterValuesSchema } from './parameter-values';
import { templateParameterSchema } from './template-schema';

/** What an update asks for: new parameter values, the newest version of its source, or both. */
export const changeRequestSchema = z.object({
  /** every value the stack should run with (blank or absent: the template's default) */
  parameter_values: parameterValuesSchema(z.string().max(4096)).optional(),
  /** move to the newest version of the catalog template, imported template or design it came from */
  use_latest_source: z.boolean().optional(),
  /**
   * put every property the last drift check found drifted back to the template's value (a
   * drift-reverting change set of the stack's own template and values; the other fields are ignored)
   */
  revert_drift: z.boolean().optional(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** CloudFormation's change set names: a letter, then letters, digits and hyphens, at most 128. */
export const changeSetNameSchema = z
  .string()
  .regex(/^[a-zA-Z][-a-zA-Z0-9]{0,127}$/, 'change set names are a letter, then letters, digits and hyphens');

export const CHANGE_ACTIONS = ['add', 'modify', 'replace', 'remove'] as const;

export const deploymentChangeSchema = z.object({
  action: z.enum(CHANGE_ACTIONS),
  logical_id: z.string(),
  resource_type: z.string(),
  /** CloudFormation decides the replacement when it runs (Replacement: Conditional) */
  conditional: z.boolean(),
  /** the properties the change touches */
  properties: z.array(z.string()),
  /** the resource holds data, and the change replaces (or may replace) or removes it */
  data_loss: z.boolean(),
});

/** A change set worked out by CloudFormation, not yet executed: what the update would do. */
export const deploymentChangeSetSchema = z.object({
  change_set_name: z.string(),
  changes: z.array(deploymentChangeSchema),
  /** the compliance score (lowest framework) of what runs now, and of what would run after */
  score_before: z.number().nullable(),
  score_after: z.number().nullable(),
  scores_before: z.record(z.string(), z.number()),
  scores_after: z.record(z.string(), z.number()),
  /** the values the update runs with */
  parameter_values: z.record(z.string(), z.string()),
  template_changed: z.boolean(),
});
export type DeploymentChangeSet = z.infer<typeof deploymentChangeSetSchema>;
export type DeploymentChange = z.infer<typeof deploymentChangeSchema>;

/** What the update form needs: the parameters with their limits, the values, where it came from. */
export const updateOptionsSchema = z.object({
  parameters: z.array(templateParameterSchema),
  parameter_values: z.record(z.string(), z.string()),
  source: z
    .object({
      kind: z.enum(['catalog', 'template', 'design']),
      name: z.string(),
      /** the source's template differs from what the stack runs */
      newer_version: z.boolean(),
      /**
       * the parameters the source's template declares today: what the form asks for once the user
       * moves to it (a newer version may add parameters, or change their limits)
       */
      parameters: z.array(templateParameterSchema),
    })
    .nullable(),
});
export type UpdateOptions = z.infer<typeof updateOptionsSchema>;

export const historyEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.string(),
  summary: z.string(),
  /** how an earlier request ended (succeeded, failed, rolled back); null on a request */
  outcome: z.string().nullable(),
  change_set: z
    .object({
      name: z.string(),
      changes: z.array(z.object({ action: z.string(), logical_id: z.string(), resource_type: z.string() })),
    })
    .nullable(),
  scores_after: z.record(z.string(), z.number()).nullable(),
});
export type HistoryEntryView = z.infer<typeof historyEntrySchema>;

/** Why a delete leaves a resource: its DeletionPolicy, or its deletion protection (the delete fails on it). */
export const RETAIN_REASONS = [
  'Retain',
  'RetainExceptOnCreate',
  'Snapshot',
  'DeletionProtection',
  /** the delete failed on it (DELETE_FAILED); a retry that retains it leaves it in the account */
  'DeleteFailed',
] as const;

/** A resource a delete keeps (DeletionPolicy Retain or Snapshot, deletion protection), and where to find it. */
export const retainedResourceSchema = z.object({
  logical_id: z.string(),
  resource_type: z.string(),
  /** Retain: the resource itself stays; Snapshot: a final snapshot of it stays; DeletionProtection: AWS refuses to delete it */
  reason: z.enum(RETAIN_REASONS),
  physical_id: z.string().nullable(),
  /** the console page that lists it (the account's region) */
  console_url: z.string().nullable(),
});
export type RetainedResource = z.infer<typeof retainedResourceSchema>;

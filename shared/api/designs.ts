import { z } from 'zod';
import { INSTANCE_NAME_PATTERN } from './name-rules';
import { parameterValuesSchema } from './parameter-values';
import { templateParameterSchema } from './template-schema';

/**
 * Designs (spec section 7, "template instances", "connections", "designs"): a user's composition
 * of catalog or private templates ("instances") wired by connections (an output of one instance
 * feeds a parameter of another), deployed as ONE stack. The shapes the routes answer with.
 */

/** The caller picks a design's id (the builder makes one up); the first instance creates it. */
export const DESIGN_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
export const designIdSchema = z
  .string()
  .regex(DESIGN_ID_PATTERN, 'design_id must be 1-64 letters, digits or hyphens');

/** An instance's name prefixes the names it brings into the composed template (./name-rules.ts). */
export const instanceNameSchema = z
  .string()
  .regex(INSTANCE_NAME_PATTERN, 'name must start with a letter and hold at most 32 letters or digits');

/** A parameter value as the builder sends it; CloudFormation takes every value as text. */
export const designParameterValue = z.union([z.string().max(4096), z.number(), z.boolean()]);
export const designParameterValues = parameterValuesSchema(designParameterValue);

export const positionSchema = z.object({
  x: z.number().finite().min(-1_000_000).max(1_000_000),
  y: z.number().finite().min(-1_000_000).max(1_000_000),
});
export type Position = z.infer<typeof positionSchema>;

/**
 * A position as a request sends it, kept to the hundredth of a pixel the canvas shows: no screen
 * tells 1e-200 from 0, and the store keeps no number smaller in magnitude than 1e-130.
 */
const requestedPosition = positionSchema.transform(({ x, y }) => {
  const round = (value: number) => Math.round(value * 100) / 100 || 0;
  return { x: round(x), y: round(y) };
});

export const instanceSchema = z.object({
  instance_id: z.string(),
  design_id: z.string(),
  template_id: z.string(),
  template_slug: z.string(),
  template_name: z.string(),
  name: z.string(),
  /** as text, blanks left out (the template's default applies) */
  parameter_values: z.record(z.string(), z.string()),
  position: positionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateInstance = z.infer<typeof instanceSchema>;

export const createInstanceBody = z.object({
  template_id: z.string().min(1).max(128),
  name: instanceNameSchema.optional(),
  parameter_values: designParameterValues.optional(),
  position: requestedPosition.optional(),
});

/** Each field present replaces the stored one (`parameter_values` as a whole map). */
export const updateInstanceBody = z.object({
  name: instanceNameSchema.optional(),
  parameter_values: designParameterValues.optional(),
  position: requestedPosition.optional(),
});

export const createConnectionBody = z.object({
  source_instance_id: z.string().min(1).max(100),
  source_output: z.string().min(1).max(255),
  target_instance_id: z.string().min(1).max(100),
  target_parameter: z.string().min(1).max(255),
});

export const connectionSchema = createConnectionBody.extend({
  connection_id: z.string(),
  design_id: z.string(),
  created_at: z.string(),
});
export type TemplateConnection = z.infer<typeof connectionSchema>;

export const designSummarySchema = z.object({
  design_id: z.string(),
  name: z.string(),
  instance_count: z.number().int(),
  updated_at: z.string(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

export const templateOutputSchema = z.object({ key: z.string(), description: z.string().nullable() });

/** An instance with what its template offers to connect: its parameters and its outputs. */
export const fullInstanceSchema = instanceSchema.extend({
  parameters: z.array(templateParameterSchema),
  outputs: z.array(templateOutputSchema),
});

export const designFullSchema = z.object({
  design_id: z.string(),
  name: z.string(),
  instances: z.array(fullInstanceSchema),
  connections: z.array(connectionSchema),
  /** the composed CloudFormation template, YAML */
  template: z.string(),
  resource_count: z.number().int(),
  /** AWS's validator's errors and the composition's own (an unknown output, a cycle), as text */
  validation: z.object({ errors: z.array(z.string()) }),
  /** the catalog's cost model on the composed template, per month in USD, in `region` */
  estimated_cost: z
    .object({ monthly_min: z.number(), monthly_max: z.number(), region: z.string() })
    .optional(),
});
export type DesignFull = z.infer<typeof designFullSchema>;

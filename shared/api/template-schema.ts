import { z } from 'zod';
import type { ListedTemplate, TemplateParameter } from '#shared/catalog/types';

const frameworkSchema = z.enum(['SAMA', 'NCA-ECC', 'CITC']);

/** Spec section 3, "Template parameter" (plus the CloudFormation type). */
export const templateParameterSchema = z.object({
  parameter_id: z.string(),
  name: z.string(),
  label: z.string(),
  parameter_type: z.enum(['string', 'number', 'boolean', 'select']),
  cfn_type: z.string(),
  default_value: z.string().nullable(),
  placeholder: z.string().nullable(),
  description: z.string().nullable(),
  is_required: z.boolean(),
  is_compliant_only: z.boolean(),
  compliance_note: z.string().nullable(),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  allowed_values: z.array(z.string()).nullable(),
  allowed_pattern: z.string().nullable(),
  /** CloudFormation's `ConstraintDescription`: the pattern in words, for the field's error */
  constraint_description: z.string().nullable().optional(),
  group: z.string(),
  display_order: z.number(),
}) satisfies z.ZodType<TemplateParameter>;

/** Spec section 3, "Template (list and detail)": what the gallery cards show, with the resources. */
export const listedTemplateSchema = z.object({
  template_id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  color: z.string(),
  is_featured: z.boolean(),
  frameworks: z.array(frameworkSchema),
  resource_count: z.number().int(),
  resources: z.array(z.object({ id: z.string(), type: z.string() })),
  estimated_monthly_cost_min: z.number().nullable(),
  estimated_monthly_cost_max: z.number().nullable(),
  compliance_score: z.number(),
  framework_scores: z.record(frameworkSchema, z.number()),
  deployment_count: z.number().int(),
  /** the caller's own template (studio's prepare-deployment), shown under 'My templates' */
  is_private: z.boolean().optional(),
  /** imported in the builder ('Import template'): its findings can be fixed in place */
  imported: z.boolean().optional(),
});
export type TemplateCard = z.infer<typeof listedTemplateSchema>;

/** The detail: the card's fields, the parameters when asked for, and the CloudFormation text. */
export const templateDetailSchema = listedTemplateSchema.extend({
  parameters: z.array(templateParameterSchema).optional(),
  template_body: z.string(),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

// The API's shapes are the catalog's: a field added there must be added here too.
export type _CardFieldsAreCatalogFields =
  Omit<ListedTemplate, 'parameters'> extends Omit<TemplateCard, 'category'> ? true : never;

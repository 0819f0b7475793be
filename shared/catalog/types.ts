import type { FrameworkId } from '#shared/compliance/types';

/** The builder's parameter input kinds (spec: string, number, boolean and select). */
export type ParameterType = 'string' | 'number' | 'boolean' | 'select';

/**
 * What the builder needs about a parameter beyond the template itself. Labels, groups and order
 * live in the template's `AWS::CloudFormation::Interface` metadata (the AWS console reads the
 * same); defaults, descriptions, allowed values and limits live in its `Parameters`.
 */
export interface ParameterUi {
  placeholder?: string;
  /** the parameter only offers compliant choices (a floor, a TLS policy list, ...) */
  compliantOnly?: boolean;
  /** why the choice matters to SAMA, NCA-ECC or CITC; required when `compliantOnly` */
  complianceNote?: string;
}

/** What the gallery filters on (`GET /api/templates/categories/`). */
export type CatalogCategory =
  | 'Web'
  | 'Containers'
  | 'Serverless'
  | 'Databases'
  | 'Messaging'
  | 'Analytics'
  | 'Networking'
  | 'Security'
  | 'Resilience';

/** One template of the catalog as written: text plus the few facts that cannot be computed. */
export interface CatalogEntry {
  slug: string;
  name: string;
  description: string;
  category: CatalogCategory;
  /** card accent colour, hex */
  color: string;
  featured: boolean;
  /** CloudFormation YAML, deployable as is */
  template: string;
  /** keyed by parameter name; parameters without special needs may be left out */
  parameterUi: Readonly<Record<string, ParameterUi>>;
}

/** Spec section 3, "Template parameter". */
export interface TemplateParameter {
  parameter_id: string;
  name: string;
  label: string;
  parameter_type: ParameterType;
  /**
   * The CloudFormation type, beyond the spec's fields: an `AWS::SSM::Parameter::Value<...>`
   * parameter takes an SSM parameter name (the AL2023 image's public parameter), not an image id.
   */
  cfn_type: string;
  default_value: string | null;
  placeholder: string | null;
  description: string | null;
  is_required: boolean;
  is_compliant_only: boolean;
  compliance_note: string | null;
  min_value: number | null;
  max_value: number | null;
  allowed_values: string[] | null;
  /** CloudFormation's `AllowedPattern` (beyond the spec's fields), so values are checked before a deploy */
  allowed_pattern: string | null;
  /** CloudFormation's `ConstraintDescription`: what the pattern asks for, in words */
  constraint_description?: string | null;
  group: string;
  display_order: number;
}

export interface TemplateResource {
  id: string;
  /** Provider::Service::Kind */
  type: string;
}

/** The computed facts of a template: never typed by hand. */
export interface TemplateSummary {
  resource_count: number;
  resources: TemplateResource[];
  /** the lowest of the framework scores, so the badge never overstates */
  compliance_score: number;
  framework_scores: Record<FrameworkId, number>;
  frameworks: FrameworkId[];
  /** USD per month in the cost region (me-south-1 by default); null when nothing in it can be priced */
  estimated_monthly_cost_min: number | null;
  estimated_monthly_cost_max: number | null;
}

/**
 * Spec section 3, "Template (list and detail)", plus the category the gallery filters on, minus
 * `deployment_count`: that is live data the store keeps (see `ListedTemplate`).
 */
export interface CatalogTemplate extends TemplateSummary {
  template_id: string;
  slug: string;
  name: string;
  description: string;
  category: CatalogCategory;
  color: string;
  is_featured: boolean;
  parameters: TemplateParameter[];
}

/** What the templates API answers: the catalog's facts plus the store's atomic counter. */
export type ListedTemplate = CatalogTemplate & { deployment_count: number };

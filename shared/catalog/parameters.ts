import type { CatalogEntry, ParameterType, TemplateParameter } from './types';

/** The part of a CloudFormation parameter declaration the builder reads. */
interface ParameterDeclaration {
  Type?: unknown;
  Default?: unknown;
  Description?: unknown;
  AllowedValues?: unknown;
  MinValue?: unknown;
  MaxValue?: unknown;
  AllowedPattern?: unknown;
  ConstraintDescription?: unknown;
}

interface InterfaceMetadata {
  ParameterGroups?: { Label?: { default?: unknown }; Parameters?: unknown }[];
  ParameterLabels?: Record<string, { default?: unknown }>;
}

/** Group name the spec gives parameters that belong to no group. */
export const DEFAULT_GROUP = 'Configuration';

/**
 * The builder's view of a template's parameters: defaults, limits and allowed values from
 * `Parameters`, labels, groups and order from `AWS::CloudFormation::Interface`, and the rest from
 * the entry's `parameterUi`. Display order follows the groups, then each group's list.
 */
export function templateParameters(
  entry: Pick<CatalogEntry, 'slug' | 'parameterUi'>,
  body: Record<string, unknown>,
): TemplateParameter[] {
  const declared = (body.Parameters ?? {}) as Record<string, ParameterDeclaration>;
  const metadata = ((body.Metadata ?? {}) as Record<string, unknown>)['AWS::CloudFormation::Interface'] as
    | InterfaceMetadata
    | undefined;
  const ordered = orderedNames(declared, metadata);
  return ordered.map(({ name, group }, index) => {
    const declaration = declared[name] ?? {};
    const ui = entry.parameterUi[name] ?? {};
    const allowed = Array.isArray(declaration.AllowedValues) ? declaration.AllowedValues.map(String) : null;
    return {
      parameter_id: `${entry.slug}:${name}`,
      name,
      label: text(metadata?.ParameterLabels?.[name]?.default) ?? name,
      parameter_type: parameterType(declaration, allowed),
      cfn_type: typeof declaration.Type === 'string' ? declaration.Type : 'String',
      default_value: declaration.Default === undefined ? null : String(declaration.Default),
      placeholder: ui.placeholder ?? null,
      description: text(declaration.Description),
      is_required: declaration.Default === undefined,
      is_compliant_only: ui.compliantOnly ?? false,
      compliance_note: ui.complianceNote ?? null,
      min_value: numberOrNull(declaration.MinValue),
      max_value: numberOrNull(declaration.MaxValue),
      allowed_values: allowed,
      allowed_pattern: text(declaration.AllowedPattern),
      constraint_description: text(declaration.ConstraintDescription),
      group,
      display_order: index + 1,
    };
  });
}

/** Grouped parameters first (in the interface's order), then any ungrouped ones as declared. */
function orderedNames(
  declared: Record<string, ParameterDeclaration>,
  metadata: InterfaceMetadata | undefined,
) {
  const ordered: { name: string; group: string }[] = [];
  const seen = new Set<string>();
  for (const group of metadata?.ParameterGroups ?? []) {
    const label = text(group.Label?.default) ?? DEFAULT_GROUP;
    for (const name of Array.isArray(group.Parameters) ? group.Parameters : []) {
      if (typeof name !== 'string' || seen.has(name) || !(name in declared)) continue;
      seen.add(name);
      ordered.push({ name, group: label });
    }
  }
  for (const name of Object.keys(declared)) {
    if (!seen.has(name)) ordered.push({ name, group: DEFAULT_GROUP });
  }
  return ordered;
}

function parameterType(declaration: ParameterDeclaration, allowed: string[] | null): ParameterType {
  if (allowed && allowed.length === 2 && allowed.includes('true') && allowed.includes('false'))
    return 'boolean';
  if (allowed) return 'select';
  if (declaration.Type === 'Number') return 'number';
  return 'string';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { isTemplateError, type ParsedTemplate, parseTemplate } from '#shared/cfn/index';
import { templateFormatError, validationError } from './refusals';

/** CloudFormation's limit on a TemplateBody passed inline. */
export const MAX_TEMPLATE_BODY = 51_200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CheckedTemplate {
  parsed: ParsedTemplate;
  resources: Record<string, Record<string, unknown>>;
  /** validator ERRORs about one resource's properties: CloudFormation fails that resource */
  propertyErrors: Map<string, string[]>;
}

/**
 * What CloudFormation refuses before creating anything, refused with its words: an oversized or
 * unreadable body, no resources, unrecognized resource types, and other validator ERRORs that
 * are not about one resource's properties.
 */
export function checkTemplate(
  templateBody: string,
  validator: TemplateValidator,
  options: { region: string; parameters?: Record<string, string> },
): CheckedTemplate {
  if (new TextEncoder().encode(templateBody).length > MAX_TEMPLATE_BODY) {
    throw validationError(
      "1 validation error detected: Value at 'templateBody' failed to satisfy constraint: Member must have length less than or equal to 51200",
    );
  }
  let parsed: ParsedTemplate;
  try {
    parsed = parseTemplate(templateBody);
  } catch (error) {
    if (isTemplateError(error)) throw templateFormatError(error.message);
    throw error;
  }
  const resources = parsed.body.Resources;
  if (!isObject(resources) || Object.keys(resources).length === 0) {
    throw templateFormatError('At least one Resources member must be defined.');
  }
  const diagnostics = validator.validate(templateBody, options).filter((d) => d.severity === 'ERROR');
  const unknownTypes = diagnostics
    .map((d) => /^Unknown resource type '(.+)'$/.exec(d.message)?.[1])
    .filter((type): type is string => type !== undefined);
  if (unknownTypes.length > 0) {
    throw templateFormatError(`Unrecognized resource types: [${[...new Set(unknownTypes)].join(', ')}]`);
  }
  const propertyErrors = new Map<string, string[]>();
  for (const diagnostic of diagnostics) {
    const [, logicalId, properties] =
      /^Resources\/([^/]+)\/(Properties(?:\/|$))?/.exec(diagnostic.path ?? '') ?? [];
    if (!logicalId || !properties) throw templateFormatError(diagnostic.message);
    const pointer = `#/${(diagnostic.path ?? '').split('/').slice(3).join('/')}`;
    propertyErrors.set(logicalId, [
      ...(propertyErrors.get(logicalId) ?? []),
      `${pointer}: ${diagnostic.message}`,
    ]);
  }
  return { parsed, resources: resources as Record<string, Record<string, unknown>>, propertyErrors };
}

/**
 * The parameter values CloudFormation would use, or its refusal: a value for an undeclared
 * parameter, a parameter left without a value, or a value breaking its constraints.
 */
export function checkParameters(
  parsed: ParsedTemplate,
  given: Record<string, string>,
): Record<string, string> {
  const declared = isObject(parsed.body.Parameters) ? parsed.body.Parameters : {};
  const undeclared = Object.keys(given).filter((name) => !Object.hasOwn(declared, name));
  if (undeclared.length > 0)
    throw validationError(`Parameters: [${undeclared.join(', ')}] do not exist in the template`);
  const values: Record<string, string> = {};
  const missing: string[] = [];
  for (const [name, raw] of Object.entries(declared)) {
    const definition = isObject(raw) ? raw : {};
    const value = Object.hasOwn(given, name) ? given[name] : definition.Default;
    if (value === undefined || value === null) {
      missing.push(name);
      continue;
    }
    values[name] = String(value);
    checkConstraints(name, values[name], definition);
  }
  if (missing.length > 0) throw validationError(`Parameters: [${missing.join(', ')}] must have values`);
  return values;
}

function checkConstraints(name: string, value: string, definition: Record<string, unknown>): void {
  const constraint =
    typeof definition.ConstraintDescription === 'string' ? definition.ConstraintDescription : undefined;
  const fail = (fallback: string) =>
    validationError(constraint ? `Parameter ${name} failed to satisfy constraint: ${constraint}` : fallback);
  if (Array.isArray(definition.AllowedValues) && !definition.AllowedValues.map(String).includes(value)) {
    throw fail(`Parameter '${name}' must be one of AllowedValues`);
  }
  if (
    typeof definition.AllowedPattern === 'string' &&
    !new RegExp(`^(?:${definition.AllowedPattern})$`).test(value)
  ) {
    throw fail(`Parameter '${name}' must match pattern ${definition.AllowedPattern}`);
  }
  if (typeof definition.MinLength === 'number' && value.length < definition.MinLength) {
    throw fail(`Parameter '${name}' must contain at least ${definition.MinLength} characters`);
  }
  if (typeof definition.MaxLength === 'number' && value.length > definition.MaxLength) {
    throw fail(`Parameter '${name}' must contain at most ${definition.MaxLength} characters`);
  }
  const number = Number(value);
  if (definition.Type === 'Number' && (value.trim() === '' || !Number.isFinite(number))) {
    throw fail(`Parameter '${name}' must be a number`);
  }
  if (typeof definition.MinValue === 'number' && number < definition.MinValue) {
    throw fail(`Parameter '${name}' must be a number not less than ${definition.MinValue}`);
  }
  if (typeof definition.MaxValue === 'number' && number > definition.MaxValue) {
    throw fail(`Parameter '${name}' must be a number not greater than ${definition.MaxValue}`);
  }
}

import type { TemplateParameter } from './types';

/** One value that CloudFormation would refuse, said about the parameter by its label. */
export interface ParameterProblem {
  name: string;
  message: string;
}

const VPC_ID = /^vpc-[0-9a-f]{8,17}$/;
const SUBNET_ID = /^subnet-[0-9a-f]{8,17}$/;
const IMAGE_ID = /^ami-[0-9a-f]{8,17}$/;

/** A value the user left empty: the template's default applies (or, when required, it is missing). */
export const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/** The comma-separated list of a `List<...>` value, without blanks. */
export const listItems = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The problems of `values` against the template's parameter metadata, every one of them (the
 * caller shows them all at once): unknown names, required values missing, numbers outside
 * min/max, values outside the allowed list or pattern, and ids of the wrong kind for the
 * CloudFormation type. The builder's configure panel and the deploy-direct API both use it.
 */
export function checkParameterValues(
  parameters: readonly TemplateParameter[],
  values: Readonly<Record<string, string>>,
): ParameterProblem[] {
  const problems: ParameterProblem[] = [];
  const known = new Set(parameters.map((p) => p.name));
  for (const name of Object.keys(values)) {
    if (!known.has(name)) problems.push({ name, message: `${name} is not a parameter of this template` });
  }
  for (const parameter of parameters) {
    const message = problemOf(parameter, values[parameter.name]);
    if (message) problems.push({ name: parameter.name, message });
  }
  return problems;
}

/** What is wrong with one value, or undefined. */
export function problemOf(parameter: TemplateParameter, raw: string | undefined): string | undefined {
  const { label } = parameter;
  if (isBlank(raw)) {
    // an empty value means "use the default"; without one CloudFormation needs a value
    return parameter.is_required ? `${label} is required` : undefined;
  }
  const value = (raw as string).trim();
  if (parameter.parameter_type === 'number' || parameter.cfn_type === 'Number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return `${label} must be a number`;
    if (parameter.min_value !== null && number < parameter.min_value)
      return `${label} must be at least ${parameter.min_value}`;
    if (parameter.max_value !== null && number > parameter.max_value)
      return `${label} must be at most ${parameter.max_value}`;
  }
  if (parameter.allowed_values && !parameter.allowed_values.includes(value))
    return `${label} must be one of ${parameter.allowed_values.join(', ')}`;
  if (parameter.allowed_pattern && !new RegExp(parameter.allowed_pattern).test(value))
    return patternProblem(parameter);
  return typeProblem(parameter, value);
}

/**
 * A value outside the parameter's AllowedPattern, said in words: the template's own
 * ConstraintDescription (CloudFormation's field for exactly this), else what the parameter is for.
 * Never the pattern itself: a regular expression tells a user nothing.
 */
function patternProblem(parameter: TemplateParameter): string {
  const { label, constraint_description: constraint, description } = parameter;
  if (constraint) return `${label} ${constraint}`;
  return `${label} is not in the form this template expects${description ? `: ${description}` : ''}`;
}

/** Ids CloudFormation checks by type before it creates anything. */
function typeProblem(parameter: TemplateParameter, value: string): string | undefined {
  const { label, cfn_type: type } = parameter;
  if (type === 'AWS::EC2::VPC::Id' && !VPC_ID.test(value))
    return `${label} must be a VPC id such as vpc-0a1b2c3d`;
  if (type === 'AWS::EC2::Subnet::Id' && !SUBNET_ID.test(value))
    return `${label} must be a subnet id such as subnet-0a1b2c3d`;
  if (type === 'List<AWS::EC2::Subnet::Id>') {
    const bad = listItems(value).filter((id) => !SUBNET_ID.test(id));
    if (bad.length > 0)
      return `${label} must list subnet ids such as subnet-0a1b2c3d (not ${bad.join(', ')})`;
  }
  if (type === 'AWS::EC2::Image::Id' && !IMAGE_ID.test(value))
    return `${label} must be an image id such as ami-0a1b2c3d`;
  if (type.startsWith('AWS::SSM::Parameter::Value<') && IMAGE_ID.test(value))
    return `${label} takes the name of an SSM parameter that holds the image id (such as /aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64), not an image id`;
  return undefined;
}

/** The parameter a picked VPC fills: a VPC-typed one, else one whose name contains "vpcid". */
export function vpcParameter(parameters: readonly TemplateParameter[]): TemplateParameter | undefined {
  return (
    parameters.find((p) => p.cfn_type === 'AWS::EC2::VPC::Id') ??
    parameters.find((p) => p.name.toLowerCase().includes('vpcid'))
  );
}

/** The parameter picked subnets fill: a subnet-list-typed one, else one named with "subnet" and "id". */
export function subnetParameter(parameters: readonly TemplateParameter[]): TemplateParameter | undefined {
  return (
    parameters.find((p) => p.cfn_type === 'List<AWS::EC2::Subnet::Id>') ??
    parameters.find((p) => /subnet/i.test(p.name) && /id/i.test(p.name))
  );
}

/**
 * Every parameter subnets fill (a web server's load balancer subnets and its servers' private
 * ones), the one `subnetParameter` names first.
 */
export function subnetParameters(parameters: readonly TemplateParameter[]): TemplateParameter[] {
  const first = subnetParameter(parameters);
  const typed = parameters.filter((p) => p.cfn_type === 'List<AWS::EC2::Subnet::Id>');
  return first ? [first, ...typed.filter((p) => p !== first)] : [];
}

/** The spec's templates whose deploy dialog needs a VPC and 2 subnets in different zones. */
export const VPC_TEMPLATE_SLUGS: readonly string[] = [
  'compliant-web-server',
  'secure-database',
  'container-service',
];

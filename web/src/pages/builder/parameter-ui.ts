import { AL2023_SSM_PARAMETER, al2023Image } from '#shared/catalog/al2023-images';
import {
  isBlank,
  subnetParameters,
  VPC_TEMPLATE_SLUGS,
  vpcParameter,
} from '#shared/catalog/parameter-values';
import type { TemplateParameter } from '#shared/catalog/types';
import { BUILDER } from '#shared/messages/builder';

/** How the configure panel draws a parameter, by its name first (spec section 2), then its type. */
export type ParameterControl =
  | 'vpc'
  | 'subnet'
  | 'security-group'
  | 'image'
  | 'certificate'
  | 'keypair'
  | 'number'
  | 'boolean'
  | 'select'
  | 'text';

/** The spec's special handling by parameter name (case-insensitive), in the spec's order. */
export function specialKind(name: string): ParameterControl | undefined {
  const n = name.toLowerCase();
  if (n.includes('vpcid')) return 'vpc';
  if (n.includes('subnet') && n.includes('id')) return 'subnet';
  if (n.includes('ami') || n.includes('imageid')) return 'image';
  if (n.includes('certificate') && n.includes('arn')) return 'certificate';
  if (n.includes('keypair') || n.includes('keyname')) return 'keypair';
  return undefined;
}

/** CloudFormation's security-group parameter types: a group of the chosen VPC, or several. */
export const isSecurityGroupParameter = (parameter: Pick<TemplateParameter, 'cfn_type'>) =>
  parameter.cfn_type === 'AWS::EC2::SecurityGroup::Id' ||
  parameter.cfn_type === 'List<AWS::EC2::SecurityGroup::Id>';

export function controlOf(parameter: TemplateParameter): ParameterControl {
  const special = specialKind(parameter.name);
  if (special) return special;
  if (isSecurityGroupParameter(parameter)) return 'security-group';
  switch (parameter.parameter_type) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'select':
      return 'select';
    default:
      return 'text';
  }
}

const ACRONYMS = new Set([
  'id',
  'ids',
  'vpc',
  'ami',
  'arn',
  'cidr',
  'db',
  'kms',
  'ip',
  'tls',
  'ssl',
  'url',
  'ttl',
  'iam',
  'dns',
  'api',
  'az',
  'sns',
  'sqs',
  'ec2',
  's3',
  'acm',
  'waf',
  'http',
  'https',
  'ssh',
  'ecs',
  'rds',
]);

/**
 * "LatestAmiId" -> "Latest AMI ID": camel case split into words, acronyms upper-cased (a plural
 * acronym keeps its small s: "SubnetIds" -> "Subnet IDs").
 */
export function prettifyLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/);
  return words
    .map((word) => {
      const lower = word.toLowerCase();
      if (!ACRONYMS.has(lower)) return word.charAt(0).toUpperCase() + word.slice(1);
      return lower.endsWith('s') && lower.length > 2 && ACRONYMS.has(lower.slice(0, -1))
        ? `${lower.slice(0, -1).toUpperCase()}s`
        : lower.toUpperCase();
    })
    .join(' ');
}

/** The label shown: the template's own (its interface metadata), else the prettified name. */
export const labelOf = (parameter: TemplateParameter): string =>
  parameter.label && parameter.label !== parameter.name ? parameter.label : prettifyLabel(parameter.name);

/** Parameters by group (default 'Configuration'), groups in first-appearance order, each by display_order. */
export function groupParameters(parameters: readonly TemplateParameter[]): [string, TemplateParameter[]][] {
  const sorted = [...parameters].sort((a, b) => a.display_order - b.display_order);
  const groups = new Map<string, TemplateParameter[]>();
  for (const parameter of sorted) {
    const group = parameter.group || BUILDER.defaultGroup;
    groups.set(group, [...(groups.get(group) ?? []), parameter]);
  }
  return [...groups];
}

export const takesSsmParameter = (parameter: TemplateParameter): boolean =>
  parameter.cfn_type.startsWith('AWS::SSM::Parameter::Value<');

/**
 * What the 'AL2023' button puts in an image field: the public SSM parameter's name for an
 * SSM-typed parameter (CloudFormation resolves it to the current image), else the bundled image
 * id of the region (us-east-1's for a region the table lacks).
 */
export function al2023Value(parameter: TemplateParameter, region: string): string {
  return takesSsmParameter(parameter) ? AL2023_SSM_PARAMETER : al2023Image(region).imageId;
}

/** The values the panel starts from: each default, an image field's AL2023 value, else empty. */
export function initialValues(
  parameters: readonly TemplateParameter[],
  region: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of parameters) {
    if (controlOf(parameter) === 'image' && !takesSsmParameter(parameter))
      values[parameter.name] = al2023Value(parameter, region);
    else values[parameter.name] = parameter.default_value ?? '';
  }
  return values;
}

/**
 * The parameters the deploy dialog itself fills: for the spec's VPC templates, the VPC and subnet
 * parameters are picked there, so they do not hold the dialog back.
 */
export function dialogParameters(slug: string, parameters: readonly TemplateParameter[]): Set<string> {
  if (!VPC_TEMPLATE_SLUGS.includes(slug)) return new Set();
  // every subnet field: the dialog fills the others (a web server's private ones) from the VPC too
  return new Set(
    [vpcParameter(parameters)?.name, ...subnetParameters(parameters).map((p) => p.name)].filter(
      (n) => n !== undefined,
    ),
  );
}

/** Labels of required parameters left empty, in display order (the dialog's own ones aside). */
export function missingRequired(
  slug: string,
  parameters: readonly TemplateParameter[],
  values: Readonly<Record<string, string>>,
): string[] {
  const byDialog = dialogParameters(slug, parameters);
  return [...parameters]
    .sort((a, b) => a.display_order - b.display_order)
    .filter((p) => p.is_required && !byDialog.has(p.name) && isBlank(values[p.name]))
    .map(labelOf);
}

/** The EC2 console's key pair page for the region (the 'Create' button of a key pair field). */
export const keyPairConsoleUrl = (region: string): string =>
  `https://${region}.console.aws.amazon.com/ec2/home?region=${region}#KeyPairs:`;

/** AWS Certificate Manager's console for the region (the certificate field's link). */
export const certificateConsoleUrl = (region: string): string =>
  `https://${region}.console.aws.amazon.com/acm/home?region=${region}#/certificates/list`;

export const CERTIFICATE_EXAMPLE = 'arn:aws:acm:{region}:{account}:certificate/{id}';

/**
 * A certificate ARN for the sandbox cloud, which keeps no certificates and accepts any ARN of the
 * form (a newcomer there has none to copy). Never offered when accounts are real.
 */
export const sandboxCertificateArn = (region: string): string =>
  `arn:aws:acm:${region}:123456789012:certificate/00000000-0000-4000-8000-000000000000`;

import { isPlainObject } from '#shared/cfn/plain';
import type { Resource } from '#shared/cfn/types';
import { OUTPUT_ENTRY, PARAMETER_ENTRY } from '#shared/compliance/sections';
import type { ScanContext } from '#shared/compliance/types';
import { dig, digPath, type Key, toBool } from './props';
import { credentialsInText, isSecretName, secretReason, secretsInScript } from './secret-values';
import { decodedScript, writtenText } from './written-text';

/**
 * Where a template can carry a credential, by resource type:
 * - password: a property that holds a password or token;
 * - variables: a map of environment variable name to value;
 * - list: a list of { Name, Value } variables (ECS containers, Batch jobs, CodeBuild projects; an
 *   item whose Type says the value is a Parameter Store or Secrets Manager name is a reference);
 * - named: one value judged with the resource's own name (an SSM String parameter's Value, named
 *   by its Name or else its logical id);
 * - script: user data, read as a shell or cloud-init script;
 * - code: program code or a definition written inline (a function's ZipFile, a state machine's
 *   definition, a notebook's lifecycle script), where only credentials of a known format count.
 * `*` in a path walks every item of a list.
 */
interface Place {
  kind: 'password' | 'variables' | 'list' | 'named' | 'script' | 'code';
  path: readonly Key[];
}

const MASTER_PASSWORD: readonly Place[] = [{ kind: 'password', path: ['MasterUserPassword'] }];
const FUNCTION_VARIABLES: readonly Place[] = [{ kind: 'variables', path: ['Environment', 'Variables'] }];
const DOMAIN_PASSWORD: readonly Place[] = [
  { kind: 'password', path: ['AdvancedSecurityOptions', 'MasterUserOptions', 'MasterUserPassword'] },
];

export const SECRET_PLACES: Readonly<Record<string, readonly Place[]>> = {
  'AWS::RDS::DBInstance': MASTER_PASSWORD,
  'AWS::RDS::DBCluster': MASTER_PASSWORD,
  'AWS::DocDB::DBCluster': MASTER_PASSWORD,
  'AWS::Neptune::DBCluster': MASTER_PASSWORD,
  'AWS::Redshift::Cluster': MASTER_PASSWORD,
  'AWS::DMS::Endpoint': [{ kind: 'password', path: ['Password'] }],
  'AWS::AmazonMQ::Broker': [{ kind: 'password', path: ['Users', '*', 'Password'] }],
  'AWS::ElastiCache::ReplicationGroup': [{ kind: 'password', path: ['AuthToken'] }],
  'AWS::OpenSearchService::Domain': DOMAIN_PASSWORD,
  'AWS::Elasticsearch::Domain': DOMAIN_PASSWORD,
  'AWS::Lambda::Function': [...FUNCTION_VARIABLES, { kind: 'code', path: ['Code', 'ZipFile'] }],
  'AWS::Serverless::Function': [...FUNCTION_VARIABLES, { kind: 'code', path: ['InlineCode'] }],
  'AWS::StepFunctions::StateMachine': [{ kind: 'code', path: ['DefinitionString'] }],
  'AWS::SageMaker::NotebookInstanceLifecycleConfig': [
    { kind: 'code', path: ['OnCreate', '*', 'Content'] },
    { kind: 'code', path: ['OnStart', '*', 'Content'] },
  ],
  'AWS::ECS::TaskDefinition': [{ kind: 'list', path: ['ContainerDefinitions', '*', 'Environment'] }],
  'AWS::Batch::JobDefinition': [{ kind: 'list', path: ['ContainerProperties', 'Environment'] }],
  'AWS::CodeBuild::Project': [{ kind: 'list', path: ['Environment', 'EnvironmentVariables'] }],
  'AWS::SSM::Parameter': [{ kind: 'named', path: ['Value'] }],
  'AWS::ApiGateway::Stage': [{ kind: 'variables', path: ['Variables'] }],
  'AWS::Amplify::App': [
    { kind: 'list', path: ['EnvironmentVariables'] },
    { kind: 'password', path: ['BasicAuthConfig', 'Password'] },
    { kind: 'password', path: ['AccessToken'] },
    { kind: 'password', path: ['OauthToken'] },
  ],
  'AWS::Amplify::Branch': [
    { kind: 'list', path: ['EnvironmentVariables'] },
    { kind: 'password', path: ['BasicAuthConfig', 'Password'] },
  ],
  'AWS::EC2::Instance': [{ kind: 'script', path: ['UserData'] }],
  'AWS::EC2::LaunchTemplate': [{ kind: 'script', path: ['LaunchTemplateData', 'UserData'] }],
  'AWS::AutoScaling::LaunchConfiguration': [{ kind: 'script', path: ['UserData'] }],
};

/** The resource types and template entries the secrets rule reads. */
export const SECRET_TYPES: readonly string[] = [...Object.keys(SECRET_PLACES), PARAMETER_ENTRY, OUTPUT_ENTRY];

/** A value found at a path, labelled for a finding ("ContainerDefinitions[worker].Environment"). */
interface Found {
  label: string;
  value: unknown;
}

/** Every value at `path` under `root`; `*` walks list items, labelled by their Name when they have one. */
function valuesAt(root: unknown, path: readonly Key[], label = ''): Found[] {
  if (path.length === 0) return root === undefined ? [] : [{ label, value: root }];
  const [key, ...rest] = path;
  if (key === '*') {
    if (!Array.isArray(root)) return [];
    return root.flatMap((item, i) => {
      const name = isPlainObject(item) && typeof item.Name === 'string' ? item.Name : String(i);
      return valuesAt(item, rest, `${label}[${name}]`);
    });
  }
  if (!isPlainObject(root)) return [];
  return valuesAt(root[key], rest, label ? `${label}.${key}` : String(key));
}

/**
 * The resource's properties as written in the template when the scan has it (a Ref to a NoEcho
 * parameter is then not mistaken for the parameter's default), else the resolved ones.
 */
function writtenProperties(resource: Resource, ctx: ScanContext): unknown {
  const written = ctx.written?.Resources;
  if (isPlainObject(written)) {
    const declaration = written[resource.logicalId];
    if (isPlainObject(declaration) && declaration.Type === resource.type) return declaration.Properties;
  }
  return resource.properties;
}

/** The parameter a value is a bare Ref to, with its declaration. */
function referencedParameter(value: unknown, ctx: ScanContext) {
  if (!isPlainObject(value) || typeof value.Ref !== 'string') return undefined;
  const parameters = ctx.written?.Parameters;
  const declaration = isPlainObject(parameters) ? parameters[value.Ref] : undefined;
  return isPlainObject(declaration) ? { name: value.Ref, declaration } : undefined;
}

const isNoEcho = (declaration: Record<string, unknown>) => toBool(declaration.NoEcho) === true;

/**
 * A value written as `Fn::FindInMap` is text in the template's Mappings: judged by what it
 * resolves to (the same path in the resolved properties), as if written in place.
 */
function inPlace(value: unknown, resolved: unknown): unknown {
  return isPlainObject(value) && 'Fn::FindInMap' in value && typeof resolved === 'string' ? resolved : value;
}

/** Why a password property is a credential in plain sight: literal text, or a parameter shown in the console. */
function passwordLeak(value: unknown, ctx: ScanContext): string | undefined {
  const parameter = referencedParameter(value, ctx);
  if (parameter) {
    return isNoEcho(parameter.declaration)
      ? undefined
      : `from parameter ${parameter.name}, which is not NoEcho (its value shows in the console)`;
  }
  const text = writtenText(value);
  if (text === undefined || /\$\{|\{\{resolve:/.test(text)) return undefined;
  return text.length > 0 ? 'written as text' : undefined;
}

/** "DB_PASS (named as a secret)" for each variable of a map or { Name, Value } list that leaks. */
function leakingVariables(variables: Iterable<[string, unknown]>): string[] {
  const found: string[] = [];
  for (const [name, value] of variables) {
    const text = writtenText(value);
    const reason = text === undefined ? undefined : secretReason(text, name);
    if (reason) found.push(`${name} (${reason})`);
  }
  return found;
}

/**
 * A function's variables as written, plus those it only has once resolved: a SAM template's
 * Globals (Globals.Function.Environment) reach its functions through the resolver.
 */
function variablesOf(resource: Resource, written: unknown, path: readonly Key[]): [string, unknown][] {
  const own = digPath(written, path);
  const resolved = digPath(resource.properties, path);
  const entries: [string, unknown][] = isPlainObject(own)
    ? Object.entries(own).map(([name, value]) => [name, inPlace(value, dig(resolved, name))])
    : [];
  if (written === resource.properties || !isPlainObject(resolved)) return entries;
  const named = new Set(entries.map(([name]) => name));
  return [...entries, ...Object.entries(resolved).filter(([name]) => !named.has(name))];
}

/** CodeBuild variable types whose Value names a parameter or secret instead of holding it. */
const REFERENCE_TYPES = new Set(['PARAMETER_STORE', 'SECRETS_MANAGER']);

function listVariables(list: unknown, resolved: unknown): [string, unknown][] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i): [string, unknown][] =>
    isPlainObject(item) && typeof item.Name === 'string' && !REFERENCE_TYPES.has(String(item.Type))
      ? [[item.Name, inPlace(item.Value, dig(Array.isArray(resolved) ? resolved[i] : undefined, 'Value'))]]
      : [],
  );
}

/** Where `resource` writes a credential into the template, each with why: never the value itself. */
export function hardCodedSecrets(resource: Resource, ctx: ScanContext): string[] {
  if (resource.type === PARAMETER_ENTRY) return parameterLeak(resource);
  if (resource.type === OUTPUT_ENTRY) return outputLeak(resource);
  const properties = writtenProperties(resource, ctx);
  const found: string[] = [];
  for (const place of SECRET_PLACES[resource.type] ?? []) {
    if (place.kind === 'variables') {
      const variables = variablesOf(resource, properties, place.path);
      if (variables.length === 0) continue;
      const label = place.path.join('.');
      found.push(...leakingVariables(variables).map((v) => `${label}.${v}`));
      continue;
    }
    if (!place.path.includes('*')) {
      // one value at most, read without listing it (most places hold nothing: a function without
      // inline code, a database whose password is managed)
      const value = valueAt(properties, place.path);
      if (value !== undefined) {
        const resolved = digPath(resource.properties, place.path);
        judgeValue(place, place.path.join('.'), value, resolved, resource, ctx, found);
      }
      continue;
    }
    for (const { label, value } of valuesAt(properties, place.path)) {
      const resolved = dig(resource.properties, ...label.split('.').filter((k) => !k.includes('[')));
      judgeValue(place, label, value, resolved, resource, ctx, found);
    }
  }
  return found;
}

/** `valuesAt` for a path without `*`: the value there, if each step on the way is a mapping. */
function valueAt(root: unknown, path: readonly Key[]): unknown {
  let current = root;
  for (const key of path) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Adds to `found` why the value at one place leaks a credential, if it does. */
function judgeValue(
  place: Place,
  label: string,
  value: unknown,
  resolved: unknown,
  resource: Resource,
  ctx: ScanContext,
  found: string[],
): void {
  if (place.kind === 'password') {
    const leak = passwordLeak(inPlace(value, resolved), ctx);
    if (leak) found.push(`${label} (${leak})`);
  } else if (place.kind === 'list') {
    const resolvedList = place.path.includes('*') ? undefined : dig(resource.properties, ...place.path);
    found.push(...leakingVariables(listVariables(value, resolvedList)).map((v) => `${label}.${v}`));
  } else if (place.kind === 'named') {
    const leak = namedValueLeak(resource, inPlace(value, resolved));
    if (leak) found.push(`${label} (${leak})`);
  } else {
    const text = writtenText(value);
    const read = place.kind === 'code' ? credentialsInText : secretsInScript;
    const leaks = text === undefined ? [] : read(decodedScript(text));
    if (leaks.length > 0) found.push(`${label} (${leaks.join(', ')})`);
  }
}

/**
 * An SSM parameter of type String or StringList stores its value in plain text, readable by
 * anyone allowed ssm:GetParameter: a credential there belongs in a SecureString (which
 * CloudFormation cannot create) or Secrets Manager. Judged with the parameter's name.
 */
function namedValueLeak(resource: Resource, value: unknown): string | undefined {
  const type = resource.properties.Type;
  if (type !== undefined && type !== 'String' && type !== 'StringList') return undefined;
  const text = writtenText(value);
  if (text === undefined) return undefined;
  const name = typeof resource.properties.Name === 'string' ? resource.properties.Name : resource.logicalId;
  return secretReason(text, name);
}

/** Whether the resource or entry is one where a credential is expected to be handled (a pass means something). */
export function handlesSecrets(resource: Resource): boolean {
  if (resource.type === PARAMETER_ENTRY || resource.type === OUTPUT_ENTRY)
    return isSecretName(resource.logicalId);
  return true;
}

/** A parameter's default is text in the template, unless the parameter is NoEcho. */
function parameterLeak(parameter: Resource): string[] {
  const { Default: value, Type: type } = parameter.properties;
  if (isNoEcho(parameter.properties) || typeof type !== 'string' || !/^(String|Number)$/.test(type))
    return [];
  const text = writtenText(value);
  const reason = text === undefined ? undefined : secretReason(text, parameter.logicalId);
  return reason ? [`Default (${reason})`] : [];
}

/** An output's value is shown to everyone who can describe the stack. */
function outputLeak(output: Resource): string[] {
  const text = writtenText(output.properties.Value);
  const reason = text === undefined ? undefined : secretReason(text, output.logicalId);
  return reason ? [`Value (${reason})`] : [];
}

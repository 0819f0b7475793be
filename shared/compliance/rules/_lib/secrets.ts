import type { Resource } from '#shared/cfn/types';
import { dig, propOf } from './props';

/** Properties that hold a password, by resource type. */
export const PASSWORD_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  'AWS::RDS::DBInstance': ['MasterUserPassword'],
  'AWS::RDS::DBCluster': ['MasterUserPassword'],
  'AWS::DocDB::DBCluster': ['MasterUserPassword'],
  'AWS::Neptune::DBCluster': ['MasterUserPassword'],
  'AWS::Redshift::Cluster': ['MasterUserPassword'],
  'AWS::DMS::Endpoint': ['Password'],
  'AWS::MQ::Broker': ['Users'],
};

export const FUNCTION_ENV_TYPES = ['AWS::Lambda::Function', 'AWS::Serverless::Function'] as const;

/** Variable names that announce a credential (API_KEY, DB_PASSWORD, STRIPE_SECRET_KEY, AUTH_TOKEN...). */
const SECRET_NAME = /(passw(or)?d|secret|api[_-]?key|private[_-]?key|access[_-]?key|token|credential)/i;
/** ...unless they name where the secret lives (SECRET_ARN, TOKEN_PARAMETER_NAME, PASSWORD_SECRET_ID). */
const POINTER_NAME = /(arn|name|id|url|path|parameter)$/i;
/** Values that are references, not secrets: an ARN, a dynamic reference, a secret's name. */
const NOT_A_SECRET = /^(arn:|\{\{resolve:|\$\{)/;

/**
 * Literal text that looks like a secret value: never a dynamic reference or an unresolved Ref. A
 * parameter's Default resolves to text, and counts: a default password is written in the template.
 */
function isLiteralSecret(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 8 && !NOT_A_SECRET.test(value);
}

/** Where `resource` writes a secret into the template as text: "MasterUserPassword", "Environment.Variables.API_KEY". */
export function hardCodedSecrets(resource: Resource): string[] {
  const found: string[] = [];
  for (const property of PASSWORD_PROPERTIES[resource.type] ?? []) {
    if (isLiteralSecret(propOf(resource, property))) found.push(property);
  }
  if ((FUNCTION_ENV_TYPES as readonly string[]).includes(resource.type)) {
    const variables = propOf(resource, 'Environment', 'Variables');
    if (variables && typeof variables === 'object') {
      for (const name of Object.keys(variables)) {
        if (SECRET_NAME.test(name) && !POINTER_NAME.test(name) && isLiteralSecret(dig(variables, name))) {
          found.push(`Environment.Variables.${name}`);
        }
      }
    }
  }
  return found;
}

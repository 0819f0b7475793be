import { isTemplateError, parseTemplate } from '#shared/cfn/index';
import { SAHAB_IAM_PATH, STACK_BUCKETS_TAG } from './role-template';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What every template Sahab deploys into a linked account gets, so that it passes the execution
 * role's conditions (the CDK bootstrap's model): each role it creates carries Sahab's permissions
 * boundary and lives under the /sahab/ path (where its trust policy may later be edited), each
 * managed policy lives under /sahab/ too, and a CloudTrail trail is kept when its stack is
 * deleted (the execution role may never delete one). Keyed by resource type.
 */
const GUARDRAILS: Record<string, (resource: Record<string, unknown>, boundaryArn: string) => void> = {
  'AWS::IAM::Role': (resource, boundaryArn) => {
    const properties = propertiesOf(resource);
    properties.PermissionsBoundary = boundaryArn;
    properties.Path = SAHAB_IAM_PATH;
    // the stack's own bucket-prefix tag decides which buckets' objects the role reaches: a role
    // never names another stack's prefix itself
    if (Array.isArray(properties.Tags))
      properties.Tags = properties.Tags.filter((t) => !(isObject(t) && t.Key === STACK_BUCKETS_TAG));
  },
  'AWS::IAM::ManagedPolicy': (resource) => {
    propertiesOf(resource).Path = SAHAB_IAM_PATH;
  },
  // SAM creates a role for a function or state machine without one of its own.
  'AWS::Serverless::Function': (resource, boundaryArn) => {
    propertiesOf(resource).PermissionsBoundary = boundaryArn;
  },
  'AWS::Serverless::StateMachine': (resource, boundaryArn) => {
    propertiesOf(resource).PermissionsBoundary = boundaryArn;
  },
  'AWS::CloudTrail::Trail': (resource) => {
    resource.DeletionPolicy ??= 'Retain';
    resource.UpdateReplacePolicy ??= 'Retain';
  },
};

function propertiesOf(resource: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(resource.Properties)) resource.Properties = {};
  return resource.Properties as Record<string, unknown>;
}

/**
 * The template with Sahab's guardrails applied, as JSON; the text unchanged when it has nothing
 * they apply to (or cannot be read: CloudFormation then refuses it in its own words).
 */
export function withGuardrails(templateBody: string, boundaryArn: string): string {
  let body: Record<string, unknown>;
  try {
    body = parseTemplate(templateBody).body;
  } catch (error) {
    if (isTemplateError(error)) return templateBody;
    throw error;
  }
  const resources = isObject(body.Resources) ? body.Resources : {};
  let changed = false;
  for (const resource of Object.values(resources)) {
    if (!isObject(resource) || typeof resource.Type !== 'string') continue;
    const apply = Object.hasOwn(GUARDRAILS, resource.Type) ? GUARDRAILS[resource.Type] : undefined;
    if (!apply) continue;
    apply(resource, boundaryArn);
    changed = true;
  }
  return changed ? JSON.stringify(body) : templateBody;
}

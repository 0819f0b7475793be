import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import type { IamRequest } from './iam-policy';

/** A resource in the account (or planned in the same stack) with the tags it carries. */
export interface TaggedResource {
  resource: SandboxResource;
  tags: Record<string, string>;
}

export interface RequestContext {
  accountId: string;
  region: string;
  /** the tags the resource carries: its stack's tags, then its own */
  tags: Record<string, string>;
  /** another resource of the account by type and physical id, name or ARN */
  find(type: string, idOrName: string): TaggedResource | undefined;
}

type Needs = (resource: SandboxResource, ctx: RequestContext) => IamRequest[];
type UpdateNeeds = (resource: SandboxResource, before: SandboxResource, ctx: RequestContext) => IamRequest[];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const names = (value: unknown) => [value ?? []].flat().map(String);
const changed = (a: SandboxResource, b: SandboxResource, property: string) =>
  JSON.stringify(a.properties[property]) !== JSON.stringify(b.properties[property]);

const resourceTags = (tags: Record<string, string>) =>
  Object.fromEntries(Object.entries(tags).map(([key, value]) => [`aws:ResourceTag/${key}`, value]));
const requestTags = (tags: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(tags).map(([key, value]) => [`aws:RequestTag/${key}`, value])),
  'aws:TagKeys': Object.keys(tags),
});

const on = (action: string, resource: string, context: IamRequest['context'] = {}): IamRequest => ({
  action,
  resource,
  context,
});

const withContext = (request: IamRequest, context: IamRequest['context']): IamRequest => ({
  ...request,
  context: { ...request.context, ...context },
});

/** A role's ARN, and the boundary condition key its permission writes are judged by. */
function roleRequest(action: string, role: SandboxResource, boundary = role.properties.PermissionsBoundary) {
  return on(action, text(role.attributes.Arn), {
    'iam:PermissionsBoundary': typeof boundary === 'string' ? boundary : undefined,
  });
}

/** Inline-policy writes on the roles an AWS::IAM::Policy or ManagedPolicy names. */
function onNamedRoles(action: string, resource: SandboxResource, ctx: RequestContext): IamRequest[] {
  return names(resource.properties.Roles).flatMap((name) => {
    const role = ctx.find('AWS::IAM::Role', name)?.resource;
    return role ? [roleRequest(action, role)] : [on(action, `arn:aws:iam::${ctx.accountId}:role/${name}`)];
  });
}

function bucketPolicy(action: string) {
  return (resource: SandboxResource, ctx: RequestContext) => {
    const bucket = text(resource.properties.Bucket);
    const ours = ctx.find('AWS::S3::Bucket', bucket);
    // S3 evaluates bucket tags only for buckets with ABAC turned on, which CloudFormation's are not.
    return [on(action, `arn:aws:s3:::${bucket}`, { 's3:ResourceAccount': ours ? ctx.accountId : undefined })];
  };
}

function secretPolicy(action: string) {
  return (resource: SandboxResource, ctx: RequestContext) => {
    const id = text(resource.properties.SecretId);
    const secret = ctx.find('AWS::SecretsManager::Secret', id);
    return [on(action, secret?.resource.physicalId ?? id, resourceTags(secret?.tags ?? {}))];
  };
}

const tagged =
  (action: string, arnAttribute = 'Arn') =>
  (resource: SandboxResource, ctx: RequestContext) => [
    on(action, text(resource.attributes[arnAttribute]) || resource.physicalId, resourceTags(ctx.tags)),
  ];

/** What CloudFormation asks IAM for when it creates a resource, for the types that matter here. */
export const CREATE_NEEDS: Record<string, Needs> = {
  'AWS::IAM::Role': (role, ctx) => [
    withContext(roleRequest('iam:CreateRole', role), requestTags(ctx.tags)),
    ...(names(role.properties.ManagedPolicyArns).length > 0
      ? [roleRequest('iam:AttachRolePolicy', role)]
      : []),
    ...(names(role.properties.Policies).length > 0 ? [roleRequest('iam:PutRolePolicy', role)] : []),
  ],
  'AWS::IAM::Policy': (policy, ctx) => [
    ...onNamedRoles('iam:PutRolePolicy', policy, ctx),
    ...names(policy.properties.Users).map((user) =>
      on('iam:PutUserPolicy', `arn:aws:iam::${ctx.accountId}:user/${user}`),
    ),
  ],
  'AWS::IAM::ManagedPolicy': (policy, ctx) => [
    on('iam:CreatePolicy', policy.physicalId),
    ...onNamedRoles('iam:AttachRolePolicy', policy, ctx),
  ],
  'AWS::IAM::User': (user, ctx) => [
    on('iam:CreateUser', `arn:aws:iam::${ctx.accountId}:user/${user.physicalId}`),
  ],
  'AWS::S3::BucketPolicy': bucketPolicy('s3:PutBucketPolicy'),
  'AWS::SecretsManager::ResourcePolicy': secretPolicy('secretsmanager:PutResourcePolicy'),
  'AWS::Lambda::Function': (fn, ctx) => [
    on('lambda:CreateFunction', text(fn.attributes.Arn), requestTags(ctx.tags)),
    on('iam:PassRole', text(fn.properties.Role)),
  ],
};

export const UPDATE_NEEDS: Record<string, UpdateNeeds> = {
  'AWS::IAM::Role': (role, before) => [
    ...(changed(role, before, 'AssumeRolePolicyDocument')
      ? [roleRequest('iam:UpdateAssumeRolePolicy', before)]
      : []),
    ...(changed(role, before, 'Policies') ? [roleRequest('iam:PutRolePolicy', before)] : []),
    ...(changed(role, before, 'PermissionsBoundary')
      ? role.properties.PermissionsBoundary === undefined
        ? [roleRequest('iam:DeleteRolePermissionsBoundary', before)]
        : [roleRequest('iam:PutRolePermissionsBoundary', before, role.properties.PermissionsBoundary)]
      : []),
  ],
  'AWS::IAM::ManagedPolicy': (policy, before) =>
    changed(policy, before, 'PolicyDocument') ? [on('iam:CreatePolicyVersion', before.physicalId)] : [],
  'AWS::KMS::Key': (key, before, ctx) =>
    changed(key, before, 'KeyPolicy') ? tagged('kms:PutKeyPolicy')(before, ctx) : [],
  'AWS::S3::BucketPolicy': (policy, before, ctx) =>
    changed(policy, before, 'PolicyDocument') ? bucketPolicy('s3:PutBucketPolicy')(policy, ctx) : [],
  'AWS::SecretsManager::ResourcePolicy': (policy, before, ctx) =>
    changed(policy, before, 'ResourcePolicy')
      ? secretPolicy('secretsmanager:PutResourcePolicy')(policy, ctx)
      : [],
  'AWS::Lambda::Function': (fn, before, ctx) => {
    const codeChanged = changed(fn, before, 'Code');
    const otherChanged = Object.keys({ ...fn.properties, ...before.properties }).some(
      (property) => property !== 'Code' && property !== 'Tags' && changed(fn, before, property),
    );
    return [
      ...(codeChanged ? tagged('lambda:UpdateFunctionCode')(before, ctx) : []),
      ...(otherChanged ? tagged('lambda:UpdateFunctionConfiguration')(before, ctx) : []),
    ];
  },
  'AWS::CloudTrail::Trail': (trail, before, ctx) =>
    trail.properties.IsLogging === false && before.properties.IsLogging !== false
      ? tagged('cloudtrail:StopLogging')(before, ctx)
      : [],
};

export const DELETE_NEEDS: Record<string, Needs> = {
  'AWS::IAM::Role': (role) => [roleRequest('iam:DeleteRole', role)],
  'AWS::IAM::ManagedPolicy': (policy) => [on('iam:DeletePolicy', policy.physicalId)],
  'AWS::KMS::Key': tagged('kms:ScheduleKeyDeletion'),
  'AWS::S3::BucketPolicy': bucketPolicy('s3:DeleteBucketPolicy'),
  'AWS::SecretsManager::Secret': (secret, ctx) => [
    on('secretsmanager:DeleteSecret', secret.physicalId, resourceTags(ctx.tags)),
  ],
  'AWS::SecretsManager::ResourcePolicy': secretPolicy('secretsmanager:DeleteResourcePolicy'),
  'AWS::Lambda::Function': tagged('lambda:DeleteFunction'),
  'AWS::Logs::LogGroup': tagged('logs:DeleteLogGroup'),
  'AWS::CloudTrail::Trail': tagged('cloudtrail:DeleteTrail'),
};

/** The tags a resource carries: CloudFormation copies the stack's tags onto it, then its own. */
export function tagsOf(resource: SandboxResource, stackTags: Record<string, string>): Record<string, string> {
  const own = resource.properties.Tags;
  const pairs: [string, string][] = Array.isArray(own)
    ? own.flatMap((tag) =>
        tag && typeof tag === 'object' && 'Key' in tag ? [[String(tag.Key), String(tag.Value)]] : [],
      )
    : own && typeof own === 'object'
      ? Object.entries(own).map(([key, value]) => [key, String(value)])
      : [];
  return { ...stackTags, ...Object.fromEntries(pairs) };
}

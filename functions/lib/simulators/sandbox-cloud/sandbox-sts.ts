import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { SANDBOX_PLATFORM_ACCOUNT, SANDBOX_PLATFORM_CALLER } from './account';
import { accessDenied, validationError } from './refusals';

const ROLE_ARN = /^arn:aws:iam::(\d{12}):role\/(?:[\w+=,.@-]+\/)*([\w+=,.@-]{1,64})$/;

export interface RoleArnParts {
  accountId: string;
  roleName: string;
}

export function parseRoleArn(roleArn: string): RoleArnParts {
  const match = ROLE_ARN.exec(roleArn);
  if (!match) throw validationError(`${roleArn} is not a valid role ARN`);
  return { accountId: match[1], roleName: match[2] };
}

const list = (value: unknown) => (value === undefined ? [] : [value].flat());

/** Whether one trust statement lets the platform account assume the role with `externalId`. */
function allows(statement: Record<string, unknown>, externalId: string): boolean {
  if (statement.Effect !== 'Allow') return false;
  const actions = list(statement.Action).map(String);
  if (!actions.some((a) => a === 'sts:AssumeRole' || a === 'sts:*' || a === '*')) return false;
  const principal = statement.Principal as Record<string, unknown> | string | undefined;
  const aws = typeof principal === 'string' ? [principal] : list(principal?.AWS).map(String);
  const platform = [SANDBOX_PLATFORM_ACCOUNT, `arn:aws:iam::${SANDBOX_PLATFORM_ACCOUNT}:root`];
  if (!aws.some((p) => p === '*' || platform.includes(p))) return false;
  const condition = (statement.Condition ?? {}) as Record<string, Record<string, unknown>>;
  for (const [operator, tests] of Object.entries(condition)) {
    for (const [key, expected] of Object.entries(tests ?? {})) {
      if (key.toLowerCase() !== 'sts:externalid') continue;
      const values = list(expected).map(String);
      const match = operator.startsWith('StringLike')
        ? values.some((v) =>
            new RegExp(
              `^${v
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '.*')
                .replace(/\?/g, '.')}$`,
            ).test(externalId),
          )
        : values.includes(externalId);
      if (!match) return false;
    }
  }
  return true;
}

/**
 * STS AssumeRole as AWS decides it: the role must exist in the account and its trust policy must
 * let the platform account in with this external id. Anything else is AccessDenied, worded as STS
 * words it (which, on purpose, does not say which check failed).
 */
export function assumeRole(roleArn: string, externalId: string, roles: SandboxResource[]): RoleArnParts {
  const parts = parseRoleArn(roleArn);
  const role = roles.find(
    (r) => r.type === 'AWS::IAM::Role' && r.physicalId === parts.roleName && r.attributes.Arn === roleArn,
  );
  const trust = role?.properties.AssumeRolePolicyDocument as { Statement?: unknown } | undefined;
  const statements = list(trust?.Statement) as Record<string, unknown>[];
  if (!statements.some((statement) => allows(statement, externalId))) {
    throw accessDenied(SANDBOX_PLATFORM_CALLER, 'sts:AssumeRole', roleArn);
  }
  return parts;
}

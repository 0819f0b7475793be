import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import { isAdminStatement, policyDocumentsOf, searchStatements } from './policy';
import { asList, propOf } from './props';
/** Resource types that carry identity-based policy documents (inline or standalone). */
export const IDENTITY_POLICY_TYPES: readonly string[] = [
  'AWS::IAM::Policy',
  'AWS::IAM::ManagedPolicy',
  'AWS::IAM::RolePolicy',
  'AWS::IAM::UserPolicy',
  'AWS::IAM::GroupPolicy',
  'AWS::IAM::Role',
  'AWS::IAM::User',
  'AWS::IAM::Group',
];

/**
 * AWS managed policies that make the holder an administrator or let it make itself one:
 * AdministratorAccess (everything), PowerUserAccess (everything but IAM and Organizations) and
 * IAMFullAccess (can grant itself anything). Any of them defeats least privilege.
 */
export const ADMIN_EQUIVALENT_POLICIES: readonly string[] = [
  'AdministratorAccess',
  'PowerUserAccess',
  'IAMFullAccess',
];

/** The name of an AWS managed policy ARN in any partition, e.g. "AdministratorAccess". */
export function awsManagedPolicyName(arn: string): string | undefined {
  return /^arn:[a-z-]+:iam::aws:policy\/(?:[\w+=,.@-]+\/)*([\w+=,.@-]+)$/.exec(arn)?.[1];
}

export type ManagedPolicySearch =
  | { kind: 'found'; name: string }
  | { kind: 'unknown'; reason: string }
  | { kind: 'none' };

/**
 * Looks through ManagedPolicyArns for an administrator-equivalent policy. AWS managed ARNs are
 * matched by name. With `followTemplatePolicies`, an ARN that points at a managed policy in the
 * same template is judged by its document; otherwise it is skipped, because that policy is
 * checked on its own by iam-no-admin-policy.
 */
export function findAdminManagedPolicy(
  resource: Resource,
  ctx: ScanContext,
  followTemplatePolicies: boolean,
): ManagedPolicySearch {
  const arns = asList(propOf(resource, 'ManagedPolicyArns'));
  if (arns === undefined) return { kind: 'none' };
  if (isUnknown(arns)) return { kind: 'unknown', reason: `ManagedPolicyArns is ${arns.reason}` };
  let unknown: string | undefined;
  for (const arn of arns) {
    if (typeof arn === 'string') {
      const name = awsManagedPolicyName(arn);
      if (name && ADMIN_EQUIVALENT_POLICIES.includes(name)) return { kind: 'found', name };
      continue;
    }
    if (!isUnknown(arn)) continue;
    const targets = (arn.refs ?? []).map((id) => ctx.byId(id)).filter((r) => r !== undefined);
    if (targets.length === 0) {
      unknown ??= `a ManagedPolicyArns entry is ${arn.reason}`;
      continue;
    }
    if (!followTemplatePolicies) continue;
    for (const target of targets) {
      if (target.type !== 'AWS::IAM::ManagedPolicy') continue;
      const search = searchStatements(policyDocumentsOf(target), isAdminStatement);
      if (search.kind === 'found') return { kind: 'found', name: target.logicalId };
      if (search.kind === 'unknown') unknown ??= `managed policy '${target.logicalId}': ${search.reason}`;
    }
  }
  return unknown ? { kind: 'unknown', reason: unknown } : { kind: 'none' };
}

import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from '../_lib/evaluation';
import { findAdminManagedPolicy } from '../_lib/iam';
import { nameOf } from '../_lib/nouns';
import { isAdminStatement, policyDocumentsOf, searchStatements } from '../_lib/policy';

/** IAM users hold no administrator rights through inline policies or attached managed policies. */
export const iamUserNoInlineAdmin: Rule = {
  id: 'iam-user-no-inline-admin',
  service: 'iam',
  severity: 'critical',
  supersedes: ['iam-no-admin-policy'],
  title: 'IAM users do not hold administrator policies',
  description:
    'Long-lived user credentials with administrator rights are the most damaging credentials to leak; ' +
    'privileged access should go through roles with temporary credentials.',
  resourceTypes: ['AWS::IAM::User'],
  remediation:
    "Remove administrator statements from the user's Policies and remove AdministratorAccess, " +
    'PowerUserAccess or IAMFullAccess from ManagedPolicyArns; grant privileged access through a role.',
  evaluate(resource, ctx) {
    const inline = searchStatements(policyDocumentsOf(resource), isAdminStatement);
    if (inline.kind === 'found') {
      return failWith(
        `${nameOf(resource)} has an inline policy allowing every action on every resource (${inline.where}).`,
      );
    }
    const managed = findAdminManagedPolicy(resource, ctx, true);
    if (managed.kind === 'found') {
      return failWith(
        `${nameOf(resource)} has the administrator-equivalent managed policy '${managed.name}' attached.`,
      );
    }
    if (inline.kind === 'unknown') return unknownBecause(inline.reason);
    return managed.kind === 'unknown' ? unknownBecause(managed.reason) : PASS;
  },
};

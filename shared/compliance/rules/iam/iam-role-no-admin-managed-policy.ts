import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from '../_lib/evaluation';
import { findAdminManagedPolicy } from '../_lib/iam';
import { nameOf } from '../_lib/nouns';

/**
 * Roles, groups and users attach none of AdministratorAccess, PowerUserAccess or IAMFullAccess.
 * PowerUserAccess and IAMFullAccess are included on purpose: each is one step from full admin.
 */
export const iamRoleNoAdminManagedPolicy: Rule = {
  id: 'iam-role-no-admin-managed-policy',
  service: 'iam',
  severity: 'critical',
  title: 'IAM roles, groups and users do not attach administrator-equivalent AWS policies',
  description:
    'AdministratorAccess, PowerUserAccess and IAMFullAccess each give (or let the holder give itself) ' +
    'control of the whole account, which defeats least privilege.',
  resourceTypes: ['AWS::IAM::Role', 'AWS::IAM::Group', 'AWS::IAM::User'],
  remediation:
    'Remove AdministratorAccess, PowerUserAccess and IAMFullAccess from ManagedPolicyArns and attach ' +
    'a policy listing only the actions and resources the role needs.',
  evaluate(resource, ctx) {
    const search = findAdminManagedPolicy(resource, ctx, false);
    if (search.kind === 'found') {
      return failWith(
        `${nameOf(resource)} attaches the administrator-equivalent AWS managed policy '${search.name}'.`,
      );
    }
    return search.kind === 'unknown' ? unknownBecause(search.reason) : PASS;
  },
};

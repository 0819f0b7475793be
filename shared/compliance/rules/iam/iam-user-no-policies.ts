import type { Rule } from '#shared/compliance/types';
import { failWith, PASS } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: iAM users get permissions through groups, not policies of their own. */
export const iamUserNoPolicies: Rule = {
  id: 'iam-user-no-policies',
  service: 'iam',
  severity: 'low',
  title: 'IAM users get permissions through groups, not policies of their own',
  description:
    'Policies on each user drift apart and are missed in reviews; a group gives people in one role the same, reviewable permissions.',
  resourceTypes: ['AWS::IAM::User'],
  remediation: 'Move the user’s Policies and ManagedPolicyArns to a group and add the user to it (Groups).',
  evaluate(resource) {
    const own = ['Policies', 'ManagedPolicyArns'].filter((p) => {
      const value = propOf(resource, p);
      return Array.isArray(value) ? value.length > 0 : value !== undefined;
    });
    return own.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} has permissions of its own (${own.join(', ')}).`);
  },
};

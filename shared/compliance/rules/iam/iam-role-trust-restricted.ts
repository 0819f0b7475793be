import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** A role's trust policy lets no principal "*" assume it without a Condition. */
export const iamRoleTrustRestricted: Rule = {
  id: 'iam-role-trust-restricted',
  service: 'iam',
  severity: 'critical',
  title: 'IAM role trust policies name who may assume the role',
  description:
    'A trust policy that allows any principal without a condition lets any AWS account assume the role ' +
    'and use its permissions.',
  resourceTypes: ['AWS::IAM::Role'],
  remediation:
    'In AssumeRolePolicyDocument replace Principal "*" with the specific accounts, roles or services, or ' +
    'add a Condition such as aws:PrincipalOrgID or sts:ExternalId.',
  evaluate(resource) {
    return noPublicStatement(
      resource,
      'AssumeRolePolicyDocument',
      'trust policy',
      'can be assumed by any AWS principal without a condition',
    );
  },
};

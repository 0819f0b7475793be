import type { Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { isPublicAllow, searchStatements } from '../_lib/policy';
import { failWith, PASS, propOf } from '../_lib/props';
import { unknownBecause } from '../_lib/read';

/** A role's trust policy lets no principal "*" assume it without a Condition. */
export const iamRoleTrustRestricted: Rule = {
  id: 'iam-role-trust-restricted',
  service: 'iam',
  title: 'IAM role trust policies name who may assume the role',
  description:
    'A trust policy that allows any principal without a condition lets any AWS account assume the role ' +
    'and use its permissions.',
  resourceTypes: ['AWS::IAM::Role'],
  remediation:
    'In AssumeRolePolicyDocument replace Principal "*" with the specific accounts, roles or services, or ' +
    'add a Condition such as aws:PrincipalOrgID or sts:ExternalId.',
  evaluate(resource) {
    const document = propOf(resource, 'AssumeRolePolicyDocument');
    const search = searchStatements([{ label: 'trust policy', document }], isPublicAllow);
    if (search.kind === 'found') {
      return failWith(
        `${nameOf(resource)} can be assumed by any AWS principal without a condition (${search.where}).`,
      );
    }
    return search.kind === 'unknown' ? unknownBecause(search.reason) : PASS;
  },
};

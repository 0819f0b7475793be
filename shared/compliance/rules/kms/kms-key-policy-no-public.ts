import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** The key policy allows no principal "*" without a Condition (an absent policy is the safe default). */
export const kmsKeyPolicyNoPublic: Rule = {
  id: 'kms-key-policy-no-public',
  service: 'kms',
  severity: 'critical',
  title: 'KMS key policies do not allow access to everyone',
  description:
    'A key policy that allows any principal without a condition lets any AWS account use or manage the ' +
    'key, and so read whatever it encrypts.',
  resourceTypes: ['AWS::KMS::Key'],
  remediation:
    'In KeyPolicy replace Principal "*" with the account root or specific roles, or add a Condition such ' +
    'as kms:CallerAccount or aws:PrincipalOrgID.',
  evaluate(resource) {
    return noPublicStatement(
      resource,
      'KeyPolicy',
      'key policy',
      'allows any AWS principal to use it without a condition',
    );
  },
};

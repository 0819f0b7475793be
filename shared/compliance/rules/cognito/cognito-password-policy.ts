import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toNumber } from '../_lib/props';

const MIN_LENGTH = 14;
/** Cognito's own minimum length when the policy does not set one. */
const DEFAULT_LENGTH = 8;

/** Compliant: the password policy asks for at least 14 characters (Cognito's default is 8). */
export const cognitoPasswordPolicy: Rule = {
  id: 'cognito-password-policy',
  service: 'cognito',
  severity: 'medium',
  title: `Cognito user pools require passwords of ${MIN_LENGTH} characters or more`,
  description: 'Short passwords fall to guessing and credential-stuffing attacks on the sign-in page.',
  resourceTypes: ['AWS::Cognito::UserPool'],
  remediation: `Set Policies.PasswordPolicy.MinimumLength to ${MIN_LENGTH} or more.`,
  evaluate(resource) {
    const length = toNumber(propOf(resource, 'Policies', 'PasswordPolicy', 'MinimumLength'));
    if (isUnknown(length)) return unknownFrom('Policies.PasswordPolicy.MinimumLength', length);
    const inForce = length ?? DEFAULT_LENGTH;
    if (inForce >= MIN_LENGTH) return PASS;
    return failWith(
      `${nameOf(resource)} accepts passwords of ${inForce} characters, fewer than ${MIN_LENGTH}.`,
    );
  },
};

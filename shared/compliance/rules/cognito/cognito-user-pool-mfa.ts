import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: MfaConfiguration ON or OPTIONAL (the default is OFF). */
export const cognitoUserPoolMfa: Rule = {
  id: 'cognito-user-pool-mfa',
  service: 'cognito',
  severity: 'medium',
  title: 'Cognito user pools offer multi-factor authentication',
  description: 'Without MFA a stolen or guessed password is enough to take over a user’s account.',
  resourceTypes: ['AWS::Cognito::UserPool'],
  remediation:
    'Set MfaConfiguration to ON (or OPTIONAL) with EnabledMfas [SOFTWARE_TOKEN_MFA] (SMS needs SmsConfiguration).',
  evaluate: (resource) =>
    requireOneOf(
      resource,
      ['MfaConfiguration'],
      ['ON', 'OPTIONAL'],
      'OFF',
      (value) => `${nameOf(resource)} has MFA ${value}: a password alone signs a user in.`,
    ),
};

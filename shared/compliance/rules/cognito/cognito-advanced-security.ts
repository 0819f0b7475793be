import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: UserPoolAddOns.AdvancedSecurityMode ENFORCED (the default is OFF). */
export const cognitoAdvancedSecurity: Rule = {
  id: 'cognito-advanced-security',
  service: 'cognito',
  severity: 'medium',
  title: 'Cognito user pools block risky sign-ins (threat protection enforced)',
  description:
    'Threat protection blocks sign-ins with compromised credentials and from unusual places; in audit mode it only reports them.',
  resourceTypes: ['AWS::Cognito::UserPool'],
  remediation: 'Set UserPoolAddOns.AdvancedSecurityMode to ENFORCED (it needs the Plus feature plan).',
  evaluate: (resource) =>
    requireOneOf(
      resource,
      ['UserPoolAddOns', 'AdvancedSecurityMode'],
      ['ENFORCED'],
      'OFF',
      (value) => `${nameOf(resource)} does not block risky sign-ins: AdvancedSecurityMode is ${value}.`,
    ),
};

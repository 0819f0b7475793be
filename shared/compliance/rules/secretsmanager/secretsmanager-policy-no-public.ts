import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** Compliant: secrets Manager resource policies do not grant access to everyone. */
export const secretsmanagerPolicyNoPublic: Rule = {
  id: 'secretsmanager-policy-no-public',
  service: 'secretsmanager',
  severity: 'critical',
  title: 'Secrets Manager resource policies do not grant access to everyone',
  description: 'A secret policy with Principal "*" and no condition lets any AWS account read the secret.',
  resourceTypes: ['AWS::SecretsManager::ResourcePolicy'],
  remediation:
    'Name the accounts or roles that need the secret, or add a Condition on aws:PrincipalOrgID or aws:SourceVpce.',
  evaluate(resource) {
    return noPublicStatement(
      resource,
      'ResourcePolicy',
      'ResourcePolicy',
      'grants access to the secret to everyone',
    );
  },
};

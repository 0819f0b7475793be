import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { handlesSecrets, hardCodedSecrets, SECRET_TYPES } from '../_lib/secrets';

/**
 * Compliant: passwords, keys and tokens come from a NoEcho parameter, a
 * `{{resolve:secretsmanager:...}}` / `{{resolve:ssm-secure:...}}` dynamic reference or a managed
 * secret, never text in the template: not in password properties, environment variables (Lambda,
 * ECS, Batch, CodeBuild), user data, parameter defaults or outputs. A credential is recognised by
 * its name (DB_PASS, GitHubToken) or by its value (key formats, random-looking keys).
 */
export const secretsNoHardcoded: Rule = {
  id: 'secrets-no-hardcoded',
  service: 'secrets',
  severity: 'high',
  title: 'Passwords and secret keys are not written into the template',
  description:
    'A secret written as text in a template is readable by everyone who can read the template, its ' +
    'repository or the stack (GetTemplate, DescribeStacks, instance user data), and cannot be rotated ' +
    'without a deployment.',
  resourceTypes: SECRET_TYPES,
  remediation:
    "Use ManageMasterUserPassword, a '{{resolve:secretsmanager:...}}' dynamic reference or a NoEcho " +
    'parameter; give functions and containers the secret ARN (ECS task Secrets) instead of its value, ' +
    'have user data read the secret at boot, and never output a secret.',
  evaluate(resource, ctx) {
    const found = hardCodedSecrets(resource, ctx);
    if (found.length > 0) {
      return failWith(`${nameOf(resource)} has a secret written into the template: ${found.join(', ')}.`);
    }
    return handlesSecrets(resource) ? PASS : NOT_APPLICABLE;
  },
};

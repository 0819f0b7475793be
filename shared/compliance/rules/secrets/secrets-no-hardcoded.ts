import type { Rule } from '#shared/compliance/types';
import { failWith, PASS } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { FUNCTION_ENV_TYPES, hardCodedSecrets, PASSWORD_PROPERTIES } from '../_lib/secrets';

/**
 * Compliant: passwords and secret-looking environment variables come from a parameter (NoEcho), a
 * `{{resolve:secretsmanager:...}}` dynamic reference or a managed secret, never literal text.
 */
export const secretsNoHardcoded: Rule = {
  id: 'secrets-no-hardcoded',
  service: 'secrets',
  severity: 'high',
  title: 'Passwords and secret keys are not written into the template',
  description:
    'A secret written as text in a template is readable by everyone who can read the template, its ' +
    'repository or the stack (GetTemplate), and cannot be rotated without a deployment.',
  resourceTypes: [...Object.keys(PASSWORD_PROPERTIES), ...FUNCTION_ENV_TYPES],
  remediation:
    "Use ManageMasterUserPassword, a '{{resolve:secretsmanager:...}}' dynamic reference or a NoEcho " +
    'parameter, and give functions the secret ARN instead of its value.',
  evaluate(resource) {
    const found = hardCodedSecrets(resource);
    if (found.length === 0) return PASS;
    return failWith(`${nameOf(resource)} has a secret written into the template: ${found.join(', ')}.`);
  },
};

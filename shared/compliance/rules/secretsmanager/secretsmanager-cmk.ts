import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { isSet, mayBeAbsent, propOf } from '../_lib/props';

/** The secret is encrypted with a customer managed key: KmsKeyId set and not the AWS managed alias. */
export const secretsmanagerCmk: Rule = {
  id: 'secretsmanager-cmk',
  service: 'secretsmanager',
  severity: 'medium',
  title: 'Secrets are encrypted with a customer managed KMS key',
  description:
    'With the default AWS managed key, anyone allowed to read the secret can decrypt it; a customer ' +
    'managed key adds a key policy the organisation controls and can revoke.',
  resourceTypes: ['AWS::SecretsManager::Secret'],
  remediation: 'Set KmsKeyId to the ARN or alias of a customer managed AWS::KMS::Key.',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    const key = propOf(resource, 'KmsKeyId');
    // A reference to a key or alias in the template is a customer managed key; a parameter could
    // still name the AWS managed alias.
    if (isUnknown(key)) {
      return (key.refs ?? []).length > 0 && !mayBeAbsent(key) ? PASS : unknownFrom('KmsKeyId', key);
    }
    if (isSet(key) && !(typeof key === 'string' && key.endsWith('alias/aws/secretsmanager'))) return PASS;
    return failWith(
      `${nameOf(resource)} is encrypted with the AWS managed key instead of a customer managed key.`,
    );
  },
};

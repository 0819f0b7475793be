import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { FUNCTION_TYPES } from '../_lib/lambda';
import { nameOf } from '../_lib/nouns';
import { presence, propOf } from '../_lib/props';

/** Functions with environment variables encrypt them with a customer managed key (KmsKeyArn). */
export const lambdaEnvKms: Rule = {
  id: 'lambda-env-kms',
  service: 'lambda',
  severity: 'medium',
  title: 'Lambda environment variables are encrypted with a customer managed key',
  description:
    'Environment variables often hold configuration secrets; a customer managed key keeps reading them ' +
    "under the organisation's key policy instead of the AWS managed default.",
  resourceTypes: FUNCTION_TYPES,
  remediation:
    'Set KmsKeyArn to the ARN of a customer managed AWS::KMS::Key (and keep secrets in Secrets Manager).',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    const key = propOf(resource, 'KmsKeyArn');
    if (presence(key) === true) return PASS;
    const variables = presence(propOf(resource, 'Environment', 'Variables'));
    if (isUnknown(variables)) return unknownFrom('Environment.Variables', variables);
    if (!variables) return NOT_APPLICABLE;
    if (isUnknown(key)) return unknownFrom('KmsKeyArn', key);
    return failWith(
      `${nameOf(resource)} has environment variables not encrypted with a customer managed key.`,
    );
  },
};

import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The log group encrypts its events with a customer managed KMS key (KmsKeyId set). */
export const logsKmsEncryption: Rule = {
  id: 'logs-kms-encryption',
  service: 'logs',
  severity: 'medium',
  title: 'Log groups encrypt events with a customer managed KMS key',
  description:
    'Logs often hold personal or sensitive data; a customer managed key puts reading them under the ' +
    "organisation's own key policy and lets access be revoked.",
  resourceTypes: ['AWS::Logs::LogGroup'],
  remediation:
    'Set KmsKeyId to the ARN of an AWS::KMS::Key whose key policy allows logs.<region>.amazonaws.com to ' +
    'use it.',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    return expectSet(
      resource,
      ['KmsKeyId'],
      `${nameOf(resource)} is not encrypted with a customer managed KMS key.`,
    );
  },
};

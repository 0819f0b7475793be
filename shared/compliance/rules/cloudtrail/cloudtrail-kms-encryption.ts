import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The trail encrypts its log files with a KMS key (KMSKeyId set). */
export const cloudtrailKmsEncryption: Rule = {
  id: 'cloudtrail-kms-encryption',
  service: 'cloudtrail',
  severity: 'medium',
  title: 'CloudTrail trails encrypt log files with a KMS key',
  description:
    'A customer managed key adds a second permission check before anyone can read audit logs and lets ' +
    'the organisation control and revoke that access.',
  resourceTypes: ['AWS::CloudTrail::Trail'],
  remediation:
    'Set KMSKeyId to a customer managed AWS::KMS::Key whose key policy allows cloudtrail.amazonaws.com to ' +
    'use it for encryption.',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    return expectSet(
      resource,
      ['KMSKeyId'],
      `${nameOf(resource)} does not encrypt its log files with a KMS key.`,
    );
  },
};

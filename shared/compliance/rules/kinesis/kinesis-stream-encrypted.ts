import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf } from '../_lib/props';

/** Compliant: StreamEncryption.EncryptionType is KMS with a KeyId. */
export const kinesisStreamEncrypted: Rule = {
  id: 'kinesis-stream-encrypted',
  service: 'kinesis',
  severity: 'high',
  title: 'Kinesis data streams are encrypted at rest',
  description:
    'Stream records are retained for hours to days; server-side encryption protects them while stored.',
  resourceTypes: ['AWS::Kinesis::Stream'],
  remediation:
    'Set StreamEncryption with EncryptionType KMS and KeyId alias/aws/kinesis, or a customer managed key for sensitive data.',
  evaluate(resource) {
    const type = propOf(resource, 'StreamEncryption', 'EncryptionType');
    if (isUnknown(type)) return unknownFrom('StreamEncryption.EncryptionType', type);
    if (type === 'KMS') return PASS;
    return failWith(
      `${nameOf(resource)} is not encrypted at rest: StreamEncryption.EncryptionType is not KMS.`,
    );
  },
  fixPatches: { properties: ['StreamEncryption'] },
  fix: (resource) => [
    setProp(resource, ['StreamEncryption'], { EncryptionType: 'KMS', KeyId: 'alias/aws/kinesis' }),
  ],
};

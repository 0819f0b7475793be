import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/**
 * Compliant: a DirectPut delivery stream sets DeliveryStreamEncryptionConfigurationInput.KeyType.
 * Streams fed from Kinesis, MSK or a database take their source's encryption: n/a.
 */
export const firehoseEncrypted: Rule = {
  id: 'firehose-encrypted',
  service: 'kinesis',
  severity: 'medium',
  title: 'Firehose delivery streams encrypt buffered data',
  description:
    'Firehose buffers records before delivery; server-side encryption protects that buffered data at rest.',
  resourceTypes: ['AWS::KinesisFirehose::DeliveryStream'],
  remediation:
    'Set DeliveryStreamEncryptionConfigurationInput.KeyType to AWS_OWNED_CMK, or CUSTOMER_MANAGED_CMK with KeyARN for sensitive data.',
  evaluate(resource) {
    const streamType = propOf(resource, 'DeliveryStreamType');
    if (isUnknown(streamType)) return unknownFrom('DeliveryStreamType', streamType);
    if (streamType !== undefined && streamType !== 'DirectPut') return NOT_APPLICABLE;
    const keyType = propOf(resource, 'DeliveryStreamEncryptionConfigurationInput', 'KeyType');
    if (isUnknown(keyType)) return unknownFrom('DeliveryStreamEncryptionConfigurationInput.KeyType', keyType);
    if (typeof keyType === 'string' && keyType !== '') return PASS;
    return failWith(
      `${nameOf(resource)} does not encrypt buffered data: DeliveryStreamEncryptionConfigurationInput is not set.`,
    );
  },
};

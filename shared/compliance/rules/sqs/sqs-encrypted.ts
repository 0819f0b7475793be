import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { presence, propOf, toBool } from '../_lib/props';

/**
 * The queue is encrypted at rest: KmsMasterKeyId is set, or SQS-managed encryption is left on.
 * Since October 2022 SSE-SQS is on by default for new queues, so only an explicit
 * SqsManagedSseEnabled false without a KMS key fails.
 */
export const sqsEncrypted: Rule = {
  id: 'sqs-encrypted',
  service: 'sqs',
  severity: 'medium',
  title: 'SQS queues encrypt messages at rest',
  description:
    'Messages can carry personal or business data; encryption at rest protects them in storage and is ' +
    'required for data protection.',
  resourceTypes: ['AWS::SQS::Queue'],
  remediation:
    'Remove SqsManagedSseEnabled: false (SQS-managed encryption is the default) or set KmsMasterKeyId to a ' +
    'KMS key for customer-controlled encryption.',
  evaluate(resource) {
    const kmsKey = propOf(resource, 'KmsMasterKeyId');
    if (presence(kmsKey) === true) return PASS;
    const managed = propOf(resource, 'SqsManagedSseEnabled');
    if (isUnknown(managed)) return unknownFrom('SqsManagedSseEnabled', managed);
    if (toBool(managed) !== false) return PASS;
    if (isUnknown(kmsKey)) return unknownFrom('KmsMasterKeyId', kmsKey);
    return failWith(
      `${nameOf(resource)} turns off encryption at rest (SqsManagedSseEnabled is false and no KMS key is set).`,
    );
  },
  fixPatches: { properties: ['SqsManagedSseEnabled'] },
  fix(resource) {
    return [setProperty(resource, ['SqsManagedSseEnabled'], true)];
  },
};

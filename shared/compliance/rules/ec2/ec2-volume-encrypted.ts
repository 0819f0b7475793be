import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';

/**
 * Compliant: an EBS volume sets Encrypted to true. `Encrypted: false` written is unencrypted
 * (high); left out, the account's EBS encryption default decides (medium, worded so).
 */
export const ec2VolumeEncrypted: Rule = {
  id: 'ec2-volume-encrypted',
  service: 'ec2',
  severity: 'high',
  title: 'EBS volumes are encrypted at rest',
  description:
    'Unencrypted volumes and their snapshots expose data to anyone who obtains a copy; encryption at rest is required for all stored data.',
  resourceTypes: ['AWS::EC2::Volume'],
  remediation: 'Set Encrypted to true (and KmsKeyId to a customer managed key for sensitive data).',
  evaluate(resource) {
    if (resource.type !== 'AWS::EC2::Volume') return NOT_APPLICABLE;
    const encrypted = toBool(propOf(resource, 'Encrypted'));
    if (isUnknown(encrypted)) return unknownFrom('Encrypted', encrypted);
    if (encrypted === true) return PASS;
    if (encrypted === false) return failWith(`${nameOf(resource)} is not encrypted: Encrypted is false.`);
    return failWith(
      `${nameOf(resource)} does not set Encrypted. Not set: the account's EBS default applies.`,
      'medium',
    );
  },
  fixPatches: { properties: ['Encrypted'] },
  fix: (resource) => [setProp(resource, ['Encrypted'], true)],
};

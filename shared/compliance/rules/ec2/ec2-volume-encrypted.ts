import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE, requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';

/** Compliant: an EBS volume sets Encrypted to true (the template default is unencrypted). */
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
    return requireTrue(
      resource,
      ['Encrypted'],
      `${nameOf(resource)} is not encrypted: Encrypted is not true, so only an account-level EBS encryption default would protect it.`,
    );
  },
  fix: (resource) => [setProp(resource, ['Encrypted'], true)],
};

import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';

/** Compliant: Encrypted is true (CloudFormation creates unencrypted file systems by default). */
export const efsEncrypted: Rule = {
  id: 'efs-encrypted',
  service: 'efs',
  severity: 'high',
  title: 'EFS file systems are encrypted at rest',
  description:
    'Shared file systems often hold documents and exports; encryption at rest protects every stored copy.',
  resourceTypes: ['AWS::EFS::FileSystem'],
  remediation:
    'Set Encrypted to true (with KmsKeyId for a customer managed key); the file system is replaced, so copy its data first.',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['Encrypted'],
      `${nameOf(resource)} is not encrypted at rest: Encrypted is not true.`,
    ),
  fixPatches: { properties: ['Encrypted'] },
  fix: (resource) => [setProp(resource, ['Encrypted'], true)],
};

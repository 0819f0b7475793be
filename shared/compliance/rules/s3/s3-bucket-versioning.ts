import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf } from '../_lib/props';

/** Compliant: VersioningConfiguration.Status is Enabled. */
export const s3BucketVersioning: Rule = {
  id: 's3-bucket-versioning',
  service: 's3',
  severity: 'medium',
  title: 'S3 buckets keep object versions',
  description:
    'Versioning lets overwritten or deleted objects be recovered after mistakes or ransomware, a basic part of backup and recovery.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation: 'Set VersioningConfiguration.Status to Enabled (add a lifecycle rule to expire old versions).',
  evaluate(resource) {
    const status = propOf(resource, 'VersioningConfiguration', 'Status');
    if (isUnknown(status)) return unknownFrom('VersioningConfiguration.Status', status);
    if (status === 'Enabled') return PASS;
    const state = status === 'Suspended' ? 'suspended' : 'not enabled';
    return failWith(`${nameOf(resource)} does not keep object versions: versioning is ${state}.`);
  },
  fixPatches: { properties: ['VersioningConfiguration'] },
  fix: (resource) => [setProp(resource, ['VersioningConfiguration'], { Status: 'Enabled' })],
};

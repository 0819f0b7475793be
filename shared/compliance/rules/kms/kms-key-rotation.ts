import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';

/** Symmetric encryption keys with AWS-generated material have EnableKeyRotation true. */
export const kmsKeyRotation: Rule = {
  id: 'kms-key-rotation',
  service: 'kms',
  severity: 'medium',
  title: 'KMS symmetric keys rotate their key material automatically',
  description:
    'Regular rotation limits how much data one key version protects and is part of managing the key ' +
    'lifecycle; asymmetric, HMAC and imported keys cannot rotate automatically and are not checked.',
  resourceTypes: ['AWS::KMS::Key'],
  remediation: 'Set EnableKeyRotation to true on the AWS::KMS::Key.',
  // Each rotated key version is billed like a key for its first two rotations.
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    const keySpec = propOf(resource, 'KeySpec');
    if (isUnknown(keySpec)) return unknownFrom('KeySpec', keySpec);
    if (keySpec !== undefined && keySpec !== 'SYMMETRIC_DEFAULT') return NOT_APPLICABLE;
    const origin = propOf(resource, 'Origin');
    if (isUnknown(origin)) return unknownFrom('Origin', origin);
    if (origin === 'EXTERNAL') return NOT_APPLICABLE;
    const rotation = propOf(resource, 'EnableKeyRotation');
    if (isUnknown(rotation)) return unknownFrom('EnableKeyRotation', rotation);
    if (toBool(rotation) === true) return PASS;
    return failWith(`${nameOf(resource)} does not rotate its key material automatically.`);
  },
  fixPatches: { properties: ['EnableKeyRotation'] },
  fix(resource) {
    return [setProperty(resource, ['EnableKeyRotation'], true)];
  },
};

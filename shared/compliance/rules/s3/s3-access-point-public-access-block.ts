import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toBool } from '../_lib/props';

const BLOCK_SETTINGS = ['BlockPublicAcls', 'BlockPublicPolicy', 'IgnorePublicAcls', 'RestrictPublicBuckets'];

/** Compliant: s3 access points keep every Block Public Access setting on. */
export const s3AccessPointPublicAccessBlock: Rule = {
  id: 's3-access-point-public-access-block',
  service: 's3',
  severity: 'critical',
  title: 'S3 access points (Multi-Region too) keep every Block Public Access setting on',
  description:
    'An access point with a public access block setting turned off can publish the objects it reaches through its own policy.',
  resourceTypes: ['AWS::S3::AccessPoint', 'AWS::S3::MultiRegionAccessPoint'],
  remediation:
    'Remove the false settings from PublicAccessBlockConfiguration (all four are true by default).',
  evaluate(resource) {
    const config = propOf(resource, 'PublicAccessBlockConfiguration');
    if (isUnknown(config)) return unknownFrom('PublicAccessBlockConfiguration', config);
    const off: string[] = [];
    for (const setting of BLOCK_SETTINGS) {
      const value = toBool(dig(config, setting));
      if (isUnknown(value)) return unknownFrom(`PublicAccessBlockConfiguration.${setting}`, value);
      if (value === false) off.push(setting);
    }
    return off.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} turns off public access blocking (${off.join(', ')} false).`);
  },
};

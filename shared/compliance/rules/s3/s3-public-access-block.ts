import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { publicPurposeOf } from '../_lib/bucket-purpose';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';

const FLAGS = ['BlockPublicAcls', 'BlockPublicPolicy', 'IgnorePublicAcls', 'RestrictPublicBuckets'] as const;

/**
 * Compliant: all four PublicAccessBlockConfiguration flags are true. Without the property S3 turns
 * all four on for new buckets (the default since April 2023), so absence passes; a partial
 * configuration leaves the unnamed flags false.
 */
export const s3PublicAccessBlock: Rule = {
  id: 's3-public-access-block',
  service: 's3',
  severity: 'high',
  title: 'S3 buckets block all public access',
  description:
    'Block Public Access stops ACLs and bucket policies from exposing data to the internet, whatever a later change to the policy says.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Set PublicAccessBlockConfiguration with BlockPublicAcls, BlockPublicPolicy, IgnorePublicAcls and RestrictPublicBuckets all true.',
  evaluate(resource) {
    const config = propOf(resource, 'PublicAccessBlockConfiguration');
    if (config === undefined) return PASS;
    if (isUnknown(config)) return unknownFrom('PublicAccessBlockConfiguration', config);
    const off: string[] = [];
    for (const flag of FLAGS) {
      const value = toBool(propOf(resource, 'PublicAccessBlockConfiguration', flag));
      if (isUnknown(value)) return unknownFrom(`PublicAccessBlockConfiguration.${flag}`, value);
      if (value !== true) off.push(flag);
    }
    if (off.length === 0) return PASS;
    return failWith(
      `${nameOf(resource)} does not block all public access: ${off.join(', ')} ${off.length === 1 ? 'is' : 'are'} not true.`,
    );
  },
  fixRisk: (resource, ctx) => publicPurposeOf(resource, ctx),
  fixPatches: { properties: ['PublicAccessBlockConfiguration'] },
  fix: (resource) => [
    setProp(
      resource,
      ['PublicAccessBlockConfiguration'],
      Object.fromEntries(FLAGS.map((flag) => [flag, true])),
    ),
  ],
};

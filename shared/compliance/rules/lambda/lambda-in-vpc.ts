import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { FUNCTION_TYPES } from '../_lib/lambda';
import { nameOf } from '../_lib/nouns';
import { presence, propOf } from '../_lib/props';
import { isSensitive } from '../_lib/tags';

/**
 * Functions tagged with a sensitive data classification run in a VPC (VpcConfig.SubnetIds set).
 * Untagged functions are not applicable: a VPC adds nothing to a function that only calls public
 * AWS APIs, and classified workloads are the ones segmentation controls ask to isolate.
 */
export const lambdaInVpc: Rule = {
  id: 'lambda-in-vpc',
  service: 'lambda',
  severity: 'medium',
  title: 'Lambda functions handling classified data run inside a VPC',
  description:
    'Running functions that handle classified data in private subnets keeps their traffic inside the ' +
    'segmented network and under its security groups and flow logs.',
  resourceTypes: FUNCTION_TYPES,
  remediation: 'Set VpcConfig with SubnetIds of private subnets and SecurityGroupIds.',
  evaluate(resource, ctx) {
    const sensitive = isSensitive(resource, ctx);
    if (isUnknown(sensitive)) {
      return unknownBecause(`its ${ctx.settings.classificationTagKey} tag is ${sensitive.reason}`);
    }
    if (!sensitive) return NOT_APPLICABLE;
    const subnets = presence(propOf(resource, 'VpcConfig', 'SubnetIds'));
    if (isUnknown(subnets)) return unknownFrom('VpcConfig.SubnetIds', subnets);
    if (subnets) return PASS;
    return failWith(`${nameOf(resource)} handles classified data but does not run inside a VPC.`);
  },
};

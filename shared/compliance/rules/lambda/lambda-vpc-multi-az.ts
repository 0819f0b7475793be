import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: lambda functions in a VPC use subnets in two Availability Zones. */
export const lambdaVpcMultiAz: Rule = {
  id: 'lambda-vpc-multi-az',
  service: 'lambda',
  severity: 'medium',
  title: 'Lambda functions in a VPC use subnets in two Availability Zones',
  description: 'A function with one subnet stops when that zone fails.',
  resourceTypes: ['AWS::Lambda::Function'],
  remediation: 'List subnets in two or more Availability Zones in VpcConfig.SubnetIds.',
  evaluate(resource) {
    const subnets = propOf(resource, 'VpcConfig', 'SubnetIds');
    if (subnets === undefined) return NOT_APPLICABLE;
    if (isUnknown(subnets)) return unknownFrom('VpcConfig.SubnetIds', subnets);
    return Array.isArray(subnets) && subnets.length >= 2
      ? PASS
      : failWith(`${nameOf(resource)} runs in one subnet, so in one Availability Zone.`);
  },
};

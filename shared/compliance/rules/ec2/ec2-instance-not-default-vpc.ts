import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf } from '../_lib/props';

/**
 * Compliant: an instance names its subnet (SubnetId, or a network interface's SubnetId). Without
 * one EC2 launches it in the region's default VPC, whose subnets give every instance a public IP
 * and whose network nobody designed. An instance from a launch template: not applicable here.
 */
export const ec2InstanceNotDefaultVpc: Rule = {
  id: 'ec2-instance-not-default-vpc',
  service: 'ec2',
  severity: 'medium',
  title: 'EC2 instances are placed in a chosen subnet, not the default VPC',
  description:
    'An instance with no subnet lands in the default VPC, whose public subnets and open defaults sit outside the network the template designs.',
  resourceTypes: ['AWS::EC2::Instance'],
  remediation:
    'Set SubnetId (or NetworkInterfaces with a SubnetId) to a private subnet of a VPC the template or account defines.',
  evaluate(resource) {
    if (propOf(resource, 'LaunchTemplate') !== undefined) return NOT_APPLICABLE;
    const subnet = propOf(resource, 'SubnetId');
    if (isUnknown(subnet)) return unknownFrom('SubnetId', subnet);
    if (subnet !== undefined) return PASS;
    const interfaces = propOf(resource, 'NetworkInterfaces');
    if (isUnknown(interfaces)) return unknownFrom('NetworkInterfaces', interfaces);
    if (Array.isArray(interfaces) && interfaces.some((i) => dig(i, 'SubnetId') !== undefined)) return PASS;
    return failWith(`${nameOf(resource)} names no subnet, so it launches in the region's default VPC.`);
  },
};

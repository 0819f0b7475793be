import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { publicIpRequests } from '../_lib/ec2';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/**
 * Compliant: no LaunchTemplateData.NetworkInterfaces entry sets AssociatePublicIpAddress to true;
 * for a (legacy) Auto Scaling launch configuration, its own AssociatePublicIpAddress is not true.
 */
export const ec2LaunchTemplateNoPublicIp: Rule = {
  id: 'ec2-launch-template-no-public-ip',
  service: 'ec2',
  severity: 'high',
  title: 'Launch templates do not assign public IP addresses',
  description:
    'Instances with public addresses are reachable from the internet directly; workloads belong in private subnets behind load balancers or gateways.',
  resourceTypes: ['AWS::EC2::LaunchTemplate', 'AWS::AutoScaling::LaunchConfiguration'],
  remediation:
    'Remove AssociatePublicIpAddress (or set it to false) in LaunchTemplateData.NetworkInterfaces and place instances in private subnets.',
  evaluate(resource) {
    if (resource.type === 'AWS::AutoScaling::LaunchConfiguration') {
      const value = toBool(propOf(resource, 'AssociatePublicIpAddress'));
      if (isUnknown(value)) return unknownFrom('AssociatePublicIpAddress', value);
      return value === true
        ? failWith(`${nameOf(resource)} assigns public IP addresses: AssociatePublicIpAddress is true.`)
        : PASS;
    }
    const label = 'LaunchTemplateData.NetworkInterfaces';
    const check = publicIpRequests(propOf(resource, 'LaunchTemplateData', 'NetworkInterfaces'), label);
    if (check.requested.length > 0) {
      return failWith(`${nameOf(resource)} assigns public IP addresses: AssociatePublicIpAddress is true.`);
    }
    return check.unknown ? unknownFrom(check.unknown.label, check.unknown.value) : PASS;
  },
};

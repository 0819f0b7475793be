import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: ECS services and task sets do not give tasks public IP addresses. */
export const ecsServiceNoPublicIp: Rule = {
  id: 'ecs-service-no-public-ip',
  service: 'ecs',
  severity: 'high',
  title: 'ECS services and task sets do not give tasks public IP addresses',
  description:
    'A task with a public address is reachable from the internet on every port its security group allows, bypassing the load balancer in front of it.',
  resourceTypes: ['AWS::ECS::Service', 'AWS::ECS::TaskSet'],
  remediation:
    'Set NetworkConfiguration.AwsvpcConfiguration.AssignPublicIp to DISABLED and run the tasks in private subnets (with a NAT gateway or VPC endpoints for image pulls).',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['NetworkConfiguration', 'AwsvpcConfiguration', 'AssignPublicIp'],
      ['ENABLED'],
      undefined,
      () => `${nameOf(resource)} gives its tasks public IP addresses (AssignPublicIp is ENABLED).`,
    );
  },
};

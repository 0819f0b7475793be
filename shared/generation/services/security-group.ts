import { VPC_CIDR, vpcId } from '../synthesis/network-refs';
import type { ServiceSpec } from './types';

/**
 * A security group named in the brief: inbound on the port it states (by number, or by the
 * protocol's name) from the addresses it states, the design's network when it states none.
 */
export const securityGroup: ServiceSpec = {
  id: 'security-group',
  block_name: 'Firewall',
  family: 'EC2',
  label: 'VPC security group',
  names: /\b(security groups?)\b/,
  phrases: /\b(security groups?)\b/,
  arabic: /(مجموع[ةه] (?:ال)?أمان|مجموعات (?:ال)?أمان|مجموع[ةه] (?:ال)?حماي[ةه])/,
  cost: 'none',
  vpc: true,
  accessory: true,
  stated_settings: [
    {
      key: 'port',
      words: /\bports?\s*(\d{1,5})\b|(?:المنفذ|منفذ|بورت|البورت)\s*(\d{1,5})/,
      as: 'count',
      min: 1,
      max: 65535,
      anywhere: true,
      label: 'port',
    },
    { key: 'port', words: /\bhttps\b/, value: 443, anywhere: true },
    { key: 'port', words: /\bssh\b/, value: 22, anywhere: true },
    { key: 'port', words: /\bhttp\b/, value: 80, anywhere: true },
  ],
  build(ctx, name, settings) {
    const port = Number(settings.port ?? 443);
    const sources = ctx.requirements.allowed_cidrs.length > 0 ? ctx.requirements.allowed_cidrs : [VPC_CIDR];
    const group = ctx.add(name, `${name}SecurityGroup`, {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: `${name}: port ${port} from ${sources.join(', ')} only`,
        VpcId: vpcId(),
        SecurityGroupIngress: sources.map((cidr) => ({
          IpProtocol: 'tcp',
          FromPort: port,
          ToPort: port,
          CidrIp: cidr,
          Description: `Port ${port} from ${cidr}`,
        })),
      },
    });
    return { service: 'security-group', name, main: group, group };
  },
};

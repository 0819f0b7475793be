import type { LiveResource } from '#functions/lib/ports/inventory-reader';
import { chance, hex, pick } from './random';

/** What a workload builder knows: where it is, a seeded generator and a name prefix. */
export interface EstateContext {
  accountId: string;
  region: string;
  random: () => number;
  /** e.g. `payments-3`: unique per workload in the region */
  name: string;
}

const tags = (ctx: EstateContext, classification?: string) => [
  { Key: 'Name', Value: ctx.name },
  { Key: 'Team', Value: pick(ctx.random, ['payments', 'mobile', 'data', 'platform', 'risk']) },
  ...(classification ? [{ Key: 'DataClassification', Value: classification }] : []),
];

const arn = (ctx: EstateContext, service: string, resource: string) =>
  `arn:aws:${service}:${ctx.region}:${ctx.accountId}:${resource}`;

/**
 * A web tier: a VPC (flow logs on or off), a security group (now and then SSH open to the world),
 * an instance (IMDSv1 or a public address on some), its volume, a load balancer and a log group.
 */
export function webWorkload(ctx: EstateContext): LiveResource[] {
  const { random: r } = ctx;
  const vpcId = `vpc-${hex(r, 17)}`;
  const sgId = `sg-${hex(r, 17)}`;
  const openSsh = chance(r, 0.25);
  const ingress = [
    { IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: '0.0.0.0/0' },
    ...(openSsh ? [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, CidrIp: '0.0.0.0/0' }] : []),
  ];
  const encrypted = chance(r, 0.7);
  const resources: LiveResource[] = [
    {
      type: 'AWS::EC2::VPC',
      identifier: vpcId,
      properties: { VpcId: vpcId, CidrBlock: `10.${Math.floor(r() * 250)}.0.0/16`, Tags: tags(ctx) },
    },
    {
      type: 'AWS::EC2::SecurityGroup',
      identifier: sgId,
      properties: {
        GroupId: sgId,
        GroupName: `${ctx.name}-web`,
        GroupDescription: `${ctx.name} web tier`,
        VpcId: vpcId,
        SecurityGroupIngress: ingress,
        Tags: tags(ctx),
      },
    },
    {
      type: 'AWS::EC2::Instance',
      identifier: `i-${hex(r, 17)}`,
      properties: {
        InstanceType: pick(r, ['t3.micro', 't3.small', 'm6i.large']),
        ImageId: `ami-${hex(r, 17)}`,
        SecurityGroupIds: [sgId],
        Monitoring: chance(r, 0.3),
        ...(chance(r, 0.4) ? {} : { MetadataOptions: { HttpTokens: 'required' } }),
        NetworkInterfaces: [{ DeviceIndex: '0', AssociatePublicIpAddress: chance(r, 0.3) }],
        BlockDeviceMappings: [{ DeviceName: '/dev/xvda', Ebs: { VolumeSize: 20, Encrypted: encrypted } }],
        Tags: tags(ctx),
      },
    },
    {
      type: 'AWS::EC2::Volume',
      identifier: `vol-${hex(r, 17)}`,
      properties: {
        AvailabilityZone: `${ctx.region}a`,
        Size: pick(r, [20, 50, 100, 500]),
        VolumeType: 'gp3',
        Encrypted: encrypted,
        Tags: tags(ctx, chance(r, 0.5) ? 'Internal' : undefined),
      },
    },
    {
      type: 'AWS::Logs::LogGroup',
      identifier: `/app/${ctx.name}`,
      properties: {
        LogGroupName: `/app/${ctx.name}`,
        ...(chance(r, 0.5) ? { RetentionInDays: pick(r, [7, 30, 90]) } : { RetentionInDays: 400 }),
        Arn: arn(ctx, 'logs', `log-group:/app/${ctx.name}:*`),
      },
    },
  ];
  if (chance(r, 0.5)) {
    resources.push({
      type: 'AWS::EC2::FlowLog',
      identifier: `fl-${hex(r, 17)}`,
      properties: {
        ResourceId: vpcId,
        ResourceType: 'VPC',
        TrafficType: 'ALL',
        LogDestinationType: 'cloud-watch-logs',
      },
    });
  }
  return resources;
}

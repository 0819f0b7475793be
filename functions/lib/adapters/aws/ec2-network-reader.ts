import {
  DescribeAvailabilityZonesCommand,
  DescribeSecurityGroupsCommand,
  DescribeSubnetsCommand,
  DescribeVpcsCommand,
  EC2Client,
  type Tag,
} from '@aws-sdk/client-ec2';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type {
  NetworkReader,
  SecurityGroupSummary,
  SubnetSummary,
  VpcSummary,
} from '#functions/lib/ports/network-reader';
import type { RoleSessions } from './role-sessions';

/** VPCs, subnets and zones of a linked account, through the assumed role, per region. */
export function ec2NetworkReader(sessions: RoleSessions): NetworkReader {
  const send = <T>(target: RegionalTarget, call: (client: EC2Client) => Promise<T>) =>
    sessions.run(target, (credentials) =>
      call(new EC2Client({ region: target.region, credentials, maxAttempts: 1 })),
    );

  return {
    async vpcs(target) {
      const vpcs: VpcSummary[] = [];
      let token: string | undefined;
      do {
        const answer = await send(target, (ec2) => ec2.send(new DescribeVpcsCommand({ NextToken: token })));
        for (const vpc of answer.Vpcs ?? []) {
          vpcs.push({
            vpcId: vpc.VpcId ?? '',
            name: nameTag(vpc.Tags),
            cidrBlock: vpc.CidrBlock ?? '',
            isDefault: vpc.IsDefault ?? false,
            state: vpc.State ?? '',
          });
        }
        token = answer.NextToken;
      } while (token);
      return vpcs;
    },

    async subnets(target, vpcId) {
      const subnets: SubnetSummary[] = [];
      const Filters = vpcId ? [{ Name: 'vpc-id', Values: [vpcId] }] : undefined;
      let token: string | undefined;
      do {
        const answer = await send(target, (ec2) =>
          ec2.send(new DescribeSubnetsCommand({ Filters, NextToken: token })),
        );
        for (const subnet of answer.Subnets ?? []) {
          subnets.push({
            subnetId: subnet.SubnetId ?? '',
            vpcId: subnet.VpcId ?? '',
            name: nameTag(subnet.Tags),
            cidrBlock: subnet.CidrBlock ?? '',
            availabilityZone: subnet.AvailabilityZone ?? '',
            availableIpCount: subnet.AvailableIpAddressCount ?? 0,
            mapPublicIpOnLaunch: subnet.MapPublicIpOnLaunch ?? false,
          });
        }
        token = answer.NextToken;
      } while (token);
      return subnets;
    },

    async securityGroups(target, vpcId) {
      const groups: SecurityGroupSummary[] = [];
      const Filters = vpcId ? [{ Name: 'vpc-id', Values: [vpcId] }] : undefined;
      let token: string | undefined;
      do {
        const answer = await send(target, (ec2) =>
          ec2.send(new DescribeSecurityGroupsCommand({ Filters, NextToken: token })),
        );
        for (const group of answer.SecurityGroups ?? []) {
          groups.push({
            groupId: group.GroupId ?? '',
            groupName: group.GroupName ?? '',
            description: group.Description ?? '',
            vpcId: group.VpcId ?? '',
          });
        }
        token = answer.NextToken;
      } while (token);
      return groups;
    },

    async availabilityZones(target) {
      const answer = await send(target, (ec2) =>
        ec2.send(
          new DescribeAvailabilityZonesCommand({
            Filters: [{ Name: 'zone-type', Values: ['availability-zone'] }],
          }),
        ),
      );
      return (answer.AvailabilityZones ?? []).map((zone) => ({
        zoneName: zone.ZoneName ?? '',
        zoneId: zone.ZoneId ?? '',
        state: zone.State ?? '',
      }));
    },
  };
}

const nameTag = (tags: Tag[] | undefined) => tags?.find((tag) => tag.Key === 'Name')?.Value;

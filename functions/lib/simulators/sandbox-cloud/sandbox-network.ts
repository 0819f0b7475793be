import type {
  NetworkReader,
  SecurityGroupSummary,
  SubnetSummary,
  VpcSummary,
} from '#functions/lib/ports/network-reader';
import { defaultNetwork, sandboxZones } from './account';
import type { SandboxCloud } from './sandbox-cloud';

const nameTag = (tags: unknown) =>
  Array.isArray(tags) ? (tags.find((t) => t?.Key === 'Name')?.Value as string | undefined) : undefined;

/** Usable addresses in a subnet: AWS reserves five in each. */
const freeAddresses = (cidr: string) => 2 ** (32 - Number(cidr.split('/')[1] ?? 32)) - 5;

/** The sandbox account's networks: its default VPC plus the VPCs and subnets its stacks created. */
export function sandboxNetworkReader(cloud: SandboxCloud): NetworkReader {
  return {
    async vpcs(target) {
      const state = await cloud.enter(target);
      const fallback = defaultNetwork(state.accountId, target.region);
      const vpcs: VpcSummary[] = [
        { vpcId: fallback.vpcId, cidrBlock: fallback.cidrBlock, isDefault: true, state: 'available' },
      ];
      for (const { resource } of state.existing({ region: target.region, includeCreating: false })) {
        if (resource.type !== 'AWS::EC2::VPC') continue;
        vpcs.push({
          vpcId: resource.physicalId,
          name: nameTag(resource.properties.Tags),
          cidrBlock: String(resource.properties.CidrBlock ?? ''),
          isDefault: false,
          state: 'available',
        });
      }
      return vpcs;
    },

    async subnets(target, vpcId) {
      const state = await cloud.enter(target);
      const fallback = defaultNetwork(state.accountId, target.region);
      const subnets: SubnetSummary[] = fallback.subnets.map((subnet) => ({
        subnetId: subnet.subnetId,
        vpcId: fallback.vpcId,
        cidrBlock: subnet.cidrBlock,
        availabilityZone: subnet.zone.zoneName,
        availableIpCount: freeAddresses(subnet.cidrBlock),
        mapPublicIpOnLaunch: true,
      }));
      for (const { resource } of state.existing({ region: target.region, includeCreating: false })) {
        if (resource.type !== 'AWS::EC2::Subnet') continue;
        const cidrBlock = String(resource.properties.CidrBlock ?? '');
        subnets.push({
          subnetId: resource.physicalId,
          vpcId: String(resource.properties.VpcId ?? ''),
          name: nameTag(resource.properties.Tags),
          cidrBlock,
          availabilityZone: String(resource.attributes.AvailabilityZone ?? `${target.region}a`),
          availableIpCount: freeAddresses(cidrBlock),
          mapPublicIpOnLaunch: String(resource.properties.MapPublicIpOnLaunch) === 'true',
        });
      }
      return vpcId ? subnets.filter((subnet) => subnet.vpcId === vpcId) : subnets;
    },

    async securityGroups(target, vpcId) {
      const state = await cloud.enter(target);
      const fallback = defaultNetwork(state.accountId, target.region);
      // every VPC has its default group, as in AWS
      const groups: SecurityGroupSummary[] = [
        {
          groupId: fallback.securityGroupId,
          groupName: 'default',
          description: 'default VPC security group',
          vpcId: fallback.vpcId,
        },
      ];
      for (const { resource } of state.existing({ region: target.region, includeCreating: false })) {
        if (resource.type !== 'AWS::EC2::SecurityGroup') continue;
        groups.push({
          groupId: String(resource.attributes.GroupId ?? resource.physicalId),
          groupName: String(resource.properties.GroupName ?? resource.physicalId),
          description: String(resource.properties.GroupDescription ?? ''),
          vpcId: String(resource.properties.VpcId ?? fallback.vpcId),
        });
      }
      return vpcId ? groups.filter((group) => group.vpcId === vpcId) : groups;
    },

    async availabilityZones(target) {
      await cloud.enter(target);
      return sandboxZones(target.region).map((zone) => ({ ...zone, state: 'available' }));
    },
  };
}

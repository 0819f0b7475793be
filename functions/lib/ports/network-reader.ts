import type { RegionalTarget } from './cloud-target';

export interface VpcSummary {
  vpcId: string;
  /** the Name tag, when there is one */
  name?: string;
  cidrBlock: string;
  isDefault: boolean;
  state: string;
}

export interface SubnetSummary {
  subnetId: string;
  vpcId: string;
  name?: string;
  cidrBlock: string;
  availabilityZone: string;
  availableIpCount: number;
  mapPublicIpOnLaunch: boolean;
}

export interface SecurityGroupSummary {
  groupId: string;
  groupName: string;
  description: string;
  vpcId: string;
}

export interface AvailabilityZoneSummary {
  zoneName: string;
  zoneId: string;
  state: string;
}

/** The networks of a linked account, for the VPC, subnet and security group pickers. */
export interface NetworkReader {
  vpcs(target: RegionalTarget): Promise<VpcSummary[]>;
  subnets(target: RegionalTarget, vpcId?: string): Promise<SubnetSummary[]>;
  /** for a template's `AWS::EC2::SecurityGroup::Id` parameters */
  securityGroups(target: RegionalTarget, vpcId?: string): Promise<SecurityGroupSummary[]>;
  availabilityZones(target: RegionalTarget): Promise<AvailabilityZoneSummary[]>;
}

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

export interface AvailabilityZoneSummary {
  zoneName: string;
  zoneId: string;
  state: string;
}

/** The networks of a linked account, for the VPC and subnet pickers. */
export interface NetworkReader {
  vpcs(target: RegionalTarget): Promise<VpcSummary[]>;
  subnets(target: RegionalTarget, vpcId?: string): Promise<SubnetSummary[]>;
  availabilityZones(target: RegionalTarget): Promise<AvailabilityZoneSummary[]>;
}

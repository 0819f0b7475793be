import {
  DescribeAvailabilityZonesCommand,
  DescribeSecurityGroupsCommand,
  DescribeSubnetsCommand,
  DescribeVpcsCommand,
  EC2Client,
} from '@aws-sdk/client-ec2';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { ec2NetworkReader } from '#functions/lib/adapters/aws/ec2-network-reader';
import { assumeRoleAnswer, cloudTarget, testSessions } from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const ec2 = mockClient(EC2Client);

function reader() {
  const { sessions, clock } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return ec2NetworkReader(sessions);
}

beforeEach(() => {
  sts.reset();
  ec2.reset();
});

describe('EC2 network reader (AWS)', () => {
  it('lists VPCs across pages with their Name tag and default flag', async () => {
    ec2
      .on(DescribeVpcsCommand)
      .resolvesOnce({
        Vpcs: [{ VpcId: 'vpc-0a1b2c3d', CidrBlock: '172.31.0.0/16', IsDefault: true, State: 'available' }],
        NextToken: 't2',
      })
      .resolves({
        Vpcs: [
          {
            VpcId: 'vpc-0e1f2a3b4c5d6e7f8',
            CidrBlock: '10.0.0.0/16',
            IsDefault: false,
            State: 'available',
            Tags: [{ Key: 'Name', Value: 'Sahab-VPC' }],
          },
        ],
      });
    const vpcs = await reader().vpcs(cloudTarget());
    expect(vpcs).toEqual([
      {
        vpcId: 'vpc-0a1b2c3d',
        name: undefined,
        cidrBlock: '172.31.0.0/16',
        isDefault: true,
        state: 'available',
      },
      {
        vpcId: 'vpc-0e1f2a3b4c5d6e7f8',
        name: 'Sahab-VPC',
        cidrBlock: '10.0.0.0/16',
        isDefault: false,
        state: 'available',
      },
    ]);
  });

  it("filters subnets by VPC and keeps each one's zone and free addresses", async () => {
    ec2.on(DescribeSubnetsCommand).resolves({
      Subnets: [
        {
          SubnetId: 'subnet-0123456789abcdef0',
          VpcId: 'vpc-0e1f2a3b4c5d6e7f8',
          CidrBlock: '10.0.1.0/24',
          AvailabilityZone: 'me-central-1a',
          AvailableIpAddressCount: 251,
          MapPublicIpOnLaunch: false,
        },
      ],
    });
    const [subnet] = await reader().subnets(cloudTarget(), 'vpc-0e1f2a3b4c5d6e7f8');
    expect(subnet).toMatchObject({ availabilityZone: 'me-central-1a', availableIpCount: 251 });
    expect(ec2).toHaveReceivedCommandWith(DescribeSubnetsCommand, {
      Filters: [{ Name: 'vpc-id', Values: ['vpc-0e1f2a3b4c5d6e7f8'] }],
    });
  });

  it('lists the security groups of a VPC across pages', async () => {
    ec2
      .on(DescribeSecurityGroupsCommand)
      .resolvesOnce({
        SecurityGroups: [
          { GroupId: 'sg-0a1b2c3d', GroupName: 'default', Description: 'default', VpcId: 'vpc-0e1f2a3b' },
        ],
        NextToken: 't2',
      })
      .resolves({
        SecurityGroups: [
          { GroupId: 'sg-0e1f2a3b', GroupName: 'web', Description: 'Web servers', VpcId: 'vpc-0e1f2a3b' },
        ],
      });
    const groups = await reader().securityGroups(cloudTarget(), 'vpc-0e1f2a3b');
    expect(groups.map((g) => [g.groupId, g.groupName])).toEqual([
      ['sg-0a1b2c3d', 'default'],
      ['sg-0e1f2a3b', 'web'],
    ]);
    expect(ec2).toHaveReceivedCommandWith(DescribeSecurityGroupsCommand, {
      Filters: [{ Name: 'vpc-id', Values: ['vpc-0e1f2a3b'] }],
    });
  });

  it('lists the availability zones of the target region', async () => {
    ec2.on(DescribeAvailabilityZonesCommand).resolves({
      AvailabilityZones: [{ ZoneName: 'me-central-1a', ZoneId: 'mec1-az1', State: 'available' }],
    });
    const zones = await reader().availabilityZones(cloudTarget());
    expect(zones).toEqual([{ zoneName: 'me-central-1a', zoneId: 'mec1-az1', state: 'available' }]);
  });
});

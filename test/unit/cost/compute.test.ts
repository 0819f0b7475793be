import { describe, expect, it } from 'vitest';
import { HOURS_PER_MONTH as H } from '#shared/cost/index';
import { estimateFor, priceOf, resourceIn } from '#test/fixtures/cost';

const ec2 = (type: string) => priceOf('EC2', `instance ${type} (Linux, on-demand, shared tenancy)`);
const gp3 = (region = 'me-south-1') => priceOf('EBS', 'gp3 storage', region);

describe('EC2 instance', () => {
  it('prices instance hours and each gp3 volume of its block device mappings', () => {
    const estimate = estimateFor({
      Web: {
        Type: 'AWS::EC2::Instance',
        Properties: {
          InstanceType: 't3.micro',
          BlockDeviceMappings: [{ DeviceName: '/dev/xvda', Ebs: { VolumeSize: 20, VolumeType: 'gp3' } }],
        },
      },
    });
    const web = resourceIn(estimate, 'Web');
    expect(web.status).toBe('priced');
    const expected = H * ec2('t3.micro') + 20 * gp3();
    expect(web.monthly.min).toBeCloseTo(expected, 6);
    expect(web.monthly.max).toBeCloseTo(expected, 6);
  });

  it('reads the instance type from a parameter value given at deploy time', () => {
    const resources = { Web: { Type: 'AWS::EC2::Instance', Properties: { InstanceType: { Ref: 'Size' } } } };
    const sections = { Parameters: { Size: { Type: 'String', Default: 't3.micro' } } };
    const estimate = estimateFor(resources, { sections, parameters: { Size: 'm6i.large' } });
    expect(resourceIn(estimate, 'Web').lines[0].monthly.min).toBeCloseTo(H * ec2('m6i.large'), 6);
  });

  it('says the root volume is not priced when the machine image decides its size', () => {
    const web = resourceIn(
      estimateFor({ Web: { Type: 'AWS::EC2::Instance', Properties: { InstanceType: 't3.micro' } } }),
      'Web',
    );
    expect(web.status).toBe('partly priced');
    expect(web.unpriced.join(' ')).toMatch(/root volume/);
  });

  it('lists an instance type the price list lacks as unpriced instead of guessing', () => {
    const web = resourceIn(
      estimateFor({ Web: { Type: 'AWS::EC2::Instance', Properties: { InstanceType: 'x2iedn.32xlarge' } } }),
      'Web',
    );
    expect(web.lines).toHaveLength(0);
    expect(web.unpriced.join(' ')).toMatch(/x2iedn\.32xlarge/);
  });
});

describe('EBS volume', () => {
  it('bills gp3 IOPS above the included 3,000 (us-east-1)', () => {
    const estimate = estimateFor(
      {
        Data: {
          Type: 'AWS::EC2::Volume',
          Properties: { Size: 100, VolumeType: 'gp3', Iops: 4000, Throughput: 125 },
        },
      },
      { region: 'us-east-1' },
    );
    const expected =
      100 * gp3('us-east-1') + 1000 * priceOf('EBS', 'gp3 provisioned IOPS above 3000', 'us-east-1');
    expect(resourceIn(estimate, 'Data').monthly.max).toBeCloseTo(expected, 6);
  });

  it('says which part has no price in a region (gp3 IOPS in me-south-1)', () => {
    const estimate = estimateFor({
      Data: { Type: 'AWS::EC2::Volume', Properties: { Size: 100, VolumeType: 'gp3', Iops: 4000 } },
    });
    const data = resourceIn(estimate, 'Data');
    expect(data.status).toBe('partly priced');
    expect(data.monthly.min).toBeCloseTo(100 * gp3(), 6);
    expect(data.unpriced).toEqual([
      'The price list has no me-south-1 price for EBS gp3 provisioned IOPS above 3000.',
    ]);
  });
});

describe('Auto Scaling group', () => {
  it('prices its launch template instances from the desired size to the maximum', () => {
    const estimate = estimateFor({
      Template: {
        Type: 'AWS::EC2::LaunchTemplate',
        Properties: {
          LaunchTemplateData: {
            InstanceType: 't3.small',
            BlockDeviceMappings: [{ DeviceName: '/dev/xvda', Ebs: { VolumeSize: 8, VolumeType: 'gp3' } }],
          },
        },
      },
      Group: {
        Type: 'AWS::AutoScaling::AutoScalingGroup',
        Properties: {
          LaunchTemplate: { LaunchTemplateId: { Ref: 'Template' }, Version: '1' },
          MinSize: '1',
          DesiredCapacity: '2',
          MaxSize: '6',
        },
      },
    });
    const perInstance = H * ec2('t3.small') + 8 * gp3();
    const group = resourceIn(estimate, 'Group');
    expect(group.monthly.min).toBeCloseTo(2 * perInstance, 6);
    expect(group.monthly.max).toBeCloseTo(6 * perInstance, 6);
    expect(resourceIn(estimate, 'Template').status).toBe('no charge');
  });
});

import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { ec2InstanceDetailedMonitoring } from '#shared/compliance/rules/ec2/ec2-instance-detailed-monitoring';
import { ec2InstanceEbsEncrypted } from '#shared/compliance/rules/ec2/ec2-instance-ebs-encrypted';
import { ec2InstanceImdsv2 } from '#shared/compliance/rules/ec2/ec2-instance-imdsv2';
import { ec2InstanceNoPublicIp } from '#shared/compliance/rules/ec2/ec2-instance-no-public-ip';
import { ec2LaunchTemplateEbsEncrypted } from '#shared/compliance/rules/ec2/ec2-launch-template-ebs-encrypted';
import { ec2LaunchTemplateImdsv2 } from '#shared/compliance/rules/ec2/ec2-launch-template-imdsv2';
import { ec2LaunchTemplateNoPublicIp } from '#shared/compliance/rules/ec2/ec2-launch-template-no-public-ip';
import { ec2SgNoOpenAdminPorts } from '#shared/compliance/rules/ec2/ec2-sg-no-open-admin-ports';
import { ec2SgNoOpenDatabasePorts } from '#shared/compliance/rules/ec2/ec2-sg-no-open-database-ports';
import { ec2SgNoUnrestrictedIngress } from '#shared/compliance/rules/ec2/ec2-sg-no-unrestricted-ingress';
import { ec2SubnetNoAutoPublicIp } from '#shared/compliance/rules/ec2/ec2-subnet-no-auto-public-ip';
import { ec2VolumeEncrypted } from '#shared/compliance/rules/ec2/ec2-volume-encrypted';
import { ec2VpcFlowLogs } from '#shared/compliance/rules/ec2/ec2-vpc-flow-logs';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const sg = (...SecurityGroupIngress: unknown[]) =>
  makeResource('AppSg', 'AWS::EC2::SecurityGroup', { GroupDescription: 'app', SecurityGroupIngress });
const tcp = (from: number, to: number, cidr = '0.0.0.0/0') => ({
  IpProtocol: 'tcp',
  FromPort: from,
  ToPort: to,
  CidrIp: cidr,
});
const instance = (props: Record<string, unknown> = {}) =>
  makeResource('Web', 'AWS::EC2::Instance', { ImageId: 'ami-12345678', ...props });
const launchTemplate = (data: Record<string, unknown>, id = 'Lt') =>
  makeResource(id, 'AWS::EC2::LaunchTemplate', { LaunchTemplateData: data });
const fromTemplate = { LaunchTemplate: { LaunchTemplateId: ref('Lt'), Version: '1' } };
const encryptedRoot = [{ DeviceName: '/dev/xvda', Ebs: { Encrypted: true, VolumeSize: 20 } }];

describe(ec2SgNoOpenAdminPorts.id, () => {
  it('Noncompliance 1: SSH from 0.0.0.0/0', () => {
    const result = evaluate(ec2SgNoOpenAdminPorts, sg(tcp(22, 22)));
    expect(result.status === 'fail' && result.message).toBe(
      "Security group 'AppSg' allows ingress to port 22 (SSH) from 0.0.0.0/0.",
    );
  });

  it('Noncompliance 2: a port range covering RDP from ::/0', () => {
    const rule = { IpProtocol: 'tcp', FromPort: 3000, ToPort: 4000, CidrIpv6: '::/0' };
    expect(evaluate(ec2SgNoOpenAdminPorts, sg(rule)).status).toBe('fail');
  });

  it('Noncompliance 3: all traffic (-1) in a standalone ingress resource', () => {
    const ingress = makeResource('OpenAll', 'AWS::EC2::SecurityGroupIngress', {
      IpProtocol: '-1',
      CidrIp: '0.0.0.0/0',
    });
    expect(evaluate(ec2SgNoOpenAdminPorts, ingress).status).toBe('fail');
  });

  it('Compliance: SSH from a private range, HTTPS from anywhere', () => {
    expect(evaluate(ec2SgNoOpenAdminPorts, sg(tcp(22, 22, '10.0.0.0/8'), tcp(443, 443)))).toEqual({
      status: 'pass',
    });
  });

  it('Unknown: the source CIDR of an SSH rule is a parameter without value', () => {
    const result = evaluate(
      ec2SgNoOpenAdminPorts,
      sg({ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, CidrIp: CONDITION }),
    );
    expect(result.status).toBe('unknown');
  });

  it('Compliance: an unresolved CIDR on a port the rule does not cover', () => {
    const result = evaluate(
      ec2SgNoOpenAdminPorts,
      sg({ IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: CONDITION }),
    );
    expect(result.status).toBe('pass');
  });
});

describe(ec2SgNoOpenDatabasePorts.id, () => {
  it('Noncompliance 1: PostgreSQL from anywhere', () => {
    const result = evaluate(ec2SgNoOpenDatabasePorts, sg(tcp(5432, 5432)));
    expect(result.status === 'fail' && result.message).toContain('port 5432 (PostgreSQL)');
  });

  it('Noncompliance 2: a wide range reaching MySQL and Redis, ports given as strings', () => {
    const rule = { IpProtocol: '6', FromPort: '3000', ToPort: '7000', CidrIp: '0.0.0.0/0' };
    const result = evaluate(ec2SgNoOpenDatabasePorts, sg(rule));
    expect(result.status === 'fail' && result.message).toContain('3306 (MySQL)');
    expect(result.status === 'fail' && result.message).toContain('6379 (Redis)');
  });

  it('Compliance: the database port only from the application security group', () => {
    const rule = { IpProtocol: 'tcp', FromPort: 5432, ToPort: 5432, SourceSecurityGroupId: ref('AppSg') };
    expect(evaluate(ec2SgNoOpenDatabasePorts, sg(rule)).status).toBe('pass');
  });

  it('Unknown: the ingress list is set by a condition', () => {
    const group = makeResource('AppSg', 'AWS::EC2::SecurityGroup', { SecurityGroupIngress: CONDITION });
    expect(evaluate(ec2SgNoOpenDatabasePorts, group).status).toBe('unknown');
  });
});

describe(ec2SgNoUnrestrictedIngress.id, () => {
  it('Noncompliance 1: all protocols from anywhere', () => {
    const result = evaluate(ec2SgNoUnrestrictedIngress, sg({ IpProtocol: -1, CidrIp: '0.0.0.0/0' }));
    expect(result.status === 'fail' && result.message).toContain('all protocols and ports from 0.0.0.0/0');
  });

  it('Noncompliance 2: an application port from anywhere', () => {
    const result = evaluate(ec2SgNoUnrestrictedIngress, sg(tcp(8080, 8080)));
    expect(result.status === 'fail' && result.message).toContain('TCP port 8080');
  });

  it('Noncompliance 3: a range spanning 80 to 443', () => {
    expect(evaluate(ec2SgNoUnrestrictedIngress, sg(tcp(80, 443))).status).toBe('fail');
  });

  it('Compliance: only 80 and 443 from anywhere', () => {
    expect(
      evaluate(ec2SgNoUnrestrictedIngress, sg(tcp(80, 80), tcp(443, 443, '::/0'), tcp(22, 22, '10.0.0.0/16')))
        .status,
    ).toBe('pass');
  });

  it('Unknown: FromPort is unresolved on a rule open to the internet', () => {
    const rule = { IpProtocol: 'tcp', FromPort: CONDITION, ToPort: 443, CidrIp: '0.0.0.0/0' };
    expect(evaluate(ec2SgNoUnrestrictedIngress, sg(rule)).status).toBe('unknown');
  });
});

describe(ec2VolumeEncrypted.id, () => {
  const volume = (props: Record<string, unknown>) =>
    makeResource('Data', 'AWS::EC2::Volume', { AvailabilityZone: 'me-south-1a', Size: 10, ...props });

  it('Noncompliance 1: Encrypted absent', () => {
    expect(evaluate(ec2VolumeEncrypted, volume({})).status).toBe('fail');
  });

  it('Compliance: Encrypted "true" as a string', () => {
    expect(evaluate(ec2VolumeEncrypted, volume({ Encrypted: 'true' })).status).toBe('pass');
  });

  it('Unknown: Encrypted set by a condition', () => {
    expect(evaluate(ec2VolumeEncrypted, volume({ Encrypted: CONDITION }))).toEqual({
      status: 'unknown',
      reason: 'Encrypted is set by a condition that cannot be resolved',
    });
  });

  it('Fix: withheld, because EBS cannot encrypt a volume in place (a new, empty volume)', () => {
    const run = fixAndRescan(
      ec2VolumeEncrypted,
      {
        Data: {
          Type: 'AWS::EC2::Volume',
          Properties: { AvailabilityZone: 'me-south-1a', Size: 10, Encrypted: false },
        },
      },
      'Data',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions.join()).toMatch(/replace EBS volume 'Data' with a new, empty one.*snapshot/);
  });
});

describe(ec2InstanceEbsEncrypted.id, () => {
  it('Noncompliance 1: a data volume mapping without Encrypted', () => {
    const mappings = [...encryptedRoot, { DeviceName: '/dev/sdf', Ebs: { VolumeSize: 100 } }];
    const result = evaluate(ec2InstanceEbsEncrypted, instance({ BlockDeviceMappings: mappings }));
    expect(result.status === 'fail' && result.message).toContain(
      "/dev/sdf. Not set: the account's EBS default applies",
    );
  });

  it('Noncompliance 2: no mappings at all', () => {
    const result = evaluate(ec2InstanceEbsEncrypted, instance());
    expect(result.status === 'fail' && result.message).toContain(
      "Not set: the account's EBS default applies",
    );
  });

  it('Compliance: own mappings encrypted', () => {
    expect(evaluate(ec2InstanceEbsEncrypted, instance({ BlockDeviceMappings: encryptedRoot })).status).toBe(
      'pass',
    );
  });

  it('Compliance: mappings from its launch template', () => {
    const lt = launchTemplate({ BlockDeviceMappings: encryptedRoot });
    expect(evaluate(ec2InstanceEbsEncrypted, instance(fromTemplate), [lt]).status).toBe('pass');
  });

  it('Unknown: the launch template is outside this template', () => {
    const external = { LaunchTemplate: { LaunchTemplateId: 'lt-0123', Version: '1' } };
    expect(evaluate(ec2InstanceEbsEncrypted, instance(external)).status).toBe('unknown');
  });
});

describe(ec2LaunchTemplateEbsEncrypted.id, () => {
  it('Noncompliance 1: root mapping not encrypted', () => {
    const lt = launchTemplate({
      BlockDeviceMappings: [{ DeviceName: '/dev/xvda', Ebs: { VolumeSize: 20 } }],
    });
    expect(evaluate(ec2LaunchTemplateEbsEncrypted, lt).status).toBe('fail');
  });

  it('Noncompliance 2: no mappings declared', () => {
    expect(evaluate(ec2LaunchTemplateEbsEncrypted, launchTemplate({ InstanceType: 't3.micro' })).status).toBe(
      'fail',
    );
  });

  it('Compliance', () => {
    expect(
      evaluate(ec2LaunchTemplateEbsEncrypted, launchTemplate({ BlockDeviceMappings: encryptedRoot })).status,
    ).toBe('pass');
  });

  it('Unknown: Encrypted set by a condition', () => {
    const lt = launchTemplate({
      BlockDeviceMappings: [{ DeviceName: '/dev/xvda', Ebs: { Encrypted: CONDITION } }],
    });
    expect(evaluate(ec2LaunchTemplateEbsEncrypted, lt).status).toBe('unknown');
  });

  it('Fix: encrypts each existing mapping', () => {
    const data = {
      BlockDeviceMappings: [
        { DeviceName: '/dev/xvda', Ebs: { VolumeSize: 20 } },
        { DeviceName: '/dev/sdf', Ebs: { VolumeSize: 50, Encrypted: false } },
      ],
    };
    const run = fixAndRescan(
      ec2LaunchTemplateEbsEncrypted,
      { Lt: { Type: 'AWS::EC2::LaunchTemplate', Properties: { LaunchTemplateData: data } } },
      'Lt',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(ec2LaunchTemplateImdsv2.id, () => {
  it('Noncompliance 1: HttpTokens optional', () => {
    expect(
      evaluate(ec2LaunchTemplateImdsv2, launchTemplate({ MetadataOptions: { HttpTokens: 'optional' } }))
        .status,
    ).toBe('fail');
  });

  it('Noncompliance 2: no MetadataOptions', () => {
    expect(evaluate(ec2LaunchTemplateImdsv2, launchTemplate({})).status).toBe('fail');
  });

  it('Compliance', () => {
    const lt = launchTemplate({ MetadataOptions: { HttpTokens: 'required', HttpPutResponseHopLimit: 2 } });
    expect(evaluate(ec2LaunchTemplateImdsv2, lt).status).toBe('pass');
  });

  it('Unknown: HttpTokens set by a condition', () => {
    expect(
      evaluate(ec2LaunchTemplateImdsv2, launchTemplate({ MetadataOptions: { HttpTokens: CONDITION } }))
        .status,
    ).toBe('unknown');
  });

  it('Fix: requires tokens and keeps the other options', () => {
    const data = { MetadataOptions: { HttpPutResponseHopLimit: 2 } };
    const run = fixAndRescan(
      ec2LaunchTemplateImdsv2,
      { Lt: { Type: 'AWS::EC2::LaunchTemplate', Properties: { LaunchTemplateData: data } } },
      'Lt',
    );
    expect(run.after.status).toBe('pass');
    expect(run.template.Resources.Lt.Properties?.LaunchTemplateData).toEqual({
      MetadataOptions: { HttpPutResponseHopLimit: 2, HttpTokens: 'required' },
    });
  });

  const launchConfiguration = (props: Record<string, unknown>) =>
    makeResource('Lc', 'AWS::AutoScaling::LaunchConfiguration', {
      ImageId: 'ami-12345678',
      InstanceType: 't3.micro',
      ...props,
    });

  it('Noncompliance 3: a launch configuration without MetadataOptions', () => {
    const result = evaluate(ec2LaunchTemplateImdsv2, launchConfiguration({}));
    expect(result.status).toBe('fail');
    expect(result.status === 'fail' && result.message).toContain("Launch configuration 'Lc'");
  });

  it('Compliance: a launch configuration requiring tokens at its own MetadataOptions', () => {
    const lc = launchConfiguration({ MetadataOptions: { HttpTokens: 'required' } });
    expect(evaluate(ec2LaunchTemplateImdsv2, lc).status).toBe('pass');
    const nested = launchConfiguration({
      LaunchTemplateData: { MetadataOptions: { HttpTokens: 'required' } },
    });
    expect(evaluate(ec2LaunchTemplateImdsv2, nested).status).toBe('fail');
  });

  it('Fix: a launch configuration gets MetadataOptions.HttpTokens at the top level', () => {
    const run = fixAndRescan(
      ec2LaunchTemplateImdsv2,
      {
        Lc: {
          Type: 'AWS::AutoScaling::LaunchConfiguration',
          Properties: { ImageId: 'ami-12345678', InstanceType: 't3.micro' },
        },
      },
      'Lc',
    );
    expect(run.before.status).toBe('fail');
    expect(run.after.status).toBe('pass');
    expect(run.template.Resources.Lc.Properties?.MetadataOptions).toEqual({ HttpTokens: 'required' });
  });
});

describe(ec2InstanceImdsv2.id, () => {
  it('Noncompliance 1: nothing requires IMDSv2', () => {
    expect(evaluate(ec2InstanceImdsv2, instance()).status).toBe('fail');
  });

  it('Noncompliance 2: its launch template leaves tokens optional', () => {
    const lt = launchTemplate({ MetadataOptions: { HttpTokens: 'optional' } });
    expect(evaluate(ec2InstanceImdsv2, instance(fromTemplate), [lt]).status).toBe('fail');
  });

  it('Compliance: own MetadataOptions', () => {
    expect(
      evaluate(ec2InstanceImdsv2, instance({ MetadataOptions: { HttpTokens: 'required' } })).status,
    ).toBe('pass');
  });

  it('Compliance: through its launch template', () => {
    const lt = launchTemplate({ MetadataOptions: { HttpTokens: 'required' } });
    expect(evaluate(ec2InstanceImdsv2, instance(fromTemplate), [lt]).status).toBe('pass');
  });

  it('Unknown: HttpTokens set by a condition', () => {
    expect(evaluate(ec2InstanceImdsv2, instance({ MetadataOptions: { HttpTokens: CONDITION } })).status).toBe(
      'unknown',
    );
  });
});

describe(ec2InstanceNoPublicIp.id, () => {
  const nic = (AssociatePublicIpAddress: unknown, SubnetId: unknown = ref('Private')) => ({
    DeviceIndex: '0',
    AssociatePublicIpAddress,
    SubnetId,
  });

  it('Noncompliance 1: an interface asks for a public address', () => {
    expect(evaluate(ec2InstanceNoPublicIp, instance({ NetworkInterfaces: [nic(true)] })).status).toBe('fail');
  });

  it('Noncompliance 2: an Elastic IP is bound to it', () => {
    const eip = makeResource('WebIp', 'AWS::EC2::EIP', { InstanceId: ref('Web') });
    const result = evaluate(ec2InstanceNoPublicIp, instance(), [eip]);
    expect(result.status === 'fail' && result.message).toContain("Elastic IP 'WebIp'");
  });

  it('Noncompliance 3: placed in a subnet that maps public addresses', () => {
    const subnet = makeResource('Public', 'AWS::EC2::Subnet', { MapPublicIpOnLaunch: true });
    expect(evaluate(ec2InstanceNoPublicIp, instance({ SubnetId: ref('Public') }), [subnet]).status).toBe(
      'fail',
    );
  });

  it('Compliance: declines a public address even in a public subnet', () => {
    const subnet = makeResource('Public', 'AWS::EC2::Subnet', { MapPublicIpOnLaunch: true });
    expect(
      evaluate(ec2InstanceNoPublicIp, instance({ NetworkInterfaces: [nic(false, ref('Public'))] }), [subnet])
        .status,
    ).toBe('pass');
  });

  it('Unknown: AssociatePublicIpAddress set by a condition', () => {
    expect(evaluate(ec2InstanceNoPublicIp, instance({ NetworkInterfaces: [nic(CONDITION)] })).status).toBe(
      'unknown',
    );
  });
});

describe(ec2LaunchTemplateNoPublicIp.id, () => {
  it('Noncompliance 1: AssociatePublicIpAddress true', () => {
    const lt = launchTemplate({ NetworkInterfaces: [{ DeviceIndex: 0, AssociatePublicIpAddress: 'true' }] });
    expect(evaluate(ec2LaunchTemplateNoPublicIp, lt).status).toBe('fail');
  });

  it('Compliance', () => {
    const lt = launchTemplate({ NetworkInterfaces: [{ DeviceIndex: 0, AssociatePublicIpAddress: false }] });
    expect(evaluate(ec2LaunchTemplateNoPublicIp, lt).status).toBe('pass');
  });

  it('Unknown: the interface list is set by a condition', () => {
    expect(
      evaluate(ec2LaunchTemplateNoPublicIp, launchTemplate({ NetworkInterfaces: CONDITION })).status,
    ).toBe('unknown');
  });
});

describe(ec2SubnetNoAutoPublicIp.id, () => {
  const subnet = (props: Record<string, unknown>) =>
    makeResource('DbSubnetA', 'AWS::EC2::Subnet', { VpcId: ref('Vpc'), CidrBlock: '10.0.1.0/24', ...props });
  const dbGroup = makeResource('DbSubnets', 'AWS::RDS::DBSubnetGroup', {
    DBSubnetGroupDescription: 'db',
    SubnetIds: [ref('DbSubnetA'), ref('DbSubnetB')],
  });

  it('Noncompliance 1: used by an RDS subnet group and maps public addresses', () => {
    const result = evaluate(ec2SubnetNoAutoPublicIp, subnet({ MapPublicIpOnLaunch: true }), [dbGroup]);
    expect(result.status === 'fail' && result.message).toContain("RDS DB subnet group 'DbSubnets'");
  });

  it('Noncompliance 2: tagged Tier=data', () => {
    const props = { MapPublicIpOnLaunch: 'true', Tags: [{ Key: 'Tier', Value: 'Data' }] };
    expect(evaluate(ec2SubnetNoAutoPublicIp, subnet(props)).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(ec2SubnetNoAutoPublicIp, subnet({ MapPublicIpOnLaunch: false }), [dbGroup]).status).toBe(
      'pass',
    );
  });

  it('Not applicable: a public web subnet', () => {
    expect(evaluate(ec2SubnetNoAutoPublicIp, subnet({ MapPublicIpOnLaunch: true })).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: MapPublicIpOnLaunch set by a condition', () => {
    expect(
      evaluate(ec2SubnetNoAutoPublicIp, subnet({ MapPublicIpOnLaunch: CONDITION }), [dbGroup]).status,
    ).toBe('unknown');
  });

  it('Fix: turns MapPublicIpOnLaunch off', () => {
    const resources = {
      Vpc: { Type: 'AWS::EC2::VPC', Properties: { CidrBlock: '10.0.0.0/16' } },
      DbSubnetA: {
        Type: 'AWS::EC2::Subnet',
        Properties: { VpcId: { Ref: 'Vpc' }, CidrBlock: '10.0.1.0/24', MapPublicIpOnLaunch: true },
      },
      DbSubnets: {
        Type: 'AWS::RDS::DBSubnetGroup',
        Properties: { DBSubnetGroupDescription: 'db', SubnetIds: [{ Ref: 'DbSubnetA' }] },
      },
    };
    const run = fixAndRescan(ec2SubnetNoAutoPublicIp, resources, 'DbSubnetA');
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(ec2VpcFlowLogs.id, () => {
  const vpc = makeResource('Vpc', 'AWS::EC2::VPC', { CidrBlock: '10.0.0.0/16' });

  it('Noncompliance 1: no flow log', () => {
    expect(evaluate(ec2VpcFlowLogs, vpc).status).toBe('fail');
  });

  it('Noncompliance 2: the only flow log watches another VPC', () => {
    const log = makeResource('Log', 'AWS::EC2::FlowLog', {
      ResourceId: ref('OtherVpc'),
      ResourceType: 'VPC',
    });
    expect(evaluate(ec2VpcFlowLogs, vpc, [log]).status).toBe('fail');
  });

  it('Compliance', () => {
    const log = makeResource('Log', 'AWS::EC2::FlowLog', { ResourceId: ref('Vpc'), ResourceType: 'VPC' });
    expect(evaluate(ec2VpcFlowLogs, vpc, [log]).status).toBe('pass');
  });

  it('Unknown: a flow log whose ResourceId cannot be resolved', () => {
    const log = makeResource('Log', 'AWS::EC2::FlowLog', { ResourceId: CONDITION, ResourceType: 'VPC' });
    expect(evaluate(ec2VpcFlowLogs, vpc, [log]).status).toBe('unknown');
  });

  it('Fix: adds a flow log, its log group and its role', () => {
    const run = fixAndRescan(
      ec2VpcFlowLogs,
      { Vpc: { Type: 'AWS::EC2::VPC', Properties: { CidrBlock: '10.0.0.0/16' } } },
      'Vpc',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
    expect(run.template.Resources.VpcFlowLogGroup.Properties?.RetentionInDays).toBe(365);
  });
});

describe(ec2InstanceDetailedMonitoring.id, () => {
  it('Noncompliance 1: Monitoring absent', () => {
    expect(evaluate(ec2InstanceDetailedMonitoring, instance()).status).toBe('fail');
  });

  it('Compliance: set on the launch template', () => {
    const lt = launchTemplate({ Monitoring: { Enabled: true } });
    expect(evaluate(ec2InstanceDetailedMonitoring, instance(fromTemplate), [lt]).status).toBe('pass');
  });

  it('Unknown: Monitoring set by a condition', () => {
    expect(evaluate(ec2InstanceDetailedMonitoring, instance({ Monitoring: CONDITION })).status).toBe(
      'unknown',
    );
  });

  it('Fix: turns detailed monitoring on', () => {
    const run = fixAndRescan(
      ec2InstanceDetailedMonitoring,
      { Web: { Type: 'AWS::EC2::Instance', Properties: { ImageId: 'ami-12345678' } } },
      'Web',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

import { base64, getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addLoadBalancer } from '../load-balancer';
import { privateSubnets, publicSubnets, VPC_CIDR, vpcId } from '../network-refs';
import { ec2InstanceRole } from '../parts';
import { onlyPrivateSources } from '../private-ranges';
import { addScheduledScaling } from './scheduled-scaling';

const IMAGE = {
  arm64: '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-arm64',
  x86_64: '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64',
};

// A static page served by the Python that ships with the image, until the user deploys their app.
const userData = (port: number) => `#!/bin/bash
set -euo pipefail
mkdir -p /srv/www
echo '<!doctype html><title>Sahab</title><h1>It works</h1>' > /srv/www/index.html
cat > /etc/systemd/system/web.service <<'UNIT'
[Unit]
Description=Web server
After=network-online.target
[Service]
ExecStart=/usr/bin/python3 -m http.server ${port} --directory /srv/www
Restart=always
DynamicUser=yes${port < 1024 ? '\nAmbientCapabilities=CAP_NET_BIND_SERVICE' : ''}
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now web.service
`;

/** Mounts each shared file system at boot (TLS, IAM authorisation, the access point) and on every reboot. */
function mountScript(ctx: SynthesisContext): string {
  if (ctx.fileSystems.length === 0) return '';
  const lines = ctx.fileSystems.flatMap((f) => [
    `mkdir -p ${f.path}`,
    `echo "\${${f.fileSystem}}:/ ${f.path} efs _netdev,noresvport,tls,iam,accesspoint=\${${f.accessPoint}} 0 0" >> /etc/fstab`,
  ]);
  return ['dnf install -y amazon-efs-utils', ...lines, 'mount -a -t efs', ''].join('\n');
}

/**
 * With no load balancer (the brief refuses one) the server is reached at its own address over
 * HTTP: from the ranges the brief allows, else from its network when the design stays off the
 * internet, else from anywhere, in a public subnet with a public address.
 */
function directDoor(ctx: SynthesisContext, b: string, allowedCidrs: string[]) {
  const privateOnly =
    ctx.requirements.stated?.no_public_endpoint === true || onlyPrivateSources(allowedCidrs);
  const sources = allowedCidrs.length > 0 ? allowedCidrs : privateOnly ? [VPC_CIDR] : ['0.0.0.0/0'];
  const group = ctx.add(b, `${b}DirectSecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: `${b}: HTTP straight to the server (the brief wants no load balancer)`,
      VpcId: vpcId(),
      SecurityGroupIngress: sources.map((CidrIp) => ({
        IpProtocol: 'tcp',
        FromPort: DIRECT_PORT,
        ToPort: DIRECT_PORT,
        CidrIp,
        Description: 'HTTP',
      })),
    },
  });
  ctx.clientGroups.push(group);
  return { group, public: !privateOnly };
}

const DIRECT_PORT = 80;
const TARGET_PORT = 8080;

/**
 * Web servers: an Auto Scaling group of private instances (IMDSv2, encrypted disks, SSM, no SSH)
 * behind a load balancer; without one (the brief refuses it), one instance the group keeps alive,
 * reached directly.
 */
export function webServers(ctx: SynthesisContext, block: BlockOfKind<'web-servers'>): void {
  const b = block.name;
  const o = block.options;
  const lb =
    o.load_balancer === false
      ? undefined
      : addLoadBalancer(ctx, b, { port: TARGET_PORT, type: 'instance', allowedCidrs: o.allowed_cidrs });
  // the servers' group and whether they sit in a public subnet with a public address
  const door = lb ? { group: lb.securityGroup, public: false } : directDoor(ctx, b, o.allowed_cidrs);
  const port = lb ? TARGET_PORT : DIRECT_PORT;
  // instances behind nothing cannot share traffic: one, replaced when it fails
  const size = lb
    ? { min: o.min_instances, max: Math.max(o.max_instances, o.min_instances) }
    : { min: 1, max: 1 };
  const image = ctx.parameter(`${b}ImageId`, {
    Type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>',
    Default: IMAGE[o.architecture],
    Description: `Amazon Linux 2023 image of ${b} (${o.architecture})`,
  });
  ctx.computeRoles.push(`${b}InstanceRole`);
  const mounts = mountScript(ctx);
  ctx.add(
    b,
    `${b}InstanceRole`,
    ec2InstanceRole(
      ctx.dataAccess.length > 0
        ? {
            Policies: [
              {
                PolicyName: 'application-data',
                PolicyDocument: {
                  Version: '2012-10-17',
                  Statement: ctx.dataAccess.map((a) => ({
                    Effect: 'Allow',
                    Action: a.actions,
                    Resource: a.resources,
                  })),
                },
              },
            ],
          }
        : {},
    ),
  );
  ctx.add(b, `${b}InstanceProfile`, {
    Type: 'AWS::IAM::InstanceProfile',
    Properties: { Roles: [ref(`${b}InstanceRole`)] },
  });
  const template = ctx.add(b, `${b}LaunchTemplate`, {
    Type: 'AWS::EC2::LaunchTemplate',
    Properties: {
      LaunchTemplateData: {
        ImageId: ref(image),
        InstanceType: o.instance_type,
        IamInstanceProfile: { Arn: getAtt(`${b}InstanceProfile`, 'Arn') },
        Monitoring: { Enabled: true },
        MetadataOptions: { HttpTokens: 'required', HttpPutResponseHopLimit: 1, HttpEndpoint: 'enabled' },
        BlockDeviceMappings: [
          {
            DeviceName: '/dev/xvda',
            Ebs: { VolumeSize: 20, VolumeType: 'gp3', Encrypted: true, DeleteOnTermination: true },
          },
        ],
        NetworkInterfaces: [
          {
            DeviceIndex: 0,
            AssociatePublicIpAddress: door.public,
            Groups: [ref(door.group)],
          },
        ],
        TagSpecifications: [
          {
            ResourceType: 'instance',
            Tags: [{ Key: 'Name', Value: sub(`\${AWS::StackName}-${b.toLowerCase()}`) }],
          },
        ],
        UserData: base64(mounts ? sub(userData(port) + mounts) : userData(port)),
      },
    },
  });
  ctx.add(b, `${b}AutoScalingGroup`, {
    Type: 'AWS::AutoScaling::AutoScalingGroup',
    ...(mounts ? { DependsOn: ctx.fileSystems.flatMap((f) => f.mountTargets) } : {}),
    Properties: {
      VPCZoneIdentifier: door.public ? publicSubnets(ctx) : privateSubnets(ctx),
      MinSize: String(size.min),
      MaxSize: String(size.max),
      DesiredCapacity: String(size.min),
      HealthCheckType: lb ? 'ELB' : 'EC2',
      HealthCheckGracePeriod: 120,
      ...(lb ? { TargetGroupARNs: [ref(lb.targetGroup)] } : {}),
      LaunchTemplate: { LaunchTemplateId: ref(template), Version: getAtt(template, 'LatestVersionNumber') },
    },
  });
  addScheduledScaling(ctx, b, `${b}AutoScalingGroup`, size.max);
  if (!lb) return;
  ctx.add(b, `${b}CpuScaling`, {
    Type: 'AWS::AutoScaling::ScalingPolicy',
    Properties: {
      AutoScalingGroupName: ref(`${b}AutoScalingGroup`),
      PolicyType: 'TargetTrackingScaling',
      TargetTrackingConfiguration: {
        PredefinedMetricSpecification: { PredefinedMetricType: 'ASGAverageCPUUtilization' },
        TargetValue: 60,
      },
    },
  });
}

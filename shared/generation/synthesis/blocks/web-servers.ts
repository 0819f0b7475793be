import { base64, getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addLoadBalancer } from '../load-balancer';
import { privateSubnets } from '../network-refs';
import { ec2InstanceRole } from '../parts';

const IMAGE = {
  arm64: '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-arm64',
  x86_64: '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64',
};

// A static page served by the Python that ships with the image, until the user deploys their app.
const USER_DATA = `#!/bin/bash
set -euo pipefail
mkdir -p /srv/www
echo '<!doctype html><title>Sahab</title><h1>It works</h1>' > /srv/www/index.html
cat > /etc/systemd/system/web.service <<'UNIT'
[Unit]
Description=Web server
After=network-online.target
[Service]
ExecStart=/usr/bin/python3 -m http.server 8080 --directory /srv/www
Restart=always
DynamicUser=yes
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

/** Web servers: an Auto Scaling group of private instances (IMDSv2, encrypted disks, SSM, no SSH) behind a load balancer. */
export function webServers(ctx: SynthesisContext, block: BlockOfKind<'web-servers'>): void {
  const b = block.name;
  const o = block.options;
  const lb = addLoadBalancer(ctx, b, { port: 8080, type: 'instance', allowedCidrs: o.allowed_cidrs });
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
          { DeviceIndex: 0, AssociatePublicIpAddress: false, Groups: [ref(lb.securityGroup)] },
        ],
        TagSpecifications: [
          {
            ResourceType: 'instance',
            Tags: [{ Key: 'Name', Value: sub(`\${AWS::StackName}-${b.toLowerCase()}`) }],
          },
        ],
        UserData: base64(mounts ? sub(USER_DATA + mounts) : USER_DATA),
      },
    },
  });
  ctx.add(b, `${b}AutoScalingGroup`, {
    Type: 'AWS::AutoScaling::AutoScalingGroup',
    ...(mounts ? { DependsOn: ctx.fileSystems.flatMap((f) => f.mountTargets) } : {}),
    Properties: {
      VPCZoneIdentifier: privateSubnets(ctx),
      MinSize: String(o.min_instances),
      MaxSize: String(Math.max(o.max_instances, o.min_instances)),
      DesiredCapacity: String(o.min_instances),
      HealthCheckType: 'ELB',
      HealthCheckGracePeriod: 120,
      TargetGroupARNs: [ref(lb.targetGroup)],
      LaunchTemplate: { LaunchTemplateId: ref(template), Version: getAtt(template, 'LatestVersionNumber') },
    },
  });
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

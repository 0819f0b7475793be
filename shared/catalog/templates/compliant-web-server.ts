import { ELB_LOG_ACCOUNT_MAPPING } from '../../cfn/elb-log-accounts';
import type { CatalogEntry } from '../types';
import { LOAD_BALANCER_LOG_BUCKET, logKey, webAclWithLogs } from './parts';

export const compliantWebServer: CatalogEntry = {
  slug: 'compliant-web-server',
  name: 'Compliant Web Server',
  description:
    'Amazon Linux 2023 web servers in an Auto Scaling group behind an HTTPS-only load balancer with AWS WAF, IMDSv2, encrypted disks and access logs.',
  category: 'Web',
  color: '#0972d3',
  featured: true,
  parameterUi: {
    VpcId: { placeholder: 'vpc-0123456789abcdef0' },
    SubnetIds: { placeholder: 'subnet-0123456789abcdef0,subnet-0fedcba9876543210' },
    AppSubnetIds: {
      placeholder: 'subnet-0a1b2c3d4e5f60718,subnet-08172635445362718',
      complianceNote:
        'The web servers have no public address (NCA-ECC 2-5-3-1, SAMA 3.3.8): their private subnets reach package repositories and Systems Manager through a NAT gateway or VPC endpoints.',
    },
    CertificateArn: {
      placeholder: 'arn:aws:acm:me-south-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      compliantOnly: true,
      complianceNote:
        'HTTPS with TLS 1.2 or newer is required for external web applications (NCA-ECC 2-15-3-3, SAMA 3.3.9), so the listener needs a certificate.',
    },
    DeletionProtection: {
      complianceNote:
        'Keeps the entry point from being deleted by mistake (SAMA 3.3.8, NCA-ECC 2-9-3-2). Turn it off before deleting the stack.',
    },
    LatestAmiId: {
      placeholder: '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64',
      complianceNote:
        'The public SSM parameter always names the latest patched Amazon Linux 2023 image (NCA-ECC 2-3-3-3).',
    },
    MinInstances: {
      compliantOnly: true,
      complianceNote:
        'At least two instances keep the service up when one Availability Zone fails (NCA-ECC 3-1-3-3).',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Compliant web server: an Auto Scaling group of Amazon Linux 2023 instances (IMDSv2, encrypted
  volumes, no public addresses, in private subnets with a way out) behind an HTTPS-only Application
  Load Balancer with AWS WAF and access logs kept for 12 months.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Network }
        Parameters: [VpcId, SubnetIds, AppSubnetIds]
      - Label: { default: Load balancer }
        Parameters: [CertificateArn, DeletionProtection]
      - Label: { default: Instances }
        Parameters: [InstanceType, LatestAmiId, MinInstances, MaxInstances]
    ParameterLabels:
      VpcId: { default: VPC }
      SubnetIds: { default: Load balancer subnets (public, two or more Availability Zones) }
      AppSubnetIds: { default: Web server subnets (private, two or more Availability Zones) }
      CertificateArn: { default: TLS certificate ARN }
      DeletionProtection: { default: Deletion protection }
      InstanceType: { default: Instance type }
      LatestAmiId: { default: Amazon Linux 2023 image }
      MinInstances: { default: Minimum instances }
      MaxInstances: { default: Maximum instances }

Parameters:
  VpcId:
    Type: AWS::EC2::VPC::Id
    Description: The VPC the load balancer and instances run in.
  SubnetIds:
    Type: List<AWS::EC2::Subnet::Id>
    Description: Subnets in at least two Availability Zones, routed to an internet gateway for the load balancer.
  AppSubnetIds:
    Type: List<AWS::EC2::Subnet::Id>
    Description: >-
      Private subnets in at least two Availability Zones for the web servers, each routed to a NAT
      gateway or served by VPC endpoints (S3 for package repositories, Systems Manager), as the
      compliant VPC's private subnets are: the servers have no public address.
  CertificateArn:
    Type: String
    AllowedPattern: '^arn:aws[a-z-]*:acm:[a-z0-9-]+:\\d{12}:certificate/[a-f0-9-]+$'
    ConstraintDescription: must be the ARN of an ACM certificate in the stack's region, such as arn:aws:acm:me-south-1:123456789012:certificate/0a1b2c3d-...
    Description: ACM certificate for the HTTPS listener, in the stack's region.
  DeletionProtection:
    Type: String
    Default: 'true'
    AllowedValues: ['true', 'false']
    Description: Protects the load balancer from deletion; set to false before deleting the stack.
  InstanceType:
    Type: String
    Default: t3.micro
    AllowedValues: [t3.micro, t3.small, t3.medium, m6i.large]
    Description: EC2 instance type of the web servers.
  LatestAmiId:
    Type: AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>
    Default: /aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64
    Description: Public SSM parameter naming the latest Amazon Linux 2023 image (or an image id).
  MinInstances:
    Type: Number
    Default: 2
    MinValue: 2
    MaxValue: 10
    Description: Instances always running (two or more keep one per Availability Zone).
  MaxInstances:
    Type: Number
    Default: 4
    MinValue: 2
    MaxValue: 20
    Description: Upper limit of the Auto Scaling group.

Mappings:
${ELB_LOG_ACCOUNT_MAPPING}

Resources:
${LOAD_BALANCER_LOG_BUCKET}

  LoadBalancerSecurityGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: HTTPS from the internet to the load balancer (HTTP only to redirect)
      VpcId: !Ref VpcId
      SecurityGroupIngress:
        - { IpProtocol: tcp, FromPort: 443, ToPort: 443, CidrIp: 0.0.0.0/0, Description: HTTPS }
        - { IpProtocol: tcp, FromPort: 80, ToPort: 80, CidrIp: 0.0.0.0/0, Description: HTTP redirected to HTTPS }

  InstanceSecurityGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: Web traffic from the load balancer only
      VpcId: !Ref VpcId
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 80
          ToPort: 80
          SourceSecurityGroupId: !Ref LoadBalancerSecurityGroup
          Description: HTTP from the load balancer

  LoadBalancer:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    DependsOn: AccessLogBucketPolicy
    Properties:
      Type: application
      Scheme: internet-facing
      Subnets: !Ref SubnetIds
      SecurityGroups: [!Ref LoadBalancerSecurityGroup]
      LoadBalancerAttributes:
        - { Key: access_logs.s3.enabled, Value: 'true' }
        - { Key: access_logs.s3.bucket, Value: !Ref AccessLogBucket }
        - { Key: deletion_protection.enabled, Value: !Ref DeletionProtection }
        - { Key: routing.http.drop_invalid_header_fields.enabled, Value: 'true' }

${logKey("Encrypts the web ACL's request log")}

${webAclWithLogs({ scope: 'REGIONAL', metric: 'web-acl', groups: ['aws-common', 'aws-known-bad-inputs', 'aws-ip-reputation'], logKey: 'LogKey' })}

  WebAclAssociation:
    Type: AWS::WAFv2::WebACLAssociation
    Properties:
      ResourceArn: !Ref LoadBalancer
      WebACLArn: !GetAtt WebAcl.Arn

  TargetGroup:
    Type: AWS::ElasticLoadBalancingV2::TargetGroup
    Properties:
      VpcId: !Ref VpcId
      Protocol: HTTP
      Port: 80
      TargetType: instance
      HealthCheckPath: /
      HealthCheckIntervalSeconds: 15
      HealthyThresholdCount: 2

  HttpsListener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref LoadBalancer
      Protocol: HTTPS
      Port: 443
      SslPolicy: ELBSecurityPolicy-TLS13-1-2-2021-06
      Certificates:
        - CertificateArn: !Ref CertificateArn
      DefaultActions:
        - Type: forward
          TargetGroupArn: !Ref TargetGroup

  HttpRedirectListener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref LoadBalancer
      Protocol: HTTP
      Port: 80
      DefaultActions:
        - Type: redirect
          RedirectConfig: { Protocol: HTTPS, Port: '443', StatusCode: HTTP_301 }

  # Session Manager replaces SSH: no key pair and no open administration port.
  InstanceRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: ec2.amazonaws.com }
            Action: sts:AssumeRole
      ManagedPolicyArns:
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/AmazonSSMManagedInstanceCore'

  InstanceProfile:
    Type: AWS::IAM::InstanceProfile
    Properties:
      Roles: [!Ref InstanceRole]

  LaunchTemplate:
    Type: AWS::EC2::LaunchTemplate
    Properties:
      LaunchTemplateData:
        ImageId: !Ref LatestAmiId
        InstanceType: !Ref InstanceType
        IamInstanceProfile: { Arn: !GetAtt InstanceProfile.Arn }
        Monitoring: { Enabled: true }
        MetadataOptions:
          HttpTokens: required
          HttpPutResponseHopLimit: 1
          HttpEndpoint: enabled
        BlockDeviceMappings:
          - DeviceName: /dev/xvda
            Ebs: { VolumeSize: 8, VolumeType: gp3, Encrypted: true, DeleteOnTermination: true }
        NetworkInterfaces:
          - DeviceIndex: 0
            AssociatePublicIpAddress: false
            Groups: [!Ref InstanceSecurityGroup]
        TagSpecifications:
          - ResourceType: instance
            Tags:
              - { Key: Name, Value: !Sub '\${AWS::StackName}-web' }
        # A static page served by the Python that ships with the image: no internet access needed.
        UserData:
          Fn::Base64: |
            #!/bin/bash
            set -euo pipefail
            mkdir -p /srv/www
            echo '<!doctype html><title>Sahab</title><h1>Compliant web server</h1>' > /srv/www/index.html
            cat > /etc/systemd/system/web.service <<'UNIT'
            [Unit]
            Description=Static web server
            After=network-online.target
            [Service]
            ExecStart=/usr/bin/python3 -m http.server 80 --directory /srv/www
            Restart=always
            DynamicUser=yes
            AmbientCapabilities=CAP_NET_BIND_SERVICE
            [Install]
            WantedBy=multi-user.target
            UNIT
            systemctl daemon-reload
            systemctl enable --now web.service

  AutoScalingGroup:
    Type: AWS::AutoScaling::AutoScalingGroup
    Properties:
      # private subnets with a way out: in the load balancer's public subnets without a public
      # address, the servers could reach nothing (package installs, Systems Manager)
      VPCZoneIdentifier: !Ref AppSubnetIds
      MinSize: !Ref MinInstances
      MaxSize: !Ref MaxInstances
      DesiredCapacity: !Ref MinInstances
      HealthCheckType: ELB
      HealthCheckGracePeriod: 120
      TargetGroupARNs: [!Ref TargetGroup]
      LaunchTemplate:
        LaunchTemplateId: !Ref LaunchTemplate
        Version: !GetAtt LaunchTemplate.LatestVersionNumber

Outputs:
  LoadBalancerDnsName:
    Description: Point your domain's record at this name.
    Value: !GetAtt LoadBalancer.DNSName
  AccessLogBucketName:
    Value: !Ref AccessLogBucket
`,
};

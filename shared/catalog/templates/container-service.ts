import { ELB_LOG_ACCOUNT_MAPPING } from '../../cfn/elb-log-accounts';
import type { CatalogEntry } from '../types';
import { LOAD_BALANCER_LOG_BUCKET, logKey, webAclWithLogs } from './parts';

export const containerService: CatalogEntry = {
  slug: 'container-service',
  name: 'Container Service',
  description:
    'Containers on Amazon ECS Fargate behind an HTTPS-only load balancer with AWS WAF, running non-root on read-only file systems with encrypted logs.',
  category: 'Containers',
  color: '#6f42c1',
  featured: true,
  parameterUi: {
    VpcId: { placeholder: 'vpc-0123456789abcdef0' },
    SubnetIds: { placeholder: 'subnet-0123456789abcdef0,subnet-0fedcba9876543210' },
    AssignPublicIp: {
      complianceNote:
        'Workloads belong in private subnets (NCA-ECC 2-5-3-1); enable public addresses only for tasks in public subnets with no NAT gateway.',
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
    ContainerImage: { placeholder: '123456789012.dkr.ecr.me-south-1.amazonaws.com/app:1.0.0' },
    ContainerUser: {
      placeholder: '1000',
      compliantOnly: true,
      complianceNote:
        'Containers run as a non-root user (NCA-ECC 2-2-3-3, SAMA 3.3.5); user id 0 is refused.',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Container service: an Amazon ECS cluster on AWS Fargate running a non-root container with a
  read-only root file system behind an HTTPS-only Application Load Balancer with AWS WAF, access
  logs and encrypted container logs kept for 12 months.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Network }
        Parameters: [VpcId, SubnetIds, AssignPublicIp]
      - Label: { default: Load balancer }
        Parameters: [CertificateArn, DeletionProtection]
      - Label: { default: Container }
        Parameters: [ContainerImage, ContainerPort, ContainerUser, TaskSize, DesiredCount]
    ParameterLabels:
      VpcId: { default: VPC }
      SubnetIds: { default: Subnets (two or more Availability Zones) }
      AssignPublicIp: { default: Public IP for tasks }
      CertificateArn: { default: TLS certificate ARN }
      DeletionProtection: { default: Deletion protection }
      ContainerImage: { default: Container image }
      ContainerPort: { default: Container port }
      ContainerUser: { default: Container user (non-root) }
      TaskSize: { default: Task size }
      DesiredCount: { default: Running tasks }

Parameters:
  VpcId:
    Type: AWS::EC2::VPC::Id
    Description: The VPC the load balancer and tasks run in.
  SubnetIds:
    Type: List<AWS::EC2::Subnet::Id>
    Description: Subnets in at least two Availability Zones, routed to an internet gateway for the load balancer.
  AssignPublicIp:
    Type: String
    Default: DISABLED
    AllowedValues: [DISABLED, ENABLED]
    Description: >-
      Keep DISABLED when the subnets reach the image registry through a NAT gateway or VPC
      endpoints; ENABLED lets tasks in public subnets pull public images.
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
  ContainerImage:
    Type: String
    Default: public.ecr.aws/nginx/nginx-unprivileged:alpine
    Description: Image to run; it must work as a non-root user with a read-only root file system.
  ContainerPort:
    Type: Number
    Default: 8080
    MinValue: 1024
    MaxValue: 65535
    Description: Port the container listens on (unprivileged ports only).
  ContainerUser:
    Type: String
    Default: '101'
    AllowedPattern: '^[1-9][0-9]*(:[0-9]+)?$'
    ConstraintDescription: must be a whole number, optionally followed by a colon and another number
    Description: Numeric user id (and optional group id) the container runs as; root (0) is refused.
  TaskSize:
    Type: String
    Default: small
    AllowedValues: [small, medium]
    Description: 'Fargate size per task: small is 0.25 vCPU with 1 GB, medium 0.5 vCPU with 2 GB.'
  DesiredCount:
    Type: Number
    Default: 2
    MinValue: 1
    MaxValue: 10
    Description: Tasks kept running, spread over the Availability Zones.

Mappings:
  # Fargate CPU units and MiB per task size. Every CPU value here is valid with every memory
  # value here, which is what lets the template validator prove the task definition.
  TaskSizes:
    small: { Cpu: '256', Memory: '1024' }
    medium: { Cpu: '512', Memory: '2048' }
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

  TaskSecurityGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: Container traffic from the load balancer only
      VpcId: !Ref VpcId
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: !Ref ContainerPort
          ToPort: !Ref ContainerPort
          SourceSecurityGroupId: !Ref LoadBalancerSecurityGroup
          Description: Container port from the load balancer

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
      Port: !Ref ContainerPort
      TargetType: ip
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

${logKey("Encrypts the service's container logs and its web ACL's request log")}

  ContainerLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      RetentionInDays: 365
      KmsKeyId: !GetAtt LogKey.Arn

  Cluster:
    Type: AWS::ECS::Cluster
    Properties:
      ClusterSettings:
        - { Name: containerInsights, Value: enabled }

  ExecutionRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: ecs-tasks.amazonaws.com }
            Action: sts:AssumeRole
      ManagedPolicyArns:
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy'

  # The application's own identity: no permissions until the application needs them.
  TaskRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: ecs-tasks.amazonaws.com }
            Action: sts:AssumeRole
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }

  TaskDefinition:
    Type: AWS::ECS::TaskDefinition
    Properties:
      RequiresCompatibilities: [FARGATE]
      NetworkMode: awsvpc
      Cpu: !FindInMap [TaskSizes, !Ref TaskSize, Cpu]
      Memory: !FindInMap [TaskSizes, !Ref TaskSize, Memory]
      ExecutionRoleArn: !GetAtt ExecutionRole.Arn
      TaskRoleArn: !GetAtt TaskRole.Arn
      RuntimePlatform: { OperatingSystemFamily: LINUX, CpuArchitecture: X86_64 }
      # Scratch space the read-only root file system still needs (pid files, caches).
      Volumes:
        - Name: tmp
      ContainerDefinitions:
        - Name: app
          Image: !Ref ContainerImage
          Essential: true
          User: !Ref ContainerUser
          Privileged: false
          ReadonlyRootFilesystem: true
          PortMappings:
            - { ContainerPort: !Ref ContainerPort, Protocol: tcp }
          MountPoints:
            - { SourceVolume: tmp, ContainerPath: /tmp, ReadOnly: false }
          LogConfiguration:
            LogDriver: awslogs
            Options:
              awslogs-group: !Ref ContainerLogGroup
              awslogs-region: !Ref AWS::Region
              awslogs-stream-prefix: app

  Service:
    Type: AWS::ECS::Service
    DependsOn: HttpsListener
    Properties:
      Cluster: !Ref Cluster
      LaunchType: FARGATE
      TaskDefinition: !Ref TaskDefinition
      DesiredCount: !Ref DesiredCount
      HealthCheckGracePeriodSeconds: 60
      DeploymentConfiguration:
        MinimumHealthyPercent: 100
        MaximumPercent: 200
        DeploymentCircuitBreaker: { Enable: true, Rollback: true }
      NetworkConfiguration:
        AwsvpcConfiguration:
          AssignPublicIp: !Ref AssignPublicIp
          Subnets: !Ref SubnetIds
          SecurityGroups: [!Ref TaskSecurityGroup]
      LoadBalancers:
        - ContainerName: app
          ContainerPort: !Ref ContainerPort
          TargetGroupArn: !Ref TargetGroup

Outputs:
  LoadBalancerDnsName:
    Description: Point your domain's record at this name.
    Value: !GetAtt LoadBalancer.DNSName
  ClusterName:
    Value: !Ref Cluster
  LogGroupName:
    Value: !Ref ContainerLogGroup
`,
};

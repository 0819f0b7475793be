import type { CatalogEntry } from '../types';
import { KEY_ADMINISTRATION, LOGS_KEY_USE } from './parts';

export const vpcNetwork: CatalogEntry = {
  slug: 'vpc-network',
  name: 'Compliant VPC Network',
  description:
    'A VPC across three Availability Zones with public and private subnets, an internet gateway, route tables and encrypted flow logs kept for a year.',
  category: 'Networking',
  color: '#0b7285',
  featured: true,
  parameterUi: {
    VpcName: { placeholder: 'sahab-vpc' },
    VpcCidr: { placeholder: '10.0.0.0/16' },
    FlowLogRetentionDays: {
      compliantOnly: true,
      complianceNote:
        'NCA-ECC 2-12-3-5 asks for logs kept at least 12 months, so only 365 days or more is offered.',
    },
    FlowLogTrafficType: {
      complianceNote:
        'Recording ALL traffic gives the network evidence NCA-ECC 2-12-3-1 and SAMA 3.3.14 expect; REJECT records blocked traffic only.',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Compliant VPC network: three Availability Zones, a public and a private subnet in each, an
  internet gateway, route tables and VPC flow logs kept for 12 months in an encrypted log group.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Network }
        Parameters: [VpcName, VpcCidr]
      - Label: { default: Logging }
        Parameters: [FlowLogRetentionDays, FlowLogTrafficType]
    ParameterLabels:
      VpcName: { default: VPC name }
      VpcCidr: { default: VPC CIDR block }
      FlowLogRetentionDays: { default: Flow log retention (days) }
      FlowLogTrafficType: { default: Flow log traffic }

Parameters:
  VpcName:
    Type: String
    Default: sahab-vpc
    AllowedPattern: '^[a-zA-Z0-9-]{1,64}$'
    ConstraintDescription: must be 1 to 64 letters, digits or hyphens
    Description: Name tag of the VPC and prefix of its subnets' names.
  VpcCidr:
    Type: String
    Default: 10.0.0.0/16
    AllowedPattern: '^(\\d{1,3}\\.){3}\\d{1,3}/16$'
    ConstraintDescription: must be an IPv4 range ending in /16, such as 10.0.0.0/16
    Description: IPv4 range of the VPC ({ip}/16); each subnet gets a /20 of it.
  FlowLogRetentionDays:
    Type: Number
    Default: 365
    AllowedValues: [365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653]
    Description: How long flow log events are kept.
  FlowLogTrafficType:
    Type: String
    Default: ALL
    AllowedValues: [ALL, REJECT]
    Description: Which traffic the flow logs record.

Resources:
  LogKey:
    Type: AWS::KMS::Key
    Properties:
      Description: Encrypts this VPC's flow logs
      EnableKeyRotation: true
      PendingWindowInDays: 30
      KeyPolicy:
        Version: '2012-10-17'
        Statement:
${KEY_ADMINISTRATION}
${LOGS_KEY_USE}

  Vpc:
    Type: AWS::EC2::VPC
    Properties:
      CidrBlock: !Ref VpcCidr
      EnableDnsSupport: true
      EnableDnsHostnames: true
      Tags:
        - { Key: Name, Value: !Ref VpcName }

  InternetGateway:
    Type: AWS::EC2::InternetGateway
    Properties:
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-igw' }

  GatewayAttachment:
    Type: AWS::EC2::VPCGatewayAttachment
    Properties:
      VpcId: !Ref Vpc
      InternetGatewayId: !Ref InternetGateway

  PublicSubnet1:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: !Ref Vpc
      AvailabilityZone: !Select [0, !GetAZs '']
      CidrBlock: !Select [0, !Cidr [!Ref VpcCidr, 6, 12]]
      MapPublicIpOnLaunch: false
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-public-1' }
        - { Key: Tier, Value: public }
  PublicSubnet2:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: !Ref Vpc
      AvailabilityZone: !Select [1, !GetAZs '']
      CidrBlock: !Select [1, !Cidr [!Ref VpcCidr, 6, 12]]
      MapPublicIpOnLaunch: false
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-public-2' }
        - { Key: Tier, Value: public }
  PublicSubnet3:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: !Ref Vpc
      AvailabilityZone: !Select [2, !GetAZs '']
      CidrBlock: !Select [2, !Cidr [!Ref VpcCidr, 6, 12]]
      MapPublicIpOnLaunch: false
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-public-3' }
        - { Key: Tier, Value: public }
  PrivateSubnet1:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: !Ref Vpc
      AvailabilityZone: !Select [0, !GetAZs '']
      CidrBlock: !Select [3, !Cidr [!Ref VpcCidr, 6, 12]]
      MapPublicIpOnLaunch: false
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-private-1' }
        - { Key: Tier, Value: private }
  PrivateSubnet2:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: !Ref Vpc
      AvailabilityZone: !Select [1, !GetAZs '']
      CidrBlock: !Select [4, !Cidr [!Ref VpcCidr, 6, 12]]
      MapPublicIpOnLaunch: false
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-private-2' }
        - { Key: Tier, Value: private }
  PrivateSubnet3:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: !Ref Vpc
      AvailabilityZone: !Select [2, !GetAZs '']
      CidrBlock: !Select [5, !Cidr [!Ref VpcCidr, 6, 12]]
      MapPublicIpOnLaunch: false
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-private-3' }
        - { Key: Tier, Value: private }

  PublicRouteTable:
    Type: AWS::EC2::RouteTable
    Properties:
      VpcId: !Ref Vpc
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-public' }
  PublicDefaultRoute:
    Type: AWS::EC2::Route
    DependsOn: GatewayAttachment
    Properties:
      RouteTableId: !Ref PublicRouteTable
      DestinationCidrBlock: 0.0.0.0/0
      GatewayId: !Ref InternetGateway
  PublicSubnet1Routes:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: { SubnetId: !Ref PublicSubnet1, RouteTableId: !Ref PublicRouteTable }
  PublicSubnet2Routes:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: { SubnetId: !Ref PublicSubnet2, RouteTableId: !Ref PublicRouteTable }
  PublicSubnet3Routes:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: { SubnetId: !Ref PublicSubnet3, RouteTableId: !Ref PublicRouteTable }

  PrivateRouteTable:
    Type: AWS::EC2::RouteTable
    Properties:
      VpcId: !Ref Vpc
      Tags:
        - { Key: Name, Value: !Sub '\${VpcName}-private' }
  PrivateSubnet1Routes:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: { SubnetId: !Ref PrivateSubnet1, RouteTableId: !Ref PrivateRouteTable }
  PrivateSubnet2Routes:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: { SubnetId: !Ref PrivateSubnet2, RouteTableId: !Ref PrivateRouteTable }
  PrivateSubnet3Routes:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: { SubnetId: !Ref PrivateSubnet3, RouteTableId: !Ref PrivateRouteTable }

  # Private subnets reach S3 without the internet.
  S3Endpoint:
    Type: AWS::EC2::VPCEndpoint
    Properties:
      VpcId: !Ref Vpc
      ServiceName: !Sub 'com.amazonaws.\${AWS::Region}.s3'
      VpcEndpointType: Gateway
      RouteTableIds: [!Ref PrivateRouteTable]

  FlowLogGroup:
    Type: AWS::Logs::LogGroup
    Properties:
      RetentionInDays: !Ref FlowLogRetentionDays
      KmsKeyId: !GetAtt LogKey.Arn

  FlowLogRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: vpc-flow-logs.amazonaws.com }
            Action: sts:AssumeRole
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }
      Policies:
        - PolicyName: write-flow-logs
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: [logs:CreateLogStream, logs:PutLogEvents, logs:DescribeLogStreams]
                Resource: !GetAtt FlowLogGroup.Arn

  FlowLog:
    Type: AWS::EC2::FlowLog
    Properties:
      ResourceId: !Ref Vpc
      ResourceType: VPC
      TrafficType: !Ref FlowLogTrafficType
      LogDestinationType: cloud-watch-logs
      LogGroupName: !Ref FlowLogGroup
      DeliverLogsPermissionArn: !GetAtt FlowLogRole.Arn
      MaxAggregationInterval: 60

Outputs:
  VpcId:
    Value: !Ref Vpc
  PublicSubnetIds:
    Value: !Join [',', [!Ref PublicSubnet1, !Ref PublicSubnet2, !Ref PublicSubnet3]]
  PrivateSubnetIds:
    Value: !Join [',', [!Ref PrivateSubnet1, !Ref PrivateSubnet2, !Ref PrivateSubnet3]]
  FlowLogGroupName:
    Value: !Ref FlowLogGroup
`,
};

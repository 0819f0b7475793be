import type { CatalogEntry } from '../types';
import { customerKey, LOGS_KEY_USE } from './parts';

export const cache: CatalogEntry = {
  slug: 'cache',
  name: 'In-Memory Cache',
  description:
    'ElastiCache for Valkey across Availability Zones with failover, a customer managed key, TLS, an auth token in Secrets Manager, daily snapshots and slow logs.',
  category: 'Databases',
  color: '#037f0c',
  featured: false,
  parameterUi: {
    VpcId: { placeholder: 'vpc-0123456789abcdef0' },
    SubnetIds: { placeholder: 'subnet-0123456789abcdef0,subnet-0fedcba9876543210' },
    ClientCidr: {
      placeholder: '10.0.0.0/16',
      compliantOnly: true,
      complianceNote:
        'Only private ranges are accepted: cache ports must stay closed to the internet (NCA-ECC 2-5-3-5, SAMA 3.3.8).',
    },
    ReplicasPerShard: {
      compliantOnly: true,
      complianceNote:
        'At least one replica in another Availability Zone keeps the cache up when one fails (NCA-ECC 3-1-3-3).',
    },
    DataClassification: {
      complianceNote:
        'The classification tag drives residency and key checks (NCA-ECC 2-1-5, SAMA 3.3.3, CITC 3-3-1).',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  In-memory cache: an Amazon ElastiCache for Valkey replication group across Availability Zones
  with automatic failover, encryption at rest with a customer managed KMS key, TLS in transit, an
  auth token kept in Secrets Manager, daily snapshots and encrypted logs kept for 12 months.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Network }
        Parameters: [VpcId, SubnetIds, ClientCidr]
      - Label: { default: Cache }
        Parameters: [NodeType, ReplicasPerShard]
      - Label: { default: Protection }
        Parameters: [DataClassification, SnapshotRetentionDays]
    ParameterLabels:
      VpcId: { default: VPC }
      SubnetIds: { default: Private subnets (two or more Availability Zones) }
      ClientCidr: { default: Client network (CIDR) }
      NodeType: { default: Node type }
      ReplicasPerShard: { default: Replicas }
      DataClassification: { default: Data classification }
      SnapshotRetentionDays: { default: Snapshot retention (days) }

Parameters:
  VpcId:
    Type: AWS::EC2::VPC::Id
    Description: The VPC the cache runs in.
  SubnetIds:
    Type: List<AWS::EC2::Subnet::Id>
    Description: Private subnets in at least two Availability Zones.
  ClientCidr:
    Type: String
    Default: 10.0.0.0/16
    AllowedPattern: '^(10|172|192)\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}/(1[6-9]|2\\d|3[0-2])$'
    ConstraintDescription: must be a private network range from /16 to /32, such as 10.0.0.0/16
    Description: Private network range allowed to connect on the cache port.
  NodeType:
    Type: String
    Default: cache.t4g.micro
    AllowedValues: [cache.t4g.micro, cache.t4g.small, cache.t4g.medium, cache.m7g.large, cache.r7g.large]
    Description: Compute and memory of each cache node.
  ReplicasPerShard:
    Type: Number
    Default: 1
    MinValue: 1
    MaxValue: 5
    Description: Read replicas of the primary (at least one, for failover to another Availability Zone).
  DataClassification:
    Type: String
    Default: Confidential
    AllowedValues: [Public, Internal, Confidential, Secret]
    Description: Classification tag of the cached data.
  SnapshotRetentionDays:
    Type: Number
    Default: 7
    MinValue: 1
    MaxValue: 35
    Description: Days each daily snapshot is kept.

Resources:
${customerKey('DataKey', 'Encrypts the cache, its auth token and its logs')}
${LOGS_KEY_USE}

  AuthToken:
    Type: AWS::SecretsManager::Secret
    Properties:
      Description: Auth token clients present to the cache
      KmsKeyId: !Ref DataKey
      GenerateSecretString:
        PasswordLength: 64
        ExcludePunctuation: true
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

  SubnetGroup:
    Type: AWS::ElastiCache::SubnetGroup
    Properties:
      Description: Private subnets of the cache
      SubnetIds: !Ref SubnetIds

  CacheSecurityGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: Cache port from the client network only
      VpcId: !Ref VpcId
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 6379
          ToPort: 6379
          CidrIp: !Ref ClientCidr
          Description: Valkey clients (TLS)

  SlowLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      RetentionInDays: 365
      KmsKeyId: !GetAtt DataKey.Arn

  ReplicationGroup:
    Type: AWS::ElastiCache::ReplicationGroup
    DeletionPolicy: Snapshot
    UpdateReplacePolicy: Snapshot
    Properties:
      ReplicationGroupDescription: !Sub '\${AWS::StackName} cache'
      Engine: valkey
      CacheNodeType: !Ref NodeType
      NumNodeGroups: 1
      ReplicasPerNodeGroup: !Ref ReplicasPerShard
      AutomaticFailoverEnabled: true
      MultiAZEnabled: true
      CacheSubnetGroupName: !Ref SubnetGroup
      SecurityGroupIds: [!Ref CacheSecurityGroup]
      Port: 6379
      AtRestEncryptionEnabled: true
      KmsKeyId: !Ref DataKey
      TransitEncryptionEnabled: true
      AuthToken: !Sub '{{resolve:secretsmanager:\${AuthToken}}}'
      SnapshotRetentionLimit: !Ref SnapshotRetentionDays
      SnapshotWindow: '01:00-02:00'
      PreferredMaintenanceWindow: 'sun:03:00-sun:04:00'
      AutoMinorVersionUpgrade: true
      LogDeliveryConfigurations:
        - LogType: slow-log
          LogFormat: json
          DestinationType: cloudwatch-logs
          DestinationDetails:
            CloudWatchLogsDetails: { LogGroup: !Ref SlowLogGroup }
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

Outputs:
  PrimaryEndpoint:
    Value: !GetAtt ReplicationGroup.PrimaryEndPoint.Address
  ReaderEndpoint:
    Value: !GetAtt ReplicationGroup.ReaderEndPoint.Address
  AuthTokenSecretArn:
    Description: Clients read the auth token from this secret and connect with TLS.
    Value: !Ref AuthToken
`,
};

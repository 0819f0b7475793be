import type { CatalogEntry } from '../types';
import { BACKUP_ROLE, customerKey, DAILY_BACKUP_PLAN, LOGS_KEY_USE } from './parts';

export const secureDatabase: CatalogEntry = {
  slug: 'secure-database',
  name: 'Secure Database',
  description:
    'PostgreSQL on Amazon RDS Multi-AZ in private subnets with a customer managed key, a rotated master secret, IAM authentication, exported logs and daily backups.',
  category: 'Databases',
  color: '#037f0c',
  featured: true,
  parameterUi: {
    VpcId: { placeholder: 'vpc-0123456789abcdef0' },
    SubnetIds: { placeholder: 'subnet-0123456789abcdef0,subnet-0fedcba9876543210' },
    ClientCidr: {
      placeholder: '10.0.0.0/16',
      compliantOnly: true,
      complianceNote:
        'Only private ranges are accepted: database ports must stay closed to the internet (NCA-ECC 2-5-3-5, SAMA 3.3.8).',
    },
    DatabaseName: { placeholder: 'appdb' },
    MasterUsername: {
      placeholder: 'dbadmin',
      complianceNote:
        "The password is generated, encrypted with the template's key and rotated by Secrets Manager; it is never typed or stored in the template.",
    },
    DataClassification: {
      complianceNote:
        'The classification tag drives residency and key checks (NCA-ECC 2-1-5, SAMA 3.3.3, CITC 3-3-1).',
    },
    BackupRetentionDays: {
      compliantOnly: true,
      complianceNote: 'Automated backups are kept at least 7 days (NCA-ECC 2-9-3-1, SAMA 3.3.8).',
    },
    DeletionProtection: {
      complianceNote:
        'Refuses accidental deletion of the database (NCA-ECC 2-9-3-2). Turn it off before deleting the stack; a final snapshot is kept.',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Secure PostgreSQL database: Amazon RDS Multi-AZ in private subnets, encrypted with a customer
  managed KMS key, a master password Secrets Manager keeps and rotates, IAM authentication, logs
  exported for 12 months, and daily AWS Backup recovery points kept for 35 days.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Network }
        Parameters: [VpcId, SubnetIds, ClientCidr]
      - Label: { default: Database }
        Parameters: [DatabaseName, MasterUsername, InstanceClass, StorageGiB]
      - Label: { default: Protection }
        Parameters: [DataClassification, BackupRetentionDays, DeletionProtection]
    ParameterLabels:
      VpcId: { default: VPC }
      SubnetIds: { default: Private subnets (two or more Availability Zones) }
      ClientCidr: { default: Client network (CIDR) }
      DatabaseName: { default: Database name }
      MasterUsername: { default: Master user name }
      InstanceClass: { default: Instance class }
      StorageGiB: { default: Storage (GiB) }
      DataClassification: { default: Data classification }
      BackupRetentionDays: { default: Backup retention (days) }
      DeletionProtection: { default: Deletion protection }

Parameters:
  VpcId:
    Type: AWS::EC2::VPC::Id
    Description: The VPC the database runs in.
  SubnetIds:
    Type: List<AWS::EC2::Subnet::Id>
    Description: Private subnets in at least two Availability Zones.
  ClientCidr:
    Type: String
    Default: 10.0.0.0/16
    AllowedPattern: '^(10|172|192)\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}/(1[6-9]|2\\d|3[0-2])$'
    ConstraintDescription: must be a private network range from /16 to /32, such as 10.0.0.0/16
    Description: Private network range allowed to connect on the PostgreSQL port.
  DatabaseName:
    Type: String
    Default: appdb
    AllowedPattern: '^[a-zA-Z][a-zA-Z0-9_]{0,62}$'
    ConstraintDescription: must start with a letter and be at most 63 letters, digits or underscores
    Description: Name of the database created on the instance.
  MasterUsername:
    Type: String
    Default: dbadmin
    AllowedPattern: '^[a-zA-Z][a-zA-Z0-9_]{0,15}$'
    ConstraintDescription: must start with a letter and be at most 16 letters, digits or underscores
    Description: Master user; its password is generated and kept in Secrets Manager.
  InstanceClass:
    Type: String
    Default: db.t4g.micro
    AllowedValues: [db.t4g.micro, db.t4g.small, db.t4g.medium, db.m6g.large, db.r6g.large]
    Description: Compute and memory of each database instance.
  StorageGiB:
    Type: Number
    Default: 20
    MinValue: 20
    MaxValue: 1000
    Description: Allocated gp3 storage.
  DataClassification:
    Type: String
    Default: Confidential
    AllowedValues: [Public, Internal, Confidential, Secret]
    Description: Classification tag of the stored data.
  BackupRetentionDays:
    Type: Number
    Default: 35
    MinValue: 7
    MaxValue: 35
    Description: Days of automated backups for point-in-time recovery.
  DeletionProtection:
    Type: String
    Default: 'true'
    AllowedValues: ['true', 'false']
    Description: Refuses deletion of the database; set to false before deleting the stack.

Resources:
${customerKey('DataKey', 'Encrypts the database, its secret, logs and backups')}
${LOGS_KEY_USE}

  SubnetGroup:
    Type: AWS::RDS::DBSubnetGroup
    Properties:
      DBSubnetGroupDescription: Private subnets of the database
      SubnetIds: !Ref SubnetIds

  DatabaseSecurityGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: PostgreSQL from the client network only
      VpcId: !Ref VpcId
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 5432
          ToPort: 5432
          CidrIp: !Ref ClientCidr
          Description: PostgreSQL clients

  # Created before the database so its exported logs get a retention period and encryption.
  PostgresLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      LogGroupName: !Sub '/aws/rds/instance/\${AWS::StackName}-db/postgresql'
      RetentionInDays: 365
      KmsKeyId: !GetAtt DataKey.Arn
  UpgradeLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      LogGroupName: !Sub '/aws/rds/instance/\${AWS::StackName}-db/upgrade'
      RetentionInDays: 365
      KmsKeyId: !GetAtt DataKey.Arn

  Database:
    Type: AWS::RDS::DBInstance
    DeletionPolicy: Snapshot
    UpdateReplacePolicy: Snapshot
    DependsOn: [PostgresLogGroup, UpgradeLogGroup]
    Properties:
      DBInstanceIdentifier: !Sub '\${AWS::StackName}-db'
      Engine: postgres
      DBInstanceClass: !Ref InstanceClass
      DBName: !Ref DatabaseName
      MasterUsername: !Ref MasterUsername
      ManageMasterUserPassword: true
      MasterUserSecret: { KmsKeyId: !Ref DataKey }
      AllocatedStorage: !Ref StorageGiB
      StorageType: gp3
      StorageEncrypted: true
      KmsKeyId: !Ref DataKey
      MultiAZ: true
      PubliclyAccessible: false
      DBSubnetGroupName: !Ref SubnetGroup
      VPCSecurityGroups: [!Ref DatabaseSecurityGroup]
      BackupRetentionPeriod: !Ref BackupRetentionDays
      CopyTagsToSnapshot: true
      DeletionProtection: !Ref DeletionProtection
      AutoMinorVersionUpgrade: true
      EnableIAMDatabaseAuthentication: true
      EnableCloudwatchLogsExports: [postgresql, upgrade]
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

${DAILY_BACKUP_PLAN}

${BACKUP_ROLE}

  BackupSelection:
    Type: AWS::Backup::BackupSelection
    Properties:
      BackupPlanId: !Ref BackupPlan
      BackupSelection:
        SelectionName: database
        IamRoleArn: !GetAtt BackupRole.Arn
        Resources:
          - !Sub 'arn:\${AWS::Partition}:rds:\${AWS::Region}:\${AWS::AccountId}:db:\${Database}'

Outputs:
  Endpoint:
    Value: !GetAtt Database.Endpoint.Address
  Port:
    Value: !GetAtt Database.Endpoint.Port
  MasterSecretArn:
    Description: Secrets Manager secret holding the master password.
    Value: !GetAtt Database.MasterUserSecret.SecretArn
`,
};

import type { CatalogEntry } from '../types';
import { customerKey, denyInsecureS3, NO_PUBLIC_ACCESS } from './parts';

export const dataLake: CatalogEntry = {
  slug: 'data-lake',
  name: 'Data Lake',
  description:
    'Raw and curated S3 zones with a customer managed key, versioning and access logs, a Glue catalog database and an Athena workgroup that enforces encrypted results.',
  category: 'Analytics',
  color: '#8456ce',
  featured: false,
  parameterUi: {
    LakeName: { placeholder: 'datalake' },
    DataClassification: {
      complianceNote:
        'The classification tag drives residency and key checks (NCA-ECC 2-1-5, SAMA 3.3.3, CITC 3-3-1).',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Data lake: raw and curated Amazon S3 zones encrypted with a customer managed KMS key, versioned,
  private and TLS-only, with server access logs kept for 12 months, an AWS Glue catalog database
  and an Amazon Athena workgroup that enforces encrypted query results.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Lake }
        Parameters: [LakeName, DataClassification]
      - Label: { default: Lifecycle }
        Parameters: [RawTransitionDays, QueryResultDays]
    ParameterLabels:
      LakeName: { default: Catalog database name }
      DataClassification: { default: Data classification }
      RawTransitionDays: { default: Days before raw data moves to infrequent access }
      QueryResultDays: { default: Days to keep query results }

Parameters:
  LakeName:
    Type: String
    Default: datalake
    AllowedPattern: '^[a-z][a-z0-9_]{0,63}$'
    ConstraintDescription: must start with a lower-case letter and be at most 64 lower-case letters, digits or underscores
    Description: Name of the Glue catalog database (lower case, digits and underscores).
  DataClassification:
    Type: String
    Default: Confidential
    AllowedValues: [Public, Internal, Confidential, Secret]
    Description: Classification tag of the lake's data.
  RawTransitionDays:
    Type: Number
    Default: 90
    MinValue: 30
    MaxValue: 3650
    Description: Raw objects move to S3 Standard-IA after this many days.
  QueryResultDays:
    Type: Number
    Default: 30
    MinValue: 1
    MaxValue: 365
    Description: Athena query results are deleted after this many days.

Resources:
${customerKey('DataKey', "Encrypts the lake's zones and query results")}

  # Server access logs can only be delivered to a bucket with S3-managed encryption.
  AccessLogBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault: { SSEAlgorithm: AES256 }
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LifecycleConfiguration:
        Rules:
          - Id: keep-logs-one-year
            Status: Enabled
            ExpirationInDays: 365
            NoncurrentVersionExpiration: { NoncurrentDays: 30 }
      Tags:
        - { Key: DataClassification, Value: Internal }

  AccessLogBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref AccessLogBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('AccessLogBucket')}
          - Sid: ServerAccessLogDelivery
            Effect: Allow
            Principal: { Service: logging.s3.amazonaws.com }
            Action: s3:PutObject
            Resource: !Sub '\${AccessLogBucket.Arn}/*'
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }

  RawBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault:
              SSEAlgorithm: aws:kms
              KMSMasterKeyID: !GetAtt DataKey.Arn
            BucketKeyEnabled: true
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LoggingConfiguration:
        DestinationBucketName: !Ref AccessLogBucket
        LogFilePrefix: raw/
      LifecycleConfiguration:
        Rules:
          - Id: infrequent-access
            Status: Enabled
            Transitions:
              - { StorageClass: STANDARD_IA, TransitionInDays: !Ref RawTransitionDays }
            NoncurrentVersionExpiration: { NoncurrentDays: 90 }
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }
        - { Key: LakeZone, Value: raw }

  RawBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref RawBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('RawBucket')}
  CuratedBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault:
              SSEAlgorithm: aws:kms
              KMSMasterKeyID: !GetAtt DataKey.Arn
            BucketKeyEnabled: true
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LoggingConfiguration:
        DestinationBucketName: !Ref AccessLogBucket
        LogFilePrefix: curated/
      LifecycleConfiguration:
        Rules:
          - Id: expire-old-versions
            Status: Enabled
            NoncurrentVersionExpiration: { NoncurrentDays: 90 }
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }
        - { Key: LakeZone, Value: curated }

  CuratedBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref CuratedBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('CuratedBucket')}
  QueryResultsBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault:
              SSEAlgorithm: aws:kms
              KMSMasterKeyID: !GetAtt DataKey.Arn
            BucketKeyEnabled: true
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LoggingConfiguration:
        DestinationBucketName: !Ref AccessLogBucket
        LogFilePrefix: query-results/
      LifecycleConfiguration:
        Rules:
          - Id: expire-results
            Status: Enabled
            ExpirationInDays: !Ref QueryResultDays
            NoncurrentVersionExpiration: { NoncurrentDays: 1 }
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }
        - { Key: LakeZone, Value: query-results }

  QueryResultsBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref QueryResultsBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('QueryResultsBucket')}
  GlueDatabase:
    Type: AWS::Glue::Database
    Properties:
      CatalogId: !Ref AWS::AccountId
      DatabaseInput:
        Name: !Ref LakeName
        Description: Tables over the curated zone
        LocationUri: !Sub 's3://\${CuratedBucket}/'

  Workgroup:
    Type: AWS::Athena::WorkGroup
    Properties:
      Name: !Sub '\${AWS::StackName}-lake'
      Description: Queries over the data lake with encrypted results
      RecursiveDeleteOption: true
      State: ENABLED
      WorkGroupConfiguration:
        EnforceWorkGroupConfiguration: true
        PublishCloudWatchMetricsEnabled: true
        ResultConfiguration:
          OutputLocation: !Sub 's3://\${QueryResultsBucket}/athena/'
          EncryptionConfiguration:
            EncryptionOption: SSE_KMS
            KmsKey: !GetAtt DataKey.Arn

Outputs:
  RawBucketName:
    Value: !Ref RawBucket
  CuratedBucketName:
    Value: !Ref CuratedBucket
  AthenaWorkgroup:
    Value: !Ref Workgroup
  GlueDatabaseName:
    Value: !Ref GlueDatabase
`,
};

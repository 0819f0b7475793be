import type { CatalogEntry } from '../types';
import { BACKUP_ROLE, customerKey, DAILY_BACKUP_PLAN } from './parts';

export const keyValueStore: CatalogEntry = {
  slug: 'key-value-store',
  name: 'Key-Value Store',
  description:
    'An on-demand DynamoDB table with a customer managed key, point-in-time recovery, deletion protection and daily AWS Backup recovery points.',
  category: 'Databases',
  color: '#037f0c',
  featured: false,
  parameterUi: {
    PartitionKeyName: { placeholder: 'pk' },
    SortKeyName: { placeholder: 'sk' },
    TimeToLiveAttribute: { placeholder: 'expiresAt' },
    DataClassification: {
      complianceNote:
        'The classification tag drives residency and key checks (NCA-ECC 2-1-5, SAMA 3.3.3, CITC 3-3-1).',
    },
    DeletionProtection: {
      complianceNote:
        'Refuses accidental deletion of the table (NCA-ECC 2-9-3-2). Turn it off before deleting the stack.',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Key-value store: an on-demand Amazon DynamoDB table encrypted with a customer managed KMS key,
  with point-in-time recovery, deletion protection, a classification tag and daily AWS Backup
  recovery points kept for 35 days.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Table }
        Parameters: [PartitionKeyName, SortKeyName, TimeToLiveAttribute]
      - Label: { default: Protection }
        Parameters: [DataClassification, DeletionProtection]
    ParameterLabels:
      PartitionKeyName: { default: Partition key attribute }
      SortKeyName: { default: Sort key attribute }
      TimeToLiveAttribute: { default: Expiry attribute (TTL) }
      DataClassification: { default: Data classification }
      DeletionProtection: { default: Deletion protection }

Parameters:
  PartitionKeyName:
    Type: String
    Default: pk
    AllowedPattern: '^[a-zA-Z0-9_.-]{1,255}$'
    ConstraintDescription: must be 1 to 255 letters, digits, dots, hyphens or underscores
    Description: Name of the string partition key.
  SortKeyName:
    Type: String
    Default: sk
    AllowedPattern: '^[a-zA-Z0-9_.-]{0,255}$'
    ConstraintDescription: must be at most 255 letters, digits, dots, hyphens or underscores
    Description: Name of the string sort key; leave empty for a table without one.
  TimeToLiveAttribute:
    Type: String
    Default: expiresAt
    AllowedPattern: '^[a-zA-Z0-9_.-]{1,255}$'
    ConstraintDescription: must be 1 to 255 letters, digits, dots, hyphens or underscores
    Description: Attribute holding an epoch-seconds expiry; DynamoDB deletes expired items.
  DataClassification:
    Type: String
    Default: Confidential
    AllowedValues: [Public, Internal, Confidential, Secret]
    Description: Classification tag of the stored data.
  DeletionProtection:
    Type: String
    Default: 'true'
    AllowedValues: ['true', 'false']
    Description: Refuses deletion of the table; set to false before deleting the stack.

Conditions:
  HasSortKey: !Not [!Equals [!Ref SortKeyName, '']]

Resources:
${customerKey('DataKey', 'Encrypts the table and its backups')}

  Table:
    Type: AWS::DynamoDB::Table
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BillingMode: PAY_PER_REQUEST
      AttributeDefinitions: !If
        - HasSortKey
        - - { AttributeName: !Ref PartitionKeyName, AttributeType: S }
          - { AttributeName: !Ref SortKeyName, AttributeType: S }
        - - { AttributeName: !Ref PartitionKeyName, AttributeType: S }
      KeySchema: !If
        - HasSortKey
        - - { AttributeName: !Ref PartitionKeyName, KeyType: HASH }
          - { AttributeName: !Ref SortKeyName, KeyType: RANGE }
        - - { AttributeName: !Ref PartitionKeyName, KeyType: HASH }
      TimeToLiveSpecification:
        AttributeName: !Ref TimeToLiveAttribute
        Enabled: true
      SSESpecification:
        SSEEnabled: true
        SSEType: KMS
        KMSMasterKeyId: !Ref DataKey
      PointInTimeRecoverySpecification:
        PointInTimeRecoveryEnabled: true
      DeletionProtectionEnabled: !Ref DeletionProtection
      ContributorInsightsSpecification: { Enabled: true }
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

${DAILY_BACKUP_PLAN}

${BACKUP_ROLE}

  BackupSelection:
    Type: AWS::Backup::BackupSelection
    Properties:
      BackupPlanId: !Ref BackupPlan
      BackupSelection:
        SelectionName: data
        IamRoleArn: !GetAtt BackupRole.Arn
        Resources:
          - !GetAtt Table.Arn

Outputs:
  TableName:
    Value: !Ref Table
  TableArn:
    Value: !GetAtt Table.Arn
  KeyArn:
    Description: Grant kms:Decrypt and kms:GenerateDataKey on this key to the table's readers and writers.
    Value: !GetAtt DataKey.Arn
`,
};

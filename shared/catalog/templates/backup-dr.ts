import type { CatalogEntry } from '../types';
import { BACKUP_ROLE, customerKey, denyInsecureTransport } from './parts';

export const backupDr: CatalogEntry = {
  slug: 'backup-dr',
  name: 'Backup and Disaster Recovery',
  description:
    'An encrypted, locked AWS Backup vault with daily and monthly recovery points for every resource tagged for backup, an optional copy vault and alerts on failed jobs.',
  category: 'Resilience',
  color: '#5f6b7a',
  featured: false,
  parameterUi: {
    BackupTagKey: { placeholder: 'backup' },
    BackupTagValue: { placeholder: 'daily' },
    DailyRetentionDays: {
      compliantOnly: true,
      complianceNote: 'Recovery points are kept at least 35 days (NCA-ECC 2-9-3-2, SAMA 3.3.8).',
    },
    CopyVaultArn: {
      placeholder: 'arn:aws:backup:me-south-1:123456789012:backup-vault:dr-vault',
      complianceNote:
        "A copy in a second region covers disaster recovery (NCA-ECC 3-1-3-3), but copies outside the Kingdom need the regulator's approval (SAMA 3.4.3, CITC 3-3-2).",
    },
    AlertEmail: { placeholder: 'ops@example.com' },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Backup and disaster recovery: an AWS Backup vault encrypted with a customer managed KMS key and
  locked against early deletion, daily recovery points kept 35 days and monthly ones kept a year
  for every resource tagged for backup, an optional copy to a second vault, and alerts on failed
  jobs.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Selection }
        Parameters: [BackupTagKey, BackupTagValue]
      - Label: { default: Retention }
        Parameters: [DailyRetentionDays, MonthlyRetentionDays, MinimumRetentionDays]
      - Label: { default: Recovery }
        Parameters: [CopyVaultArn, AlertEmail]
    ParameterLabels:
      BackupTagKey: { default: Tag key to back up }
      BackupTagValue: { default: Tag value to back up }
      DailyRetentionDays: { default: Daily recovery points kept (days) }
      MonthlyRetentionDays: { default: Monthly recovery points kept (days) }
      MinimumRetentionDays: { default: Vault lock minimum (days) }
      CopyVaultArn: { default: Copy to vault ARN }
      AlertEmail: { default: Alert e-mail address }

Parameters:
  BackupTagKey:
    Type: String
    Default: backup
    Description: Resources carrying this tag key ...
  BackupTagValue:
    Type: String
    Default: daily
    Description: ... with this value are backed up.
  DailyRetentionDays:
    Type: Number
    Default: 35
    MinValue: 35
    MaxValue: 365
    Description: Days each daily recovery point is kept.
  MonthlyRetentionDays:
    Type: Number
    Default: 365
    MinValue: 90
    MaxValue: 3650
    Description: Days each monthly recovery point is kept.
  MinimumRetentionDays:
    Type: Number
    Default: 7
    MinValue: 1
    MaxValue: 35
    Description: The vault lock refuses to delete any recovery point younger than this (governance mode, removable).
  CopyVaultArn:
    Type: String
    Default: ''
    AllowedPattern: '^$|^arn:aws[a-z-]*:backup:[a-z0-9-]+:\\d{12}:backup-vault:.+$'
    ConstraintDescription: must be empty or the ARN of a backup vault, such as arn:aws:backup:me-south-1:123456789012:backup-vault:copies
    Description: Optional vault (another region or account) that receives a copy of each daily recovery point.
  AlertEmail:
    Type: String
    AllowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
    ConstraintDescription: must be an e-mail address, such as ops@example.com
    Description: Receives failed and expired backup job notices (confirm the subscription e-mail).

Conditions:
  HasCopyVault: !Not [!Equals [!Ref CopyVaultArn, '']]

Resources:
${customerKey('VaultKey', 'Encrypts recovery points and backup notifications')}
          - Sid: BackupNotifications
            Effect: Allow
            Principal: { Service: backup.amazonaws.com }
            Action: [kms:Decrypt, kms:GenerateDataKey*]
            Resource: '*'

  AlertTopic:
    Type: AWS::SNS::Topic
    Properties:
      KmsMasterKeyId: !Ref VaultKey
      Subscription:
        - { Protocol: email, Endpoint: !Ref AlertEmail }
      Tags:
        - { Key: DataClassification, Value: Internal }

  AlertTopicPolicy:
    Type: AWS::SNS::TopicPolicy
    Properties:
      Topics: [!Ref AlertTopic]
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureTransport('sns:Publish', '!Ref AlertTopic')}
          - Sid: BackupPublishes
            Effect: Allow
            Principal: { Service: backup.amazonaws.com }
            Action: sns:Publish
            Resource: !Ref AlertTopic
            Condition:
              StringEquals: { AWS:SourceAccount: !Ref AWS::AccountId }

  Vault:
    Type: AWS::Backup::BackupVault
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BackupVaultName: !Sub '\${AWS::StackName}-vault'
      EncryptionKeyArn: !GetAtt VaultKey.Arn
      LockConfiguration:
        MinRetentionDays: !Ref MinimumRetentionDays
      Notifications:
        SNSTopicArn: !Ref AlertTopic
        BackupVaultEvents: [BACKUP_JOB_FAILED, BACKUP_JOB_EXPIRED, COPY_JOB_FAILED, RESTORE_JOB_FAILED]
      BackupVaultTags:
        DataClassification: Confidential

  Plan:
    Type: AWS::Backup::BackupPlan
    Properties:
      BackupPlan:
        BackupPlanName: !Sub '\${AWS::StackName}-plan'
        BackupPlanRule:
          - RuleName: daily
            TargetBackupVault: !Ref Vault
            ScheduleExpression: cron(0 1 * * ? *)
            StartWindowMinutes: 60
            CompletionWindowMinutes: 480
            Lifecycle: { DeleteAfterDays: !Ref DailyRetentionDays }
            CopyActions: !If
              - HasCopyVault
              - - DestinationBackupVaultArn: !Ref CopyVaultArn
                  Lifecycle: { DeleteAfterDays: !Ref DailyRetentionDays }
              - !Ref AWS::NoValue
          - RuleName: monthly
            TargetBackupVault: !Ref Vault
            ScheduleExpression: cron(0 3 1 * ? *)
            StartWindowMinutes: 60
            CompletionWindowMinutes: 720
            Lifecycle: { DeleteAfterDays: !Ref MonthlyRetentionDays }

${BACKUP_ROLE}
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/AWSBackupServiceRolePolicyForS3Backup'
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/AWSBackupServiceRolePolicyForS3Restore'

  TaggedResources:
    Type: AWS::Backup::BackupSelection
    Properties:
      BackupPlanId: !Ref Plan
      BackupSelection:
        SelectionName: tagged
        IamRoleArn: !GetAtt BackupRole.Arn
        ListOfTags:
          - ConditionType: STRINGEQUALS
            ConditionKey: !Ref BackupTagKey
            ConditionValue: !Ref BackupTagValue

Outputs:
  VaultArn:
    Value: !GetAtt Vault.BackupVaultArn
  PlanId:
    Value: !Ref Plan
  HowToUse:
    Value: !Sub 'Tag any database, table, volume, file system or bucket with \${BackupTagKey}=\${BackupTagValue}.'
`,
};

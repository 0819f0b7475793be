import { SECURITY_EVENT_FAMILIES } from '#shared/compliance/rules/declared/security-event-alarms';
import type { CatalogEntry } from '../types';
import { customerKey, denyInsecureS3, denyInsecureTransport, LOGS_KEY_USE, NO_PUBLIC_ACCESS } from './parts';

/**
 * The baseline's alert topic has a fixed name, so a design in the same account and region can
 * send its alarms to it by ARN (see baselineAlertTopicArn) instead of building a topic nobody
 * subscribes to: the baseline's topic carries the e-mail address it was deployed with.
 */
export const BASELINE_ALERT_TOPIC_NAME = 'account-baseline-alerts';

const pascal = (slug: string) =>
  slug
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** CIS's metric filter and alarm for each family of security events, on the trail's log group. */
const SECURITY_EVENT_ALARMS = SECURITY_EVENT_FAMILIES.map(
  (family) => `  ${pascal(family.slug)}Filter:
    Type: AWS::Logs::MetricFilter
    Properties:
      LogGroupName: !Ref TrailLogGroup
      FilterPattern: '${family.pattern}'
      MetricTransformations:
        - { MetricNamespace: !Sub '\${AWS::StackName}/Security', MetricName: ${pascal(family.slug)}, MetricValue: '1' }

  ${pascal(family.slug)}Alarm:
    Type: AWS::CloudWatch::Alarm
    Properties:
      AlarmDescription: 'CIS alarm on ${family.what} (NCA-ECC 2-12-3-4, SAMA 3.3.14)'
      Namespace: !Sub '\${AWS::StackName}/Security'
      MetricName: ${pascal(family.slug)}
      Statistic: Sum
      Period: 300
      EvaluationPeriods: 1
      Threshold: 1
      ComparisonOperator: GreaterThanOrEqualToThreshold
      TreatMissingData: notBreaching
      AlarmActions: [!Ref AlertTopic]
`,
).join('\n');

export const securityMonitoring: CatalogEntry = {
  slug: 'security-monitoring',
  name: 'Central Logging and Security Monitoring',
  // the account baseline (shared/generation/baseline.ts): deployed once per account and region,
  // so studio designs never repeat its trail, recorder, detector, hub or alarm topic
  description:
    'The account baseline, deployed once per account and region: a multi-region CloudTrail trail with validation and KMS, CloudWatch Logs for a year, GuardDuty, AWS Config on every resource, Security Hub and CIS alarms on security events (root use, unauthorized calls, IAM, network and trail changes).',
  category: 'Security',
  color: '#d91515',
  featured: true,
  parameterUi: {
    AlertEmail: { placeholder: 'security@example.com' },
    EnableGuardDuty: {
      complianceNote:
        'Threat detection is expected for anti-malware and monitoring (NCA-ECC 2-3-3-1, SAMA 3.3.8). Choose false only if a detector already exists in this region.',
    },
    EnableSecurityHub: {
      complianceNote:
        'Security Hub is where the findings of GuardDuty and Config are seen and triaged (NCA-ECC 2-12-3-4, SAMA 3.3.14). Choose false only if the hub is already enabled in this region.',
    },
    EnableConfig: {
      complianceNote:
        "Recording every resource's configuration gives continuous monitoring evidence (NCA-ECC 2-12-3-4, CITC 3-4-4). Choose false only if a recorder already exists.",
    },
    LogRetentionDays: {
      compliantOnly: true,
      complianceNote:
        'NCA-ECC 2-12-3-5 asks for logs kept at least 12 months, so only 365 days or more is offered.',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Central logging and security monitoring: a multi-region AWS CloudTrail trail with log file
  validation and KMS encryption, delivered to a locked-down bucket and to CloudWatch Logs for 12
  months; Amazon GuardDuty; AWS Config recording every resource; and CIS alarms on security
  events (root use, unauthorized calls, sign-ins, IAM, network and trail changes).

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Alerts }
        Parameters: [AlertEmail]
      - Label: { default: Services }
        Parameters: [EnableGuardDuty, EnableConfig, EnableSecurityHub]
      - Label: { default: Retention }
        Parameters: [LogRetentionDays]
    ParameterLabels:
      AlertEmail: { default: Alert e-mail address }
      EnableGuardDuty: { default: Create a GuardDuty detector }
      EnableConfig: { default: Create an AWS Config recorder }
      EnableSecurityHub: { default: Enable Security Hub }
      LogRetentionDays: { default: Log retention (days) }

Parameters:
  AlertEmail:
    Type: String
    AllowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
    ConstraintDescription: must be an e-mail address, such as ops@example.com
    Description: Receives the security alarms (confirm the subscription e-mail AWS sends).
  EnableGuardDuty:
    Type: String
    Default: 'true'
    AllowedValues: ['true', 'false']
    Description: A region holds one GuardDuty detector; choose false if this account already has one here.
  EnableConfig:
    Type: String
    Default: 'true'
    AllowedValues: ['true', 'false']
    Description: A region holds one Config recorder; choose false if this account already has one here.
  EnableSecurityHub:
    Type: String
    Default: 'true'
    AllowedValues: ['true', 'false']
    Description: A region has one Security Hub; choose false if it is already enabled here.
  LogRetentionDays:
    Type: Number
    Default: 365
    AllowedValues: [365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653]
    Description: How long CloudTrail events are kept in CloudWatch Logs and in the bucket.

Conditions:
  CreateDetector: !Equals [!Ref EnableGuardDuty, 'true']
  CreateRecorder: !Equals [!Ref EnableConfig, 'true']
  CreateHub: !Equals [!Ref EnableSecurityHub, 'true']

Resources:
${customerKey('TrailKey', "Encrypts CloudTrail log files, the trail's log group and the alert topic")}
${LOGS_KEY_USE}
          - Sid: CloudTrailEncrypt
            Effect: Allow
            Principal: { Service: cloudtrail.amazonaws.com }
            Action: kms:GenerateDataKey*
            Resource: '*'
            Condition:
              StringLike:
                kms:EncryptionContext:aws:cloudtrail:arn: !Sub 'arn:\${AWS::Partition}:cloudtrail:*:\${AWS::AccountId}:trail/*'
          - Sid: CloudTrailDescribe
            Effect: Allow
            Principal: { Service: cloudtrail.amazonaws.com }
            Action: kms:DescribeKey
            Resource: '*'
          - Sid: AlarmsPublishToTopic
            Effect: Allow
            Principal: { Service: cloudwatch.amazonaws.com }
            Action: [kms:Decrypt, kms:GenerateDataKey*]
            Resource: '*'

  TrailBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault:
              SSEAlgorithm: aws:kms
              KMSMasterKeyID: !GetAtt TrailKey.Arn
            BucketKeyEnabled: true
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LoggingConfiguration:
        DestinationBucketName: !Ref AccessLogBucket
        LogFilePrefix: trail/
      LifecycleConfiguration:
        Rules:
          - Id: keep-logs
            Status: Enabled
            ExpirationInDays: !Ref LogRetentionDays
            NoncurrentVersionExpiration: { NoncurrentDays: 30 }
      Tags:
        - { Key: DataClassification, Value: Confidential }

  TrailBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref TrailBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('TrailBucket')}
          - Sid: CloudTrailAclCheck
            Effect: Allow
            Principal: { Service: cloudtrail.amazonaws.com }
            Action: s3:GetBucketAcl
            Resource: !GetAtt TrailBucket.Arn
            Condition:
              StringEquals:
                AWS:SourceArn: !Sub 'arn:\${AWS::Partition}:cloudtrail:\${AWS::Region}:\${AWS::AccountId}:trail/\${AWS::StackName}-trail'
          - Sid: CloudTrailWrite
            Effect: Allow
            Principal: { Service: cloudtrail.amazonaws.com }
            Action: s3:PutObject
            Resource: !Sub '\${TrailBucket.Arn}/AWSLogs/\${AWS::AccountId}/*'
            Condition:
              StringEquals:
                s3:x-amz-acl: bucket-owner-full-control
                AWS:SourceArn: !Sub 'arn:\${AWS::Partition}:cloudtrail:\${AWS::Region}:\${AWS::AccountId}:trail/\${AWS::StackName}-trail'
          - Sid: ConfigAclCheck
            Effect: Allow
            Principal: { Service: config.amazonaws.com }
            Action: [s3:GetBucketAcl, s3:ListBucket]
            Resource: !GetAtt TrailBucket.Arn
            Condition:
              StringEquals: { AWS:SourceAccount: !Ref AWS::AccountId }
          - Sid: ConfigWrite
            Effect: Allow
            Principal: { Service: config.amazonaws.com }
            Action: s3:PutObject
            Resource: !Sub '\${TrailBucket.Arn}/config/AWSLogs/\${AWS::AccountId}/Config/*'
            Condition:
              StringEquals:
                s3:x-amz-acl: bucket-owner-full-control
                AWS:SourceAccount: !Ref AWS::AccountId

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
          - Id: keep-logs
            Status: Enabled
            ExpirationInDays: !Ref LogRetentionDays
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

  TrailLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      RetentionInDays: !Ref LogRetentionDays
      KmsKeyId: !GetAtt TrailKey.Arn

  TrailLogRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: cloudtrail.amazonaws.com }
            Action: sts:AssumeRole
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }
      Policies:
        - PolicyName: write-trail-logs
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: [logs:CreateLogStream, logs:PutLogEvents]
                Resource: !GetAtt TrailLogGroup.Arn

  Trail:
    Type: AWS::CloudTrail::Trail
    DependsOn: TrailBucketPolicy
    Properties:
      TrailName: !Sub '\${AWS::StackName}-trail'
      S3BucketName: !Ref TrailBucket
      IsLogging: true
      IsMultiRegionTrail: true
      IncludeGlobalServiceEvents: true
      EnableLogFileValidation: true
      KMSKeyId: !Ref TrailKey
      CloudWatchLogsLogGroupArn: !GetAtt TrailLogGroup.Arn
      CloudWatchLogsRoleArn: !GetAtt TrailLogRole.Arn

  Detector:
    Type: AWS::GuardDuty::Detector
    Condition: CreateDetector
    Properties:
      Enable: true
      FindingPublishingFrequency: FIFTEEN_MINUTES

  SecurityHub:
    Type: AWS::SecurityHub::Hub
    Condition: CreateHub
    Properties:
      EnableDefaultStandards: true
      ControlFindingGenerator: SECURITY_CONTROL

  ConfigRole:
    Type: AWS::IAM::Role
    Condition: CreateRecorder
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: config.amazonaws.com }
            Action: sts:AssumeRole
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }
      ManagedPolicyArns:
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/service-role/AWS_ConfigRole'
      Policies:
        - PolicyName: deliver-to-bucket
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: s3:PutObject
                Resource: !Sub '\${TrailBucket.Arn}/config/*'
              - Effect: Allow
                Action: [kms:GenerateDataKey, kms:Decrypt]
                Resource: !GetAtt TrailKey.Arn

  ConfigRecorder:
    Type: AWS::Config::ConfigurationRecorder
    Condition: CreateRecorder
    Properties:
      RoleARN: !GetAtt ConfigRole.Arn
      RecordingGroup:
        AllSupported: true
        IncludeGlobalResourceTypes: true

  # Config needs its recorder before a delivery channel; CloudFormation then starts recording.
  ConfigDeliveryChannel:
    Type: AWS::Config::DeliveryChannel
    Condition: CreateRecorder
    DependsOn: ConfigRecorder
    Properties:
      S3BucketName: !Ref TrailBucket
      S3KeyPrefix: config
      S3KmsKeyArn: !GetAtt TrailKey.Arn
      ConfigSnapshotDeliveryProperties:
        DeliveryFrequency: TwentyFour_Hours

  AlertTopic:
    Type: AWS::SNS::Topic
    Properties:
      TopicName: ${BASELINE_ALERT_TOPIC_NAME}
      KmsMasterKeyId: !Ref TrailKey
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
          - Sid: AlarmsPublish
            Effect: Allow
            Principal: { Service: cloudwatch.amazonaws.com }
            Action: sns:Publish
            Resource: !Ref AlertTopic
            Condition:
              StringEquals: { AWS:SourceAccount: !Ref AWS::AccountId }

${SECURITY_EVENT_ALARMS}
Outputs:
  TrailArn:
    Value: !GetAtt Trail.Arn
  TrailBucketName:
    Value: !Ref TrailBucket
  AlertTopicArn:
    Value: !Ref AlertTopic
`,
};

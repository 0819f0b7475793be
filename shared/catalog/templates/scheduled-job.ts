import type { CatalogEntry } from '../types';
import { customerKey, denyInsecureTransport, LOGS_KEY_USE } from './parts';

export const scheduledJob: CatalogEntry = {
  slug: 'scheduled-job',
  name: 'Scheduled Job',
  description:
    'An EventBridge Scheduler schedule running a Lambda function on a cron or rate expression, with retries, a dead-letter queue and encrypted logs kept for a year.',
  category: 'Serverless',
  color: '#ec7211',
  featured: false,
  parameterUi: {
    ScheduleExpression: { placeholder: 'cron(0 3 * * ? *)' },
    ScheduleTimezone: { placeholder: 'Asia/Riyadh' },
    MaximumRetryAttempts: {
      complianceNote:
        'Failed runs are retried, then kept in the dead-letter queue for review (NCA-ECC 3-1-3-3).',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Scheduled job: an Amazon EventBridge Scheduler schedule that runs a Lambda function on a cron
  or rate expression, with retries, a dead-letter queue, reserved concurrency and encrypted logs
  kept for 12 months.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Schedule }
        Parameters: [ScheduleExpression, ScheduleTimezone, MaximumRetryAttempts]
      - Label: { default: Job }
        Parameters: [TimeoutSeconds, MemorySize]
    ParameterLabels:
      ScheduleExpression: { default: Schedule expression }
      ScheduleTimezone: { default: Time zone }
      MaximumRetryAttempts: { default: Retry attempts }
      TimeoutSeconds: { default: Job timeout (seconds) }
      MemorySize: { default: Job memory (MB) }

Parameters:
  ScheduleExpression:
    Type: String
    Default: cron(0 3 * * ? *)
    AllowedPattern: '^(cron\\(.+\\)|rate\\(\\d+ (minute|minutes|hour|hours|day|days)\\))$'
    ConstraintDescription: must be a schedule such as rate(1 hour) or cron(0 2 * * ? *)
    Description: When the job runs, e.g. cron(0 3 * * ? *) for 03:00 daily or rate(1 hour).
  ScheduleTimezone:
    Type: String
    Default: Asia/Riyadh
    Description: IANA time zone the cron expression is read in.
  MaximumRetryAttempts:
    Type: Number
    Default: 2
    MinValue: 0
    MaxValue: 185
    Description: Retries of a failed invocation before it goes to the dead-letter queue.
  TimeoutSeconds:
    Type: Number
    Default: 300
    MinValue: 1
    MaxValue: 900
    Description: Longest one run may take.
  MemorySize:
    Type: Number
    Default: 512
    AllowedValues: [128, 256, 512, 1024, 2048]
    Description: Memory of the job (CPU grows with it).

Resources:
${customerKey('DataKey', "Encrypts the job's schedule, queue, environment and logs")}
${LOGS_KEY_USE}

  DeadLetterQueue:
    Type: AWS::SQS::Queue
    Properties:
      KmsMasterKeyId: !Ref DataKey
      MessageRetentionPeriod: 1209600
      Tags:
        - { Key: DataClassification, Value: Internal }

  DeadLetterQueuePolicy:
    Type: AWS::SQS::QueuePolicy
    Properties:
      Queues: [!Ref DeadLetterQueue]
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureTransport("'sqs:*'", '!GetAtt DeadLetterQueue.Arn')}

  FunctionLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      RetentionInDays: 365
      KmsKeyId: !GetAtt DataKey.Arn

  JobRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: lambda.amazonaws.com }
            Action: sts:AssumeRole
      Policies:
        - PolicyName: least-privilege
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: [logs:CreateLogStream, logs:PutLogEvents]
                Resource: !GetAtt FunctionLogGroup.Arn
              - Effect: Allow
                Action: sqs:SendMessage
                Resource: !GetAtt DeadLetterQueue.Arn
              - Effect: Allow
                Action: [kms:Decrypt, kms:GenerateDataKey]
                Resource: !GetAtt DataKey.Arn
              - Effect: Allow
                Action: [xray:PutTraceSegments, xray:PutTelemetryRecords]
                Resource: '*'

  Job:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: nodejs22.x
      Architectures: [arm64]
      Handler: index.handler
      Role: !GetAtt JobRole.Arn
      MemorySize: !Ref MemorySize
      Timeout: !Ref TimeoutSeconds
      # One run at a time: a slow run never overlaps the next.
      ReservedConcurrentExecutions: 1
      KmsKeyArn: !GetAtt DataKey.Arn
      TracingConfig: { Mode: Active }
      DeadLetterConfig: { TargetArn: !GetAtt DeadLetterQueue.Arn }
      LoggingConfig: { LogGroup: !Ref FunctionLogGroup, LogFormat: JSON }
      Environment:
        Variables:
          JOB_NAME: !Ref AWS::StackName
      Code:
        ZipFile: |
          // Replace with the real job. Throwing marks the run failed, so the scheduler retries it.
          exports.handler = async (event) => {
            console.log(JSON.stringify({ level: 'INFO', message: 'job started', job: process.env.JOB_NAME, at: new Date().toISOString() }));
            return { ok: true };
          };

  SchedulerRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: scheduler.amazonaws.com }
            Action: sts:AssumeRole
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }
      Policies:
        - PolicyName: invoke-job
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: lambda:InvokeFunction
                Resource: !GetAtt Job.Arn
              - Effect: Allow
                Action: sqs:SendMessage
                Resource: !GetAtt DeadLetterQueue.Arn
              - Effect: Allow
                Action: [kms:Decrypt, kms:GenerateDataKey]
                Resource: !GetAtt DataKey.Arn

  Schedule:
    Type: AWS::Scheduler::Schedule
    Properties:
      Description: !Sub 'Runs \${AWS::StackName}'
      ScheduleExpression: !Ref ScheduleExpression
      ScheduleExpressionTimezone: !Ref ScheduleTimezone
      FlexibleTimeWindow: { Mode: 'OFF' }
      KmsKeyArn: !GetAtt DataKey.Arn
      State: ENABLED
      Target:
        Arn: !GetAtt Job.Arn
        RoleArn: !GetAtt SchedulerRole.Arn
        RetryPolicy:
          MaximumRetryAttempts: !Ref MaximumRetryAttempts
          MaximumEventAgeInSeconds: 3600
        DeadLetterConfig: { Arn: !GetAtt DeadLetterQueue.Arn }

Outputs:
  FunctionName:
    Value: !Ref Job
  LogGroupName:
    Value: !Ref FunctionLogGroup
`,
};

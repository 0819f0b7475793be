import type { CatalogEntry } from '../types';
import { customerKey, denyInsecureTransport, LOGS_KEY_USE } from './parts';

export const queueWorker: CatalogEntry = {
  slug: 'queue-worker',
  name: 'Queue and Worker',
  description:
    'An encrypted, TLS-only SQS queue with a dead-letter queue, drained by a Lambda worker with reserved concurrency, partial batch failures and encrypted logs.',
  category: 'Messaging',
  color: '#c33d69',
  featured: false,
  parameterUi: {
    MaxReceiveCount: {
      complianceNote:
        'Messages that keep failing move to the dead-letter queue instead of being lost (NCA-ECC 3-1-3-3).',
    },
    DataClassification: {
      complianceNote:
        'The classification tag drives residency and key checks (NCA-ECC 2-1-5, SAMA 3.3.3, CITC 3-3-1).',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Queue and worker: an Amazon SQS queue with a dead-letter queue, both encrypted with a customer
  managed KMS key and refusing unencrypted connections, drained by a Lambda worker with reserved
  concurrency, partial batch failures and encrypted logs kept for 12 months.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Queue }
        Parameters: [VisibilityTimeout, MaxReceiveCount, DataClassification]
      - Label: { default: Worker }
        Parameters: [BatchSize, MemorySize, ReservedConcurrency]
    ParameterLabels:
      VisibilityTimeout: { default: Visibility timeout (seconds) }
      MaxReceiveCount: { default: Attempts before dead-letter }
      DataClassification: { default: Data classification }
      BatchSize: { default: Messages per batch }
      MemorySize: { default: Worker memory (MB) }
      ReservedConcurrency: { default: Reserved concurrency }

Parameters:
  VisibilityTimeout:
    Type: Number
    Default: 180
    MinValue: 30
    MaxValue: 43200
    Description: How long a received message stays hidden; at least six times the worker's timeout.
  MaxReceiveCount:
    Type: Number
    Default: 5
    MinValue: 1
    MaxValue: 20
    Description: Receives before a message moves to the dead-letter queue.
  DataClassification:
    Type: String
    Default: Confidential
    AllowedValues: [Public, Internal, Confidential, Secret]
    Description: Classification tag of the messages.
  BatchSize:
    Type: Number
    Default: 10
    MinValue: 1
    MaxValue: 10
    Description: Messages handed to one worker invocation.
  MemorySize:
    Type: Number
    Default: 256
    AllowedValues: [128, 256, 512, 1024, 2048]
    Description: Memory of the worker (CPU grows with it).
  ReservedConcurrency:
    Type: Number
    Default: 5
    MinValue: 2
    MaxValue: 500
    Description: Most workers running at once (this also caps how fast the queue drains).

Resources:
${customerKey('DataKey', "Encrypts the queues, the worker's environment and its logs")}
${LOGS_KEY_USE}

  DeadLetterQueue:
    Type: AWS::SQS::Queue
    Properties:
      KmsMasterKeyId: !Ref DataKey
      MessageRetentionPeriod: 1209600
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

  WorkQueue:
    Type: AWS::SQS::Queue
    Properties:
      KmsMasterKeyId: !Ref DataKey
      KmsDataKeyReusePeriodSeconds: 300
      VisibilityTimeout: !Ref VisibilityTimeout
      MessageRetentionPeriod: 345600
      RedrivePolicy:
        deadLetterTargetArn: !GetAtt DeadLetterQueue.Arn
        maxReceiveCount: !Ref MaxReceiveCount
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

  QueuePolicy:
    Type: AWS::SQS::QueuePolicy
    Properties:
      Queues: [!Ref WorkQueue, !Ref DeadLetterQueue]
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureTransport("'sqs:*'", '[!GetAtt WorkQueue.Arn, !GetAtt DeadLetterQueue.Arn]')}

  FunctionLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      RetentionInDays: 365
      KmsKeyId: !GetAtt DataKey.Arn

  WorkerRole:
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
                Action: [sqs:ReceiveMessage, sqs:DeleteMessage, sqs:GetQueueAttributes, sqs:ChangeMessageVisibility]
                Resource: !GetAtt WorkQueue.Arn
              - Effect: Allow
                Action: sqs:SendMessage
                Resource: !GetAtt DeadLetterQueue.Arn
              - Effect: Allow
                Action: [kms:Decrypt, kms:GenerateDataKey]
                Resource: !GetAtt DataKey.Arn
              - Effect: Allow
                Action: [logs:CreateLogStream, logs:PutLogEvents]
                Resource: !GetAtt FunctionLogGroup.Arn
              - Effect: Allow
                Action: [xray:PutTraceSegments, xray:PutTelemetryRecords]
                Resource: '*'

  Worker:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: nodejs22.x
      Architectures: [arm64]
      Handler: index.handler
      Role: !GetAtt WorkerRole.Arn
      MemorySize: !Ref MemorySize
      Timeout: 30
      ReservedConcurrentExecutions: !Ref ReservedConcurrency
      KmsKeyArn: !GetAtt DataKey.Arn
      TracingConfig: { Mode: Active }
      DeadLetterConfig: { TargetArn: !GetAtt DeadLetterQueue.Arn }
      LoggingConfig: { LogGroup: !Ref FunctionLogGroup, LogFormat: JSON }
      Environment:
        Variables:
          QUEUE_NAME: !GetAtt WorkQueue.QueueName
      Code:
        ZipFile: |
          // Replace with the real work; a message that throws is retried, then dead-lettered.
          exports.handler = async (event) => {
            const batchItemFailures = [];
            for (const record of event.Records) {
              try {
                const message = JSON.parse(record.body);
                console.log(JSON.stringify({ level: 'INFO', message: 'processed', id: record.messageId, keys: Object.keys(message) }));
              } catch (error) {
                console.log(JSON.stringify({ level: 'ERROR', message: String(error), id: record.messageId }));
                batchItemFailures.push({ itemIdentifier: record.messageId });
              }
            }
            return { batchItemFailures };
          };

  QueueTrigger:
    Type: AWS::Lambda::EventSourceMapping
    Properties:
      FunctionName: !Ref Worker
      EventSourceArn: !GetAtt WorkQueue.Arn
      BatchSize: !Ref BatchSize
      FunctionResponseTypes: [ReportBatchItemFailures]
      ScalingConfig: { MaximumConcurrency: !Ref ReservedConcurrency }

Outputs:
  QueueUrl:
    Value: !Ref WorkQueue
  DeadLetterQueueUrl:
    Value: !Ref DeadLetterQueue
  KeyArn:
    Description: Producers need kms:GenerateDataKey on this key to send messages.
    Value: !GetAtt DataKey.Arn
`,
};

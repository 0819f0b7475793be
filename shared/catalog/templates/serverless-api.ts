import type { CatalogEntry } from '../types';
import {
  BACKUP_ROLE,
  customerKey,
  DAILY_BACKUP_PLAN,
  denyInsecureTransport,
  LOGS_KEY_USE,
  webAclWithLogs,
} from './parts';

export const serverlessApi: CatalogEntry = {
  slug: 'serverless-api',
  name: 'Serverless API',
  description:
    'An API Gateway REST API with IAM authorization, AWS WAF and logs, a Lambda function with reserved concurrency and a dead-letter queue, and an encrypted DynamoDB table with backups.',
  category: 'Serverless',
  color: '#ec7211',
  featured: true,
  parameterUi: {
    StageName: { placeholder: 'prod' },
    ReservedConcurrency: {
      complianceNote:
        "A concurrency limit keeps one caller from exhausting the account's capacity (NCA-ECC 3-1-3-3).",
    },
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
  Serverless API: an Amazon API Gateway REST API with IAM authorization, AWS WAF and access and
  execution logs, a Lambda function with reserved concurrency, a dead-letter queue and encrypted
  environment, and a DynamoDB table with a customer managed key and point-in-time recovery.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: API }
        Parameters: [StageName, ThrottleRateLimit, ThrottleBurstLimit]
      - Label: { default: Function }
        Parameters: [MemorySize, ReservedConcurrency]
      - Label: { default: Data }
        Parameters: [DataClassification, DeletionProtection]
    ParameterLabels:
      StageName: { default: Stage name }
      ThrottleRateLimit: { default: Requests per second }
      ThrottleBurstLimit: { default: Burst requests }
      MemorySize: { default: Function memory (MB) }
      ReservedConcurrency: { default: Reserved concurrency }
      DataClassification: { default: Data classification }
      DeletionProtection: { default: Table deletion protection }

Parameters:
  StageName:
    Type: String
    Default: prod
    AllowedPattern: '^[a-zA-Z0-9_]{1,64}$'
    ConstraintDescription: must be 1 to 64 letters, digits or underscores
    Description: Name of the deployed API stage (part of its URL).
  ThrottleRateLimit:
    Type: Number
    Default: 100
    MinValue: 1
    MaxValue: 10000
    Description: Steady-state requests per second the stage accepts.
  ThrottleBurstLimit:
    Type: Number
    Default: 200
    MinValue: 1
    MaxValue: 5000
    Description: Short bursts of requests the stage accepts.
  MemorySize:
    Type: Number
    Default: 256
    AllowedValues: [128, 256, 512, 1024, 2048]
    Description: Memory of the function (CPU grows with it).
  ReservedConcurrency:
    Type: Number
    Default: 20
    MinValue: 1
    MaxValue: 500
    Description: Most instances of the function that may run at once.
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

Resources:
${customerKey('DataKey', "Encrypts the API's table, queue, logs and function environment")}
${LOGS_KEY_USE}

  ItemsTable:
    Type: AWS::DynamoDB::Table
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BillingMode: PAY_PER_REQUEST
      AttributeDefinitions:
        - { AttributeName: pk, AttributeType: S }
      KeySchema:
        - { AttributeName: pk, KeyType: HASH }
      SSESpecification:
        SSEEnabled: true
        SSEType: KMS
        KMSMasterKeyId: !Ref DataKey
      PointInTimeRecoverySpecification:
        PointInTimeRecoveryEnabled: true
      DeletionProtectionEnabled: !Ref DeletionProtection
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
          - !GetAtt ItemsTable.Arn

  DeadLetterQueue:
    Type: AWS::SQS::Queue
    Properties:
      KmsMasterKeyId: !Ref DataKey
      MessageRetentionPeriod: 1209600
      Tags:
        - { Key: DataClassification, Value: !Ref DataClassification }

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

  FunctionRole:
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
                Action: [dynamodb:GetItem, dynamodb:PutItem, dynamodb:DeleteItem, dynamodb:Query]
                Resource: !GetAtt ItemsTable.Arn
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

  ApiFunction:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: nodejs22.x
      Architectures: [arm64]
      Handler: index.handler
      Role: !GetAtt FunctionRole.Arn
      MemorySize: !Ref MemorySize
      Timeout: 10
      ReservedConcurrentExecutions: !Ref ReservedConcurrency
      KmsKeyArn: !GetAtt DataKey.Arn
      TracingConfig: { Mode: Active }
      DeadLetterConfig: { TargetArn: !GetAtt DeadLetterQueue.Arn }
      LoggingConfig: { LogGroup: !Ref FunctionLogGroup, LogFormat: JSON }
      Environment:
        Variables:
          TABLE_NAME: !Ref ItemsTable
      Code:
        ZipFile: |
          const { DynamoDBClient, GetItemCommand, PutItemCommand } = require('@aws-sdk/client-dynamodb');
          const db = new DynamoDBClient({});
          const reply = (statusCode, body) => ({
            statusCode,
            headers: { 'content-type': 'application/json', 'strict-transport-security': 'max-age=63072000' },
            body: JSON.stringify(body),
          });
          exports.handler = async (event) => {
            const id = event.pathParameters && event.pathParameters.proxy;
            if (!id) return reply(200, { ok: true });
            if (event.httpMethod === 'PUT') {
              await db.send(new PutItemCommand({
                TableName: process.env.TABLE_NAME,
                Item: { pk: { S: id }, body: { S: event.body || '' } },
              }));
              return reply(204, {});
            }
            const { Item } = await db.send(new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: { pk: { S: id } } }));
            return Item ? reply(200, { id, body: Item.body.S }) : reply(404, { message: 'Not found' });
          };

  Api:
    Type: AWS::ApiGateway::RestApi
    Properties:
      Name: !Sub '\${AWS::StackName}-api'
      EndpointConfiguration: { Types: [REGIONAL] }
      DisableExecuteApiEndpoint: false

  ProxyResource:
    Type: AWS::ApiGateway::Resource
    Properties:
      RestApiId: !Ref Api
      ParentId: !GetAtt Api.RootResourceId
      PathPart: '{proxy+}'

  RootMethod:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !GetAtt Api.RootResourceId
      HttpMethod: ANY
      AuthorizationType: AWS_IAM
      Integration:
        Type: AWS_PROXY
        IntegrationHttpMethod: POST
        Uri: !Sub 'arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${ApiFunction.Arn}/invocations'

  ProxyMethod:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !Ref ProxyResource
      HttpMethod: ANY
      AuthorizationType: AWS_IAM
      Integration:
        Type: AWS_PROXY
        IntegrationHttpMethod: POST
        Uri: !Sub 'arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${ApiFunction.Arn}/invocations'

  InvokePermission:
    Type: AWS::Lambda::Permission
    Properties:
      FunctionName: !Ref ApiFunction
      Action: lambda:InvokeFunction
      Principal: apigateway.amazonaws.com
      SourceAccount: !Ref AWS::AccountId
      SourceArn: !Sub 'arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${Api}/*'

  # API Gateway writes logs through one role per account and region; this sets it.
  ApiLoggingRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: apigateway.amazonaws.com }
            Action: sts:AssumeRole
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }
      ManagedPolicyArns:
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs'

  ApiGatewayAccount:
    Type: AWS::ApiGateway::Account
    Properties:
      CloudWatchRoleArn: !GetAtt ApiLoggingRole.Arn

  AccessLogGroup:
    Type: AWS::Logs::LogGroup
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      RetentionInDays: 365
      KmsKeyId: !GetAtt DataKey.Arn

  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: [RootMethod, ProxyMethod]
    Properties:
      RestApiId: !Ref Api

  Stage:
    Type: AWS::ApiGateway::Stage
    DependsOn: ApiGatewayAccount
    Properties:
      RestApiId: !Ref Api
      DeploymentId: !Ref Deployment
      StageName: !Ref StageName
      TracingEnabled: true
      AccessLogSetting:
        DestinationArn: !GetAtt AccessLogGroup.Arn
        Format: '{"requestId":"$context.requestId","ip":"$context.identity.sourceIp","caller":"$context.identity.caller","user":"$context.identity.user","requestTime":"$context.requestTime","httpMethod":"$context.httpMethod","resourcePath":"$context.resourcePath","status":"$context.status","protocol":"$context.protocol","responseLength":"$context.responseLength"}'
      MethodSettings:
        - ResourcePath: '/*'
          HttpMethod: '*'
          LoggingLevel: ERROR
          DataTraceEnabled: false
          MetricsEnabled: true
          ThrottlingRateLimit: !Ref ThrottleRateLimit
          ThrottlingBurstLimit: !Ref ThrottleBurstLimit

${webAclWithLogs({ scope: 'REGIONAL', metric: 'api-acl', groups: ['aws-common', 'aws-ip-reputation'], logKey: 'DataKey' })}

  WebAclAssociation:
    Type: AWS::WAFv2::WebACLAssociation
    DependsOn: Stage
    Properties:
      ResourceArn: !Sub 'arn:\${AWS::Partition}:apigateway:\${AWS::Region}::/restapis/\${Api}/stages/\${StageName}'
      WebACLArn: !GetAtt WebAcl.Arn

Outputs:
  ApiUrl:
    Description: Call it with requests signed by AWS Signature Version 4.
    Value: !Sub 'https://\${Api}.execute-api.\${AWS::Region}.\${AWS::URLSuffix}/\${StageName}/'
  TableName:
    Value: !Ref ItemsTable
`,
};

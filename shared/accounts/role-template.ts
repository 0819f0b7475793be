/**
 * The cross-account role template a user deploys in their own AWS account to link it. It is the
 * one source of the text: `web/public/sahab-role.yaml` (the wizard's download) is a copy checked
 * by a test, and the sandbox cloud deploys this same text. `${...}` below is CloudFormation's
 * `!Sub` syntax, escaped for the TypeScript template literal.
 */

/** The role Sahab assumes; the CDK grant for sts:AssumeRole is scoped to this name. */
export const ACCESS_ROLE_NAME = 'SahabAccessRole';
/** The role CloudFormation runs as for stacks Sahab creates (their `RoleARN`). */
export const EXECUTION_ROLE_NAME = 'SahabCloudFormationExecutionRole';
/** The stack name the wizard suggests (and the sandbox uses). */
export const ROLE_STACK_NAME = 'sahab-access';
/** Served from the site root. */
export const ROLE_TEMPLATE_PATH = '/sahab-role.yaml';
/**
 * The IAM path of every role and managed policy a Sahab stack creates: the execution role may edit
 * trust policies and policy versions only under it.
 */
export const SAHAB_IAM_PATH = '/sahab/';
/** The managed policy every role a Sahab stack creates must carry as its permissions boundary. */
export const BOUNDARY_POLICY_NAME = 'SahabWorkloadBoundary';
/** The tag Sahab puts on its stacks (CloudFormation copies it onto their resources). */
export const MANAGED_BY_TAG = { key: 'managed-by', value: 'sahab' } as const;

/**
 * The stack tag naming the bucket-name prefix of a Sahab stack: its name in lower case, the start
 * of every bucket name CloudFormation generates for it (`<stack>-<logical id>-<random>`).
 * CloudFormation copies stack tags onto the roles the stack creates, and the boundary lets a role
 * reach S3 objects only in buckets under its own stack's prefix (S3's object actions do not read
 * `aws:ResourceTag`). A name CloudFormation shortens, or an explicit bucket name outside the
 * prefix, is simply out of reach: it fails closed.
 */
export const STACK_BUCKETS_TAG = 'sahab-stack-buckets';
export const stackBucketPrefix = (stackName: string) => stackName.toLowerCase();

/** The boundary's ARN in an account, as the role template creates it. */
export const boundaryPolicyArn = (accountId: string, partition = 'aws') =>
  `arn:${partition}:iam::${accountId}:policy${SAHAB_IAM_PATH}${BOUNDARY_POLICY_NAME}`;

const TAG = `aws:ResourceTag/${MANAGED_BY_TAG.key}`;
const REQUEST_TAG = `aws:RequestTag/${MANAGED_BY_TAG.key}`;
const EXECUTION_ROLE_ARN = `!Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${EXECUTION_ROLE_NAME}'`;
const BOUNDARY_ARN = `!Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:policy${SAHAB_IAM_PATH}${BOUNDARY_POLICY_NAME}'`;

export const ROLE_TEMPLATE = `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Sahab cross-account access. Creates the role Sahab assumes (only from the Sahab platform
  account, only with your external id), the role CloudFormation uses for the stacks Sahab
  deploys, and the permissions boundary every role those stacks create must carry. Delete this
  stack to revoke Sahab's access.

Parameters:
  ExternalId:
    Type: String
    Description: Your Sahab user id, shown in the Link AWS Account wizard. Sahab must present it to assume the role.
    MinLength: 2
    MaxLength: 1224
    AllowedPattern: '[\\w+=,.@:/-]+'
  PlatformAccountId:
    Type: String
    Description: The AWS account id of the Sahab platform, shown in the Link AWS Account wizard.
    AllowedPattern: '\\d{12}'
    ConstraintDescription: must be a 12-digit AWS account id

Resources:
  SahabAccessRole:
    Type: AWS::IAM::Role
    Properties:
      RoleName: ${ACCESS_ROLE_NAME}
      Description: Assumed by Sahab to deploy CloudFormation stacks, list networks and scan this account.
      MaxSessionDuration: 3600
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal:
              AWS: !Sub 'arn:\${AWS::Partition}:iam::\${PlatformAccountId}:root'
            Action: sts:AssumeRole
            Condition:
              StringEquals:
                sts:ExternalId: !Ref ExternalId
      ManagedPolicyArns:
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/SecurityAudit'
      Policies:
        - PolicyName: SahabDeploy
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Sid: CreateStacksTaggedAsSahabsRunningAsTheExecutionRole
                Effect: Allow
                Action: cloudformation:CreateStack
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
                Condition:
                  StringEquals:
                    cloudformation:RoleArn: ${EXECUTION_ROLE_ARN}
                    ${REQUEST_TAG}: ${MANAGED_BY_TAG.value}
              - Sid: UpdateOnlySahabStacksRunningAsTheExecutionRole
                Effect: Allow
                Action:
                  - cloudformation:UpdateStack
                  - cloudformation:CreateChangeSet
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
                Condition:
                  StringEquals:
                    cloudformation:RoleArn: ${EXECUTION_ROLE_ARN}
                    ${TAG}: ${MANAGED_BY_TAG.value}
              - Sid: ReviewedChangeSetsOfSahabStacks
                Effect: Allow
                Action:
                  - cloudformation:ExecuteChangeSet
                  - cloudformation:DeleteChangeSet
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
                Condition:
                  StringEquals:
                    ${TAG}: ${MANAGED_BY_TAG.value}
              - Sid: ReadChangeSets
                Effect: Allow
                Action: cloudformation:DescribeChangeSet
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
              - Sid: DeleteOnlySahabStacks
                Effect: Allow
                Action: cloudformation:DeleteStack
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
                Condition:
                  StringEquals:
                    ${TAG}: ${MANAGED_BY_TAG.value}
              # IAM has no change-set-type key: an import is the change set that names resource
              # types to import (cloudformation:ImportResourceTypes is present only then)
              - Sid: NeverImportExistingResources
                Effect: Deny
                Action: cloudformation:CreateChangeSet
                Resource: '*'
                Condition:
                  'Null':
                    cloudformation:ImportResourceTypes: 'false'
              - Sid: NeverChangeThisStack
                Effect: Deny
                Action:
                  - cloudformation:UpdateStack
                  - cloudformation:CreateChangeSet
                  - cloudformation:ExecuteChangeSet
                  - cloudformation:DeleteStack
                Resource: !Ref AWS::StackId
              - Sid: DetectDriftOfStacks
                Effect: Allow
                Action:
                  - cloudformation:DetectStackDrift
                  - cloudformation:DetectStackResourceDrift
                  - cloudformation:DescribeStackResourceDrifts
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
              - Sid: ReadDriftDetectionStatus
                Effect: Allow
                Action: cloudformation:DescribeStackDriftDetectionStatus
                Resource: '*'
              - Sid: ReadStacks
                Effect: Allow
                Action:
                  - cloudformation:DescribeStacks
                  - cloudformation:DescribeStackEvents
                  - cloudformation:DescribeStackResource
                  - cloudformation:DescribeStackResources
                  - cloudformation:ListStackResources
                  - cloudformation:GetTemplate
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
              - Sid: CheckTemplates
                Effect: Allow
                Action:
                  - cloudformation:ValidateTemplate
                  - cloudformation:GetTemplateSummary
                  - cloudformation:ListStacks
                Resource: '*'
              - Sid: PassOnlyTheExecutionRole
                Effect: Allow
                Action: iam:PassRole
                Resource: !GetAtt SahabCloudFormationExecutionRole.Arn
                Condition:
                  StringEquals:
                    iam:PassedToService: cloudformation.amazonaws.com
              - Sid: ListNetworks
                Effect: Allow
                Action:
                  - ec2:DescribeVpcs
                  - ec2:DescribeSubnets
                  - ec2:DescribeAvailabilityZones
                Resource: '*'
              - Sid: ScanThroughCloudControl
                Effect: Allow
                Action:
                  - cloudcontrol:GetResource
                  - cloudcontrol:ListResources
                Resource: '*'
              - Sid: ScanWebAclAssociationsThroughWafv2
                Effect: Allow
                Action:
                  - wafv2:ListWebACLs
                  - wafv2:ListResourcesForWebACL
                Resource: '*'
              - Sid: ScanEveryEnabledRegion
                Effect: Allow
                Action: ec2:DescribeRegions
                Resource: '*'
      Tags:
        - Key: ${MANAGED_BY_TAG.key}
          Value: ${MANAGED_BY_TAG.value}

  SahabWorkloadBoundary:
    Type: AWS::IAM::ManagedPolicy
    Properties:
      ManagedPolicyName: ${BOUNDARY_POLICY_NAME}
      Path: ${SAHAB_IAM_PATH}
      Description: >-
        The permissions boundary of every role a Sahab stack creates: whatever such a role is
        granted, it never exceeds this. It grants nothing by itself.
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Sid: ServicesWorkloadsRun
            Effect: Allow
            Action:
              - logs:*
              - cloudwatch:*
              - xray:*
              - sqs:*
              - sns:*
              - events:*
              - scheduler:*
              - ecs:*
              - ecr:GetAuthorizationToken
              - elasticfilesystem:*
              - elasticache:*
              - es:*
              - kinesis:*
              - firehose:*
              - glue:*
              - athena:*
              - tag:Get*
              - apigateway:GET
              - execute-api:*
            Resource: '*'
          - Sid: ObjectsOnlyInBucketsOfTheirOwnStack
            Effect: Allow
            Action:
              - s3:GetObject*
              - s3:PutObject*
              - s3:DeleteObject*
              - s3:AbortMultipartUpload
              - s3:ListMultipartUploadParts
              - s3:RestoreObject
              - s3:ReplicateObject
              - s3:ReplicateDelete
              - s3:ReplicateTags
              - s3:ListBucket
              - s3:ListBucketVersions
              - s3:ListBucketMultipartUploads
              - s3:GetBucketLocation
            Resource:
              - !Sub 'arn:\${AWS::Partition}:s3:::\${!aws:PrincipalTag/${STACK_BUCKETS_TAG}}-*'
              - !Sub 'arn:\${AWS::Partition}:s3:::\${!aws:PrincipalTag/${STACK_BUCKETS_TAG}}-*/*'
          - Sid: DataAndKeysWithoutAdministeringThem
            Effect: Allow
            Action:
              - s3:ListAllMyBuckets
              - dynamodb:Describe*
              - dynamodb:List*
              - rds-db:connect
              - rds:Describe*
              - rds:List*
              - kms:Describe*
              - kms:List*
              - secretsmanager:Describe*
              - secretsmanager:List*
              - ec2:Describe*
              - ec2:*NetworkInterface*
              - ec2:AssignPrivateIpAddresses
              - ec2:UnassignPrivateIpAddresses
              - ec2:CreateTags
              - lambda:Get*
              - lambda:List*
              - cloudtrail:Describe*
              - cloudtrail:Get*
              - cloudtrail:List*
              - iam:Get*
              - iam:List*
              - sts:GetCallerIdentity
            Resource: '*'
          # only actions that read aws:ResourceTag on their resource (the SAR, shared/accounts/sar):
          # a wildcard would also name actions the condition can never match
          - Sid: DataOnlyInWhatSahabCreated
            Effect: Allow
            Action:
              - dynamodb:*Item*
              - dynamodb:Query
              - dynamodb:Scan
              - dynamodb:GetRecords
              - dynamodb:GetShardIterator
              - dynamodb:CreateBackup
              - dynamodb:RestoreTableFromBackup
              - dynamodb:DescribeContinuousBackups
              - rds:*Snapshot*
              - ec2:CreateSnapshot
              - ec2:CreateSnapshots
              - ec2:CopySnapshot
              - ec2:DeleteSnapshot
              - ec2:DescribeSnapshotAttribute
              - kms:Decrypt
              - kms:Encrypt
              - kms:ReEncrypt*
              - kms:GenerateDataKey*
              - kms:Get*
              - kms:CreateGrant
              - secretsmanager:GetSecretValue
              - ssm:GetParameter*
              - lambda:InvokeFunction
              - states:StartExecution
              - states:StartSyncExecution
              - ecr:BatchGetImage
              - ecr:BatchCheckLayerAvailability
              - ecr:GetDownloadUrlForLayer
              - backup:StartBackupJob
              - backup:DescribeBackupVault
              - backup:DescribeRecoveryPoint
              - backup:ListRecoveryPointsByBackupVault
              - backup:ListTags
            Resource: '*'
            Condition:
              StringEquals:
                ${TAG}: ${MANAGED_BY_TAG.value}
          - Sid: NeverShareSnapshotsDeleteBackupsOrStopConfig
            Effect: Deny
            Action:
              - ec2:ModifySnapshotAttribute
              - ec2:ModifyImageAttribute
              - rds:ModifyDBSnapshotAttribute
              - rds:ModifyDBClusterSnapshotAttribute
              - backup:DeleteRecoveryPoint
              - backup:DeleteBackupVault
              - backup:DeleteBackupPlan
              - backup:DeleteBackupVaultAccessPolicy
              - backup:PutBackupVaultAccessPolicy
              - backup:UpdateRecoveryPointLifecycle
              - backup:DisassociateRecoveryPoint
              - config:StopConfigurationRecorder
              - config:DeleteConfigurationRecorder
              - config:DeleteDeliveryChannel
              - config:DeleteConfigRule
              - config:DeleteEvaluationResults
            Resource: '*'
          - Sid: PassOnlySahabRoles
            Effect: Allow
            Action: iam:PassRole
            Resource: !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role${SAHAB_IAM_PATH}*'
          - Sid: NeverStopOrDeleteTheAuditTrail
            Effect: Deny
            Action:
              - cloudtrail:StopLogging
              - cloudtrail:DeleteTrail
              - cloudtrail:UpdateTrail
              - cloudtrail:PutEventSelectors
            Resource: '*'
          # a dev endpoint takes an SSH key: updating one hands its role's credentials to the caller
          - Sid: NeverOpenGlueDevEndpoints
            Effect: Deny
            Action:
              - glue:CreateDevEndpoint
              - glue:UpdateDevEndpoint
            Resource: '*'
          - Sid: NeverDeleteLogs
            Effect: Deny
            Action:
              - logs:DeleteLogGroup
              - logs:DeleteLogStream
              - logs:DeleteRetentionPolicy
            Resource: '*'
          - Sid: PolicyWritesAndCodeOnlyOnSahabResources
            Effect: Deny
            Action:
              - kms:PutKeyPolicy
              - kms:ScheduleKeyDeletion
              - s3:PutBucketPolicy
              - s3:DeleteBucketPolicy
              - secretsmanager:PutResourcePolicy
              - secretsmanager:DeleteResourcePolicy
              - lambda:UpdateFunctionCode
              - lambda:UpdateFunctionConfiguration
              - lambda:AddPermission
            Resource: '*'
            Condition:
              StringNotEquals:
                ${TAG}: ${MANAGED_BY_TAG.value}
          - Sid: NeverClaimSahabsTag
            Effect: Deny
            Action:
              - kms:TagResource
              - kms:UntagResource
              - lambda:TagResource
              - lambda:UntagResource
              - secretsmanager:TagResource
              - secretsmanager:UntagResource
              - logs:TagResource
              - logs:UntagResource
            Resource: '*'
            Condition:
              ForAnyValue:StringEquals:
                aws:TagKeys: ${MANAGED_BY_TAG.key}
          # S3 passes no aws:TagKeys for bucket tagging, so only an unconditional deny holds
          - Sid: NeverTagBuckets
            Effect: Deny
            Action: s3:PutBucketTagging
            Resource: '*'
          - Sid: NeverUseTheSahabRoles
            Effect: Deny
            Action: sts:AssumeRole
            Resource:
              - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${ACCESS_ROLE_NAME}'
              - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${EXECUTION_ROLE_NAME}'

  SahabCloudFormationExecutionRole:
    Type: AWS::IAM::Role
    Properties:
      RoleName: ${EXECUTION_ROLE_NAME}
      Description: Used by CloudFormation, and only CloudFormation, to create the resources of stacks Sahab deploys.
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal:
              Service: cloudformation.amazonaws.com
            Action: sts:AssumeRole
            Condition:
              StringEquals:
                aws:SourceAccount: !Ref AWS::AccountId
      Policies:
        - PolicyName: SahabCatalogResources
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Sid: NetworkComputeAndLoadBalancing
                Effect: Allow
                Action:
                  - ec2:Describe*
                  - ec2:Get*
                  - ec2:Create*
                  - ec2:Delete*
                  - ec2:Modify*
                  - ec2:Associate*
                  - ec2:Disassociate*
                  - ec2:Attach*
                  - ec2:Detach*
                  - ec2:Replace*
                  - ec2:Allocate*
                  - ec2:Release*
                  - ec2:Enable*
                  - ec2:Disable*
                  - ec2:UpdateSecurityGroupRuleDescriptions*
                  - ec2:RunInstances
                  - ec2:StartInstances
                  - ec2:StopInstances
                  - ec2:TerminateInstances
                  - elasticloadbalancing:*
                  - autoscaling:*
                  - application-autoscaling:*
                Resource: '*'
              - Sid: DataStores
                Effect: Allow
                Action:
                  - s3:CreateBucket
                  - s3:DeleteBucket
                  - s3:Get*
                  - s3:List*
                  - s3:PutBucketAcl
                  - s3:PutBucketCORS
                  - s3:PutBucketLogging
                  - s3:PutBucketNotification
                  - s3:PutBucketOwnershipControls
                  - s3:PutBucketPublicAccessBlock
                  - s3:PutBucketTagging
                  - s3:PutBucketVersioning
                  - s3:PutBucketWebsite
                  - s3:PutEncryptionConfiguration
                  - s3:PutLifecycleConfiguration
                  - s3:PutReplicationConfiguration
                  - s3:PutAccelerateConfiguration
                  - s3:PutAnalyticsConfiguration
                  - s3:PutInventoryConfiguration
                  - s3:PutMetricsConfiguration
                  - s3:PutIntelligentTieringConfiguration
                  - s3:PutBucketObjectLockConfiguration
                  - rds:Describe*
                  - rds:List*
                  - rds:Create*
                  - rds:Delete*
                  - rds:Modify*
                  - rds:AddTagsToResource
                  - rds:RemoveTagsFromResource
                  - dynamodb:Describe*
                  - dynamodb:List*
                  - dynamodb:CreateTable
                  - dynamodb:DeleteTable
                  - dynamodb:UpdateTable
                  - dynamodb:UpdateTimeToLive
                  - dynamodb:UpdateContinuousBackups
                  - dynamodb:TagResource
                  - dynamodb:UntagResource
                  - elasticache:*
                  - elasticfilesystem:*
                  - backup:*
                  - glue:*
                  - kinesis:*
                Resource: '*'
              - Sid: BucketPoliciesOnlyOnBucketsOfThisAccount
                Effect: Allow
                Action:
                  - s3:PutBucketPolicy
                  - s3:DeleteBucketPolicy
                Resource: '*'
                Condition:
                  StringEquals:
                    s3:ResourceAccount: !Ref AWS::AccountId
              - Sid: KeysAndSecrets
                Effect: Allow
                Action:
                  - kms:CreateKey
                  - kms:CreateAlias
                  - kms:DeleteAlias
                  - kms:UpdateAlias
                  - kms:Describe*
                  - kms:Get*
                  - kms:List*
                  - kms:EnableKeyRotation
                  - kms:TagResource
                  - kms:UntagResource
                  - kms:CreateGrant
                  - kms:Encrypt
                  - kms:Decrypt
                  - kms:GenerateDataKey*
                  - secretsmanager:CreateSecret
                  - secretsmanager:DescribeSecret
                  - secretsmanager:GetRandomPassword
                  - secretsmanager:TagResource
                  - secretsmanager:UntagResource
                  - ssm:*Parameter*
                  - ssm:AddTagsToResource
                  - ssm:RemoveTagsFromResource
                Resource: '*'
              - Sid: PolicyWritesAndCodeOnlyOnSahabResources
                Effect: Allow
                Action:
                  - ec2:AuthorizeSecurityGroupIngress
                  - ec2:AuthorizeSecurityGroupEgress
                  - ec2:RevokeSecurityGroupIngress
                  - ec2:RevokeSecurityGroupEgress
                  - ec2:AcceptVpcPeeringConnection
                  - lambda:AddPermission
                  - lambda:RemovePermission
                  - sns:AddPermission
                  - sns:RemovePermission
                  - sns:SetTopicAttributes
                  - sqs:AddPermission
                  - sqs:RemovePermission
                  - sqs:SetQueueAttributes
                  - ecr:SetRepositoryPolicy
                  - ecr:DeleteRepositoryPolicy
                  - kms:PutKeyPolicy
                  - kms:ScheduleKeyDeletion
                  - secretsmanager:PutResourcePolicy
                  - secretsmanager:DeleteResourcePolicy
                  - secretsmanager:UpdateSecret
                  - secretsmanager:RotateSecret
                  - secretsmanager:DeleteSecret
                  - lambda:UpdateFunctionCode
                  - lambda:UpdateFunctionConfiguration
                  - lambda:UpdateFunctionEventInvokeConfig
                  - lambda:UpdateAlias
                  - lambda:UpdateEventSourceMapping
                  - lambda:DeleteFunction
                  - logs:DeleteLogGroup
                Resource: '*'
                Condition:
                  StringEquals:
                    ${TAG}: ${MANAGED_BY_TAG.value}
              - Sid: ApplicationServices
                Effect: Allow
                Action:
                  - lambda:CreateFunction
                  - lambda:Get*
                  - lambda:List*
                  - lambda:PutFunctionConcurrency
                  - lambda:DeleteFunctionConcurrency
                  - lambda:PutFunctionEventInvokeConfig
                  - lambda:PublishVersion
                  - lambda:CreateAlias
                  - lambda:DeleteAlias
                  - lambda:CreateEventSourceMapping
                  - lambda:DeleteEventSourceMapping
                  - lambda:TagResource
                  - lambda:UntagResource
                  - ecs:*
                  - ecr:CreateRepository
                  - ecr:DeleteRepository
                  - ecr:Describe*
                  - ecr:List*
                  - ecr:GetRepositoryPolicy
                  - ecr:GetLifecyclePolicy
                  - ecr:PutLifecyclePolicy
                  - ecr:PutImageScanningConfiguration
                  - ecr:PutImageTagMutability
                  - ecr:TagResource
                  - ecr:UntagResource
                  - apigateway:*
                  - sns:CreateTopic
                  - sns:DeleteTopic
                  - sns:Get*
                  - sns:List*
                  - sns:Subscribe
                  - sns:Unsubscribe
                  - sns:TagResource
                  - sns:UntagResource
                  - sqs:CreateQueue
                  - sqs:DeleteQueue
                  - sqs:GetQueueAttributes
                  - sqs:GetQueueUrl
                  - sqs:List*
                  - sqs:TagQueue
                  - sqs:UntagQueue
                  - events:*
                  - states:CreateStateMachine
                  - states:UpdateStateMachine
                  - states:DeleteStateMachine
                  - states:CreateActivity
                  - states:DeleteActivity
                  - states:Describe*
                  - states:List*
                  - states:TagResource
                  - states:UntagResource
                  - cloudfront:*
                  - wafv2:*
                  - cloudwatch:*
                  - logs:CreateLogGroup
                  - logs:CreateLogStream
                  - logs:Describe*
                  - logs:Get*
                  - logs:List*
                  - logs:PutRetentionPolicy
                  - logs:PutMetricFilter
                  - logs:DeleteMetricFilter
                  - logs:PutSubscriptionFilter
                  - logs:DeleteSubscriptionFilter
                  - logs:AssociateKmsKey
                  - logs:DisassociateKmsKey
                  - logs:TagResource
                  - logs:UntagResource
                  - logs:TagLogGroup
                  - cloudtrail:CreateTrail
                  - cloudtrail:StartLogging
                  - cloudtrail:AddTags
                  - cloudtrail:RemoveTags
                  - cloudtrail:Describe*
                  - cloudtrail:Get*
                  - cloudtrail:List*
                Resource: '*'
              - Sid: CreateRolesOnlyWithTheBoundary
                Effect: Allow
                Action:
                  - iam:CreateRole
                  - iam:PutRolePermissionsBoundary
                  - iam:PutRolePolicy
                  - iam:DeleteRolePolicy
                  - iam:AttachRolePolicy
                  - iam:DetachRolePolicy
                Resource: !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/*'
                Condition:
                  StringEquals:
                    iam:PermissionsBoundary: ${BOUNDARY_ARN}
              - Sid: TrustAndPolicyVersionsOnlyUnderTheSahabPath
                Effect: Allow
                Action:
                  - iam:UpdateAssumeRolePolicy
                  - iam:UpdateRole
                  - iam:UpdateRoleDescription
                  - iam:DeleteRole
                  - iam:CreatePolicy
                  - iam:CreatePolicyVersion
                  - iam:DeletePolicy
                  - iam:DeletePolicyVersion
                  - iam:SetDefaultPolicyVersion
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role${SAHAB_IAM_PATH}*'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:policy${SAHAB_IAM_PATH}*'
              - Sid: PassAndReadRolesOfThisAccount
                Effect: Allow
                Action:
                  - iam:GetRole
                  - iam:GetRolePolicy
                  - iam:ListRolePolicies
                  - iam:ListAttachedRolePolicies
                  - iam:TagRole
                  - iam:UntagRole
                  - iam:GetPolicy
                  - iam:GetPolicyVersion
                  - iam:ListPolicyVersions
                  - iam:CreateServiceLinkedRole
                  - iam:GetInstanceProfile
                  - iam:CreateInstanceProfile
                  - iam:DeleteInstanceProfile
                  - iam:AddRoleToInstanceProfile
                  - iam:RemoveRoleFromInstanceProfile
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/*'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:policy/*'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:instance-profile/*'
              - Sid: PassOnlySahabAndServiceLinkedRoles
                Effect: Allow
                Action: iam:PassRole
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role${SAHAB_IAM_PATH}*'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/aws-service-role/*'
              # a dev endpoint takes an SSH key: updating one hands its role's credentials to the caller
              - Sid: NeverOpenGlueDevEndpoints
                Effect: Deny
                Action:
                  - glue:CreateDevEndpoint
                  - glue:UpdateDevEndpoint
                Resource: '*'
              - Sid: NeverRemoveOrRewriteTheBoundary
                Effect: Deny
                Action:
                  - iam:DeleteRolePermissionsBoundary
                  - iam:CreatePolicyVersion
                  - iam:DeletePolicy
                  - iam:DeletePolicyVersion
                  - iam:SetDefaultPolicyVersion
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/*'
                  - ${BOUNDARY_ARN}
              - Sid: NeverStopOrDeleteTheAuditTrail
                Effect: Deny
                Action:
                  - cloudtrail:StopLogging
                  - cloudtrail:DeleteTrail
                Resource: '*'
              - Sid: NeverDeleteLogsSahabDidNotCreate
                Effect: Deny
                Action:
                  - logs:DeleteLogGroup
                  - logs:DeleteLogStream
                  - logs:DeleteRetentionPolicy
                Resource: '*'
                Condition:
                  StringNotEquals:
                    ${TAG}: ${MANAGED_BY_TAG.value}
              - Sid: NeverTouchTheSahabRoles
                Effect: Deny
                Action: iam:*
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${ACCESS_ROLE_NAME}'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${EXECUTION_ROLE_NAME}'
      Tags:
        - Key: ${MANAGED_BY_TAG.key}
          Value: ${MANAGED_BY_TAG.value}

Outputs:
  RoleArn:
    Description: Paste this into Sahab's Link AWS Account form.
    Value: !GetAtt SahabAccessRole.Arn
  ExecutionRoleArn:
    Description: The role CloudFormation uses for stacks Sahab deploys.
    Value: !GetAtt SahabCloudFormationExecutionRole.Arn
  WorkloadBoundaryArn:
    Description: The permissions boundary every role in a stack Sahab deploys carries.
    Value: !Ref SahabWorkloadBoundary
`;

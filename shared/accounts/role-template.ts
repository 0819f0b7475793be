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

export const ROLE_TEMPLATE = `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Sahab cross-account access. Creates the role Sahab assumes (only from the Sahab platform
  account, only with your external id) and the role CloudFormation uses for the stacks Sahab
  deploys. Delete this stack to revoke Sahab's access.

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
              - Sid: StacksRunAsTheExecutionRole
                Effect: Allow
                Action:
                  - cloudformation:CreateStack
                  - cloudformation:UpdateStack
                  - cloudformation:DeleteStack
                Resource: !Sub 'arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/*'
                Condition:
                  StringEquals:
                    cloudformation:RoleArn: !GetAtt SahabCloudFormationExecutionRole.Arn
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
              - Sid: ScanEveryEnabledRegion
                Effect: Allow
                Action: ec2:DescribeRegions
                Resource: '*'
      Tags:
        - Key: managed-by
          Value: sahab

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
                  - ec2:Authorize*
                  - ec2:Revoke*
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
                  - s3:DeleteBucketPolicy
                  - s3:Get*
                  - s3:List*
                  - s3:PutBucket*
                  - s3:PutEncryptionConfiguration
                  - s3:PutLifecycleConfiguration
                  - s3:PutReplicationConfiguration
                  - s3:PutAccelerateConfiguration
                  - s3:PutAnalyticsConfiguration
                  - s3:PutInventoryConfiguration
                  - s3:PutMetricsConfiguration
                  - s3:PutIntelligentTieringConfiguration
                  - s3:PutObjectLockConfiguration
                  - s3:PutAccountPublicAccessBlock
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
                  - kms:PutKeyPolicy
                  - kms:EnableKeyRotation
                  - kms:ScheduleKeyDeletion
                  - kms:TagResource
                  - kms:UntagResource
                  - kms:CreateGrant
                  - kms:Encrypt
                  - kms:Decrypt
                  - kms:GenerateDataKey*
                  - secretsmanager:CreateSecret
                  - secretsmanager:DeleteSecret
                  - secretsmanager:DescribeSecret
                  - secretsmanager:GetRandomPassword
                  - secretsmanager:PutResourcePolicy
                  - secretsmanager:DeleteResourcePolicy
                  - secretsmanager:RotateSecret
                  - secretsmanager:TagResource
                  - secretsmanager:UntagResource
                  - secretsmanager:UpdateSecret
                  - ssm:*Parameter*
                  - ssm:AddTagsToResource
                  - ssm:RemoveTagsFromResource
                Resource: '*'
              - Sid: ApplicationServices
                Effect: Allow
                Action:
                  - lambda:CreateFunction
                  - lambda:DeleteFunction
                  - lambda:Get*
                  - lambda:List*
                  - lambda:Update*
                  - lambda:AddPermission
                  - lambda:RemovePermission
                  - lambda:PutFunctionConcurrency
                  - lambda:DeleteFunctionConcurrency
                  - lambda:PublishVersion
                  - lambda:CreateAlias
                  - lambda:DeleteAlias
                  - lambda:CreateEventSourceMapping
                  - lambda:DeleteEventSourceMapping
                  - lambda:TagResource
                  - lambda:UntagResource
                  - ecs:*
                  - ecr:*
                  - apigateway:*
                  - sns:*
                  - sqs:*
                  - events:*
                  - states:*
                  - cloudfront:*
                  - wafv2:*
                  - logs:*
                  - cloudwatch:*
                  - cloudtrail:*
                Resource: '*'
              - Sid: WorkloadRolesInThisAccount
                Effect: Allow
                Action:
                  - iam:GetRole
                  - iam:CreateRole
                  - iam:DeleteRole
                  - iam:UpdateRole
                  - iam:UpdateAssumeRolePolicy
                  - iam:TagRole
                  - iam:UntagRole
                  - iam:PutRolePolicy
                  - iam:GetRolePolicy
                  - iam:DeleteRolePolicy
                  - iam:AttachRolePolicy
                  - iam:DetachRolePolicy
                  - iam:ListRolePolicies
                  - iam:ListAttachedRolePolicies
                  - iam:PassRole
                  - iam:CreateServiceLinkedRole
                  - iam:GetPolicy
                  - iam:GetPolicyVersion
                  - iam:CreatePolicy
                  - iam:CreatePolicyVersion
                  - iam:DeletePolicy
                  - iam:DeletePolicyVersion
                  - iam:ListPolicyVersions
                  - iam:GetInstanceProfile
                  - iam:CreateInstanceProfile
                  - iam:DeleteInstanceProfile
                  - iam:AddRoleToInstanceProfile
                  - iam:RemoveRoleFromInstanceProfile
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/*'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:policy/*'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:instance-profile/*'
              - Sid: NeverTouchTheSahabRoles
                Effect: Deny
                Action: iam:*
                Resource:
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${ACCESS_ROLE_NAME}'
                  - !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/${EXECUTION_ROLE_NAME}'
      Tags:
        - Key: managed-by
          Value: sahab

Outputs:
  RoleArn:
    Description: Paste this into Sahab's Link AWS Account form.
    Value: !GetAtt SahabAccessRole.Arn
  ExecutionRoleArn:
    Description: The role CloudFormation uses for stacks Sahab deploys.
    Value: !GetAtt SahabCloudFormationExecutionRole.Arn
`;

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import type { Resource } from '#shared/cfn/types';
import type { ScanContext, TemplatePatch } from '#shared/compliance/types';
import { freshLogicalId } from './patches';

/**
 * What the flow-log fix adds for a VPC: a flow log delivering to a new CloudWatch Logs group kept
 * 365 days and encrypted with its own customer managed key (rotated, 30-day deletion window), and
 * the delivery role. Each added resource passes the rules that apply to it, so the fix adds no
 * finding of its own.
 */
export function flowLogResources(vpc: Resource, ctx: ScanContext): TemplatePatch[] {
  const taken = (id: string) => ctx.hasLogicalId(id);
  const keyId = freshLogicalId(`${vpc.logicalId}FlowLogKey`, taken);
  const groupId = freshLogicalId(`${vpc.logicalId}FlowLogGroup`, taken);
  const roleId = freshLogicalId(`${vpc.logicalId}FlowLogRole`, taken);
  const logId = freshLogicalId(`${vpc.logicalId}FlowLog`, taken);
  const group = {
    Type: 'AWS::Logs::LogGroup',
    Properties: { RetentionInDays: 365, KmsKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } },
  };
  const flowLog = {
    Type: 'AWS::EC2::FlowLog',
    Properties: {
      ResourceId: { Ref: vpc.logicalId },
      ResourceType: 'VPC',
      TrafficType: 'ALL',
      LogDestinationType: 'cloud-watch-logs',
      LogGroupName: { Ref: groupId },
      DeliverLogsPermissionArn: { 'Fn::GetAtt': [roleId, 'Arn'] },
    },
  };
  return [
    { op: 'set', path: ['Resources', keyId], value: logsKey(vpc.logicalId) },
    { op: 'set', path: ['Resources', groupId], value: group },
    { op: 'set', path: ['Resources', roleId], value: deliveryRole(groupId) },
    { op: 'set', path: ['Resources', logId], value: flowLog },
  ];
}

/** A key the account administers and CloudWatch Logs may use for this account's log groups only. */
function logsKey(vpcId: string) {
  return {
    Type: 'AWS::KMS::Key',
    Properties: {
      Description: `Encrypts the flow logs of VPC ${vpcId}`,
      EnableKeyRotation: true,
      PendingWindowInDays: 30,
      KeyPolicy: {
        Version: '2012-10-17',
        Statement: [
          {
            Sid: 'AccountAdministersKey',
            Effect: 'Allow',
            Principal: { AWS: { 'Fn::Sub': 'arn:${AWS::Partition}:iam::${AWS::AccountId}:root' } },
            Action: 'kms:*',
            Resource: '*',
          },
          {
            Sid: 'CloudWatchLogsUsesKey',
            Effect: 'Allow',
            Principal: { Service: { 'Fn::Sub': 'logs.${AWS::Region}.amazonaws.com' } },
            Action: [
              'kms:Encrypt*',
              'kms:Decrypt*',
              'kms:ReEncrypt*',
              'kms:GenerateDataKey*',
              'kms:Describe*',
            ],
            Resource: '*',
            Condition: {
              ArnLike: {
                'kms:EncryptionContext:aws:logs:arn': {
                  'Fn::Sub': 'arn:${AWS::Partition}:logs:${AWS::Region}:${AWS::AccountId}:log-group:*',
                },
              },
            },
          },
        ],
      },
    },
  };
}

function deliveryRole(groupId: string) {
  return {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { Service: 'vpc-flow-logs.amazonaws.com' },
            Action: 'sts:AssumeRole',
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ],
      },
      Policies: [
        {
          PolicyName: 'flow-log-delivery',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Action: ['logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogStreams'],
                Resource: { 'Fn::GetAtt': [groupId, 'Arn'] },
              },
            ],
          },
        },
      ],
    },
  };
}

import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext, TemplatePatch } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { freshLogicalId } from '../_lib/patches';

/** Compliant: an AWS::EC2::FlowLog in the template has the VPC as its ResourceId. */
export const ec2VpcFlowLogs: Rule = {
  id: 'ec2-vpc-flow-logs',
  service: 'ec2',
  severity: 'medium',
  title: 'VPCs record flow logs',
  description:
    'Flow logs are the network event record for investigating intrusions and data exfiltration; without them traffic to critical assets leaves no trace.',
  resourceTypes: ['AWS::EC2::VPC'],
  remediation:
    'Add an AWS::EC2::FlowLog with ResourceType VPC, ResourceId { Ref: <vpc> } and TrafficType ALL, delivering to a CloudWatch Logs group kept for 365 days or to an S3 log bucket.',
  fixCostUsdMonthly: 5,
  evaluate(resource, ctx) {
    const flowLogs = ctx.ofType('AWS::EC2::FlowLog');
    if (flowLogs.some((log) => refersToVpc(log.properties.ResourceId, resource))) return PASS;
    const unresolved = flowLogs
      .map((log) => log.properties.ResourceId)
      .find((id) => isUnknown(id) && (id.refs ?? []).length === 0);
    if (isUnknown(unresolved)) return unknownFrom('the ResourceId of a flow log in the template', unresolved);
    return failWith(`${nameOf(resource)} has no flow log: no AWS::EC2::FlowLog has it as ResourceId.`);
  },
  fix: (resource, ctx) => flowLogResources(resource, ctx),
};

function refersToVpc(value: unknown, vpc: Resource): boolean {
  return isUnknown(value) && (value.refs ?? []).includes(vpc.logicalId);
}

/** A flow log to a new CloudWatch Logs group (365-day retention) with its delivery role. */
function flowLogResources(vpc: Resource, ctx: ScanContext): TemplatePatch[] {
  const taken = (id: string) => ctx.byId(id) !== undefined;
  const groupId = freshLogicalId(`${vpc.logicalId}FlowLogGroup`, taken);
  const roleId = freshLogicalId(`${vpc.logicalId}FlowLogRole`, taken);
  const logId = freshLogicalId(`${vpc.logicalId}FlowLog`, taken);
  const group = { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 365 } };
  const role = {
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
    { op: 'set', path: ['Resources', groupId], value: group },
    { op: 'set', path: ['Resources', roleId], value: role },
    { op: 'set', path: ['Resources', logId], value: flowLog },
  ];
}

import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { flowLogResources } from '../_lib/flow-log';
import { nameOf } from '../_lib/nouns';

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
    'Add an AWS::EC2::FlowLog with ResourceType VPC, ResourceId { Ref: <vpc> } and TrafficType ALL, delivering to a CloudWatch Logs group kept for 365 days and encrypted with a customer managed KMS key, or to an S3 log bucket.',
  // flow log ingestion at a small VPC's volume, plus the log group's KMS key ($1)
  fixCostUsdMonthly: 6,
  evaluate(resource, ctx) {
    const flowLogs = ctx.ofType('AWS::EC2::FlowLog');
    if (flowLogs.some((log) => refersToVpc(log.properties.ResourceId, resource))) return PASS;
    const unresolved = flowLogs
      .map((log) => log.properties.ResourceId)
      .find((id) => isUnknown(id) && (id.refs ?? []).length === 0);
    if (isUnknown(unresolved)) return unknownFrom('the ResourceId of a flow log in the template', unresolved);
    return failWith(`${nameOf(resource)} has no flow log: no AWS::EC2::FlowLog has it as ResourceId.`);
  },
  fixPatches: { addsResources: true },
  fix: (resource, ctx) => flowLogResources(resource, ctx),
};

function refersToVpc(value: unknown, vpc: Resource): boolean {
  return isUnknown(value) && (value.refs ?? []).includes(vpc.logicalId);
}

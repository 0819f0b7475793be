import { formatUsd } from '../../text/format';
import { evaluateAssertion } from '../checklist/assertions';
import type { TemplateResource } from '../checklist/template-facts';
import type { ArchitecturePlan } from '../plan';
import type { CostReview } from '../reviews';
import { KEY_PURPOSE_OPENS } from '../synthesis/customer-key';

/** Resources that bill by the hour or month while idle, and what each is there for (the block it serves follows). */
const PURPOSE: Record<string, string> = {
  'AWS::WAFv2::WebACL': 'the web application firewall (managed rules) in front of',
  'AWS::KMS::Key': 'the customer managed key that encrypts the data, logs and queues of',
  'AWS::EC2::NatGateway': 'outbound internet access from the private subnets of',
  'AWS::RDS::DBInstance': 'the database server, billed by the hour whether it is used or not, of',
  'AWS::RDS::DBCluster': 'the database cluster of',
  'AWS::ElasticLoadBalancingV2::LoadBalancer': 'the load balancer, billed by the hour, in front of',
  'AWS::AutoScaling::AutoScalingGroup': 'the servers kept running (the group minimum) of',
  'AWS::ECS::Service': 'the tasks kept running (the desired count) of',
  'AWS::ElastiCache::ReplicationGroup': 'the cache nodes of',
  'AWS::OpenSearchService::Domain': 'the search nodes of',
  'AWS::EC2::VPCEndpoint': 'a private endpoint to an AWS service, billed by the hour, for',
  'AWS::CloudTrail::Trail': 'the audit trail the frameworks require, for',
  'AWS::Config::ConfigurationRecorder': 'the configuration recorder the frameworks require, for',
  'AWS::EFS::FileSystem': 'the shared file system of',
};

/** The plan block a resource belongs to: the longest block name its logical id starts with. */
function blockOf(plan: ArchitecturePlan, id: string) {
  return [...plan.blocks]
    .filter((b) => id.startsWith(b.name))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

/**
 * The review's list of what costs money while nothing uses it (resources billed by the hour or
 * month, at the cost agent's low end), each with what it is there for, so a small design's fixed
 * costs are never a surprise. Costs that follow use (requests, storage) are not listed.
 */
export function alwaysOnCosts(
  plan: ArchitecturePlan,
  cost: CostReview,
  resources: readonly TemplateResource[],
): string[] {
  const idle = cost.resources
    .filter((r) => PURPOSE[r.type] !== undefined && r.monthly.min > 0)
    .sort((a, b) => b.monthly.min - a.monthly.min);
  if (idle.length === 0)
    return ['Nothing in this design is billed while it is idle; every cost follows use.'];
  return idle.map((r) => {
    const block = blockOf(plan, r.logical_id);
    const serves = block ? `${block.name} (${block.reason})` : 'the whole design';
    const said = statedPurpose(r.logical_id, r.type, resources);
    if (said) return `- **${r.logical_id}**: about ${formatUsd(r.monthly.min)} a month when idle: ${said}`;
    const purpose = withRateLimit(PURPOSE[r.type] as string, r.logical_id, resources);
    return `- **${r.logical_id}**: about ${formatUsd(r.monthly.min)} a month when idle: ${purpose} ${serves}.`;
  });
}

/**
 * The design's key says itself which controls want it and on what (synthesis/customer-key.ts
 * writes its description): that is why it is there.
 */
function statedPurpose(id: string, type: string, resources: readonly TemplateResource[]): string | undefined {
  if (type !== 'AWS::KMS::Key') return undefined;
  const description = resources.find((r) => r.id === id)?.props.Description;
  return typeof description === 'string' && description.startsWith(KEY_PURPOSE_OPENS)
    ? description
    : undefined;
}

/** A web ACL's purpose names its rate limit only when the template gives it one. */
function withRateLimit(purpose: string, id: string, resources: readonly TemplateResource[]): string {
  const acl = resources.filter((r) => r.id === id && r.type === 'AWS::WAFv2::WebACL');
  const limited = evaluateAssertion(
    {
      kind: 'exists',
      types: ['AWS::WAFv2::WebACL'],
      where: [{ path: 'Rules.*.Statement.RateBasedStatement', op: 'set' }],
    },
    acl,
  ).holds;
  return limited ? purpose.replace('(managed rules)', '(managed rules and a rate limit)') : purpose;
}

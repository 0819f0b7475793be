/**
 * The service family of a CloudFormation resource type, as the generation benchmark counts them:
 * `AWS::<Family>::...`, with API Gateway v1 and v2 as one family, EventBridge rules, Pipes and
 * Scheduler as one, OpenSearch domains and collections as one, and the load balancers as one.
 */
const MERGED: Record<string, string> = {
  ApiGatewayV2: 'ApiGateway',
  Events: 'EventBridge',
  Pipes: 'EventBridge',
  Scheduler: 'EventBridge',
  OpenSearchService: 'OpenSearch',
  OpenSearchServerless: 'OpenSearch',
  Elasticsearch: 'OpenSearch',
  ElasticLoadBalancingV2: 'LoadBalancer',
  ElasticLoadBalancing: 'LoadBalancer',
  KinesisFirehose: 'Firehose',
};

export function familyOfType(type: string): string | undefined {
  const [owner, family] = type.split('::');
  if (owner !== 'AWS' || !family) return undefined;
  return MERGED[family] ?? family;
}

/** The families a template's resource types belong to. */
export function familiesOfTypes(types: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const type of types) {
    const family = familyOfType(type);
    if (family) out.add(family);
  }
  return out;
}

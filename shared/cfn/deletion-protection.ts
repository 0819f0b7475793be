/** CloudFormation templates write a flag as a boolean or as text (often through a parameter). */
const isOn = (value: unknown) =>
  value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

const loadBalancerAttribute = (properties: Record<string, unknown>, key: string) =>
  (Array.isArray(properties.LoadBalancerAttributes) ? properties.LoadBalancerAttributes : []).find(
    (entry: unknown) =>
      typeof entry === 'object' && entry !== null && (entry as { Key?: unknown }).Key === key,
  ) as { Value?: unknown } | undefined;

/**
 * By resource type: whether its deletion protection is on, read from its resolved properties.
 * AWS refuses to delete such a resource, so a stack delete fails on it (the sandbox plays that)
 * and a delete's confirmation names it.
 */
const PROTECTED: Readonly<Record<string, (properties: Record<string, unknown>) => boolean>> = {
  'AWS::ElasticLoadBalancingV2::LoadBalancer': (p) =>
    isOn(loadBalancerAttribute(p, 'deletion_protection.enabled')?.Value),
  'AWS::RDS::DBInstance': (p) => isOn(p.DeletionProtection),
  'AWS::RDS::DBCluster': (p) => isOn(p.DeletionProtection),
  'AWS::DynamoDB::Table': (p) => isOn(p.DeletionProtectionEnabled),
  'AWS::EC2::Instance': (p) => isOn(p.DisableApiTermination),
};

export function isDeletionProtected(type: string, properties: Record<string, unknown>): boolean {
  return PROTECTED[type]?.(properties) ?? false;
}

import type { SandboxResource } from '../../ports/sandbox-cloud-store';
import { handlerMessage } from './account-view';

/** CloudFormation templates write a flag as a boolean or as text (often through a parameter). */
const isOn = (value: unknown) =>
  value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/** One kind of resource AWS will not delete while a flag in its properties is on, in AWS's words. */
interface Protection {
  on(properties: Record<string, unknown>): boolean;
  message(resource: SandboxResource): string;
  service: string;
  code: string;
}

const attribute = (properties: Record<string, unknown>, key: string) =>
  (Array.isArray(properties.LoadBalancerAttributes) ? properties.LoadBalancerAttributes : []).find(
    (entry: unknown) =>
      typeof entry === 'object' && entry !== null && (entry as { Key?: unknown }).Key === key,
  ) as { Value?: unknown } | undefined;

/** By resource type: the service's refusal when its deletion protection is on. */
const PROTECTIONS = new Map<string, Protection>([
  [
    'AWS::ElasticLoadBalancingV2::LoadBalancer',
    {
      on: (p) => isOn(attribute(p, 'deletion_protection.enabled')?.Value),
      message: (r) =>
        `Load balancer '${r.physicalId}' cannot be deleted because deletion protection is enabled`,
      service: 'ElasticLoadBalancingV2',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::RDS::DBInstance',
    {
      on: (p) => isOn(p.DeletionProtection),
      message: () => 'Cannot delete protected DB Instance, please disable deletion protection and try again.',
      service: 'Rds',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::RDS::DBCluster',
    {
      on: (p) => isOn(p.DeletionProtection),
      message: () => 'Cannot delete protected Cluster, please disable deletion protection and try again.',
      service: 'Rds',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::DynamoDB::Table',
    {
      on: (p) => isOn(p.DeletionProtectionEnabled),
      message: (r) =>
        `Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first. (Table: ${r.physicalId})`,
      service: 'DynamoDb',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::EC2::Instance',
    {
      on: (p) => isOn(p.DisableApiTermination),
      message: (r) =>
        `The instance '${r.physicalId}' may not be terminated. Modify its 'disableApiTermination' instance attribute and try again.`,
      service: 'Ec2',
      code: 'InvalidRequest',
    },
  ],
]);

/**
 * Resources of a stack being deleted whose deletion protection is on: AWS refuses to delete each
 * (the stack ends DELETE_FAILED naming them, the rest is deleted), by logical id with the reason.
 */
export function protectedFromDeletion(deleting: readonly SandboxResource[]): Map<string, string> {
  const refused = new Map<string, string>();
  for (const resource of deleting) {
    const protection = PROTECTIONS.get(resource.type);
    if (!protection?.on(resource.properties)) continue;
    refused.set(
      resource.logicalId,
      handlerMessage(protection.message(resource), protection.service, resource, protection.code),
    );
  }
  return refused;
}

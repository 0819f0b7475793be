import { isDeletionProtected } from '#shared/cfn/deletion-protection';
import type { SandboxResource } from '../../ports/sandbox-cloud-store';
import { handlerMessage } from './account-view';

/** How AWS refuses to delete one kind of resource while its deletion protection is on, in its words. */
interface Protection {
  message(resource: SandboxResource): string;
  service: string;
  code: string;
}

/** By resource type (shared/cfn/deletion-protection.ts says when it is on): the service's refusal. */
const PROTECTIONS = new Map<string, Protection>([
  [
    'AWS::ElasticLoadBalancingV2::LoadBalancer',
    {
      message: (r) =>
        `Load balancer '${r.physicalId}' cannot be deleted because deletion protection is enabled`,
      service: 'ElasticLoadBalancingV2',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::RDS::DBInstance',
    {
      message: () => 'Cannot delete protected DB Instance, please disable deletion protection and try again.',
      service: 'Rds',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::RDS::DBCluster',
    {
      message: () => 'Cannot delete protected Cluster, please disable deletion protection and try again.',
      service: 'Rds',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::DynamoDB::Table',
    {
      message: (r) =>
        `Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first. (Table: ${r.physicalId})`,
      service: 'DynamoDb',
      code: 'InvalidRequest',
    },
  ],
  [
    'AWS::EC2::Instance',
    {
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
    if (!protection || !isDeletionProtected(resource.type, resource.properties)) continue;
    refused.set(
      resource.logicalId,
      handlerMessage(protection.message(resource), protection.service, resource, protection.code),
    );
  }
  return refused;
}

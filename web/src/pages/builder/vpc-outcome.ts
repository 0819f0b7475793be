import { isStackSettled } from '#shared/api/deployment-status';
import type { DeploymentSummary } from '#shared/api/deployments';
import { vpcSubnetIds } from '#shared/catalog/vpc-outputs';
import { BUILDER_VIEW } from '#shared/messages/builder';

/** Where a followed VPC stack stands: still going, created (with what to select), or failed. */
export type VpcOutcome =
  | { kind: 'waiting' }
  | { kind: 'created'; vpcId: string; subnetIds: string[] }
  | { kind: 'failed'; message: string };

/** The VPC stack's deployment read as the 'Create compliant VPC' answer would have given it. */
export function vpcOutcome(
  deployment: Pick<DeploymentSummary, 'stack_name' | 'status' | 'status_reason' | 'outputs'>,
): VpcOutcome {
  if (!isStackSettled(deployment.status)) return { kind: 'waiting' };
  const vpcId = deployment.outputs.VpcId;
  if (deployment.status === 'CREATE_COMPLETE' && vpcId)
    return { kind: 'created', vpcId, subnetIds: vpcSubnetIds(deployment.outputs) };
  if (deployment.status === 'CREATE_COMPLETE')
    return { kind: 'failed', message: BUILDER_VIEW.noVpcOutput(deployment.stack_name) };
  const reason = deployment.status_reason || BUILDER_VIEW.noReason;
  return {
    kind: 'failed',
    message: BUILDER_VIEW.vpcStackEnded(deployment.stack_name, deployment.status, reason),
  };
}

import { NotFound } from '../errors';
import type { DeploymentPorts } from './ports';
import { type DeploymentRequest, startDeployment } from './start-deployment';

export const ACCOUNT_NOT_FOUND = 'AWS account not found';

/** POST /api/deployments/initiate: the caller's linked account, then the shared start. */
export async function initiateDeployment(
  ports: DeploymentPorts,
  userId: string,
  awsAccountId: string,
  request: DeploymentRequest,
) {
  const account = await ports.accounts.get(userId, awsAccountId);
  if (!account) throw new NotFound(ACCOUNT_NOT_FOUND);
  const record = await startDeployment(ports, account, request);
  return { deployment_id: record.id, status: record.status };
}

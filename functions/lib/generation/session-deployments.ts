import { deploymentSummary } from '../deployments/deployment-view';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';

/** GET /api/session/{id}/deployments: deployments of the template prepared from this session. */
export async function sessionDeployments(
  ports: Pick<SessionPorts, 'sessions' | 'deployments'>,
  userId: string,
  id: string,
) {
  const session = await ownedSession(ports, userId, id);
  if (!session.templateId) return [];
  const deployments = await ports.deployments.list(userId);
  return deployments.filter((record) => record.templateId === session.templateId).map(deploymentSummary);
}

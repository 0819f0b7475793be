import { EventEmitter } from 'node:events';
import type { DeploymentUpdates } from '../../ports/deployment-updates';

/**
 * Live updates inside one process: the local runtime runs the workflows and the socket server in
 * the same process, so an event emitter carries what API Gateway's PostToConnection carries in AWS.
 */
export function inProcessDeploymentUpdates(): DeploymentUpdates {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const topic = (userId: string, id: string) => `${userId}/${id}`;
  return {
    async publish(deployment) {
      bus.emit(topic(deployment.userId, deployment.id), deployment);
    },
    subscribe(userId, deploymentId, listener) {
      bus.on(topic(userId, deploymentId), listener);
      return () => bus.off(topic(userId, deploymentId), listener);
    },
  };
}

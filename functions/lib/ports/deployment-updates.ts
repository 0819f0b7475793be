import type { DeploymentRecord } from './deployment-repository';

/** Live updates about a deployment to whoever watches it (the page's socket). */
export interface DeploymentUpdates {
  publish(deployment: DeploymentRecord): Promise<void>;
  /** Starts listening; answers the function that stops. Only where the socket server runs. */
  subscribe?(
    userId: string,
    deploymentId: string,
    listener: (deployment: DeploymentRecord) => void,
  ): () => void;
}

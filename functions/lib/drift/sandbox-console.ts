import type { SandboxConsoleView } from '#shared/api/drift';
import { deploymentTarget, ownedDeployment } from '../deployments/owned-deployment';
import { BadRequest, NotFound } from '../errors';
import { isCloudError } from '../ports/cloud-error';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { DriftPorts, SandboxConsole } from './ports';

/** In AWS there is no sandbox console: the route answers as for an unknown page. */
export const NO_SANDBOX_CONSOLE = 'The sandbox console exists only in the sandbox cloud';

async function consoleOf(ports: DriftPorts, userId: string, id: string) {
  const deployment = await ownedDeployment(ports.deployments.deployments, userId, id);
  const sandbox = await ports.sandboxConsole();
  if (!sandbox || deployment.cloud !== 'sandbox') throw new NotFound(NO_SANDBOX_CONSOLE);
  if (!deployment.stackId) throw new BadRequest(`The deployment ${deployment.stackName} has no stack yet.`);
  return { deployment, sandbox };
}

async function view(sandbox: SandboxConsole, deployment: DeploymentRecord): Promise<SandboxConsoleView> {
  const resources = await sandbox.liveResources(deploymentTarget(deployment), deployment.stackId!);
  return {
    resources: resources.map((r) => ({ logical_id: r.logicalId, type: r.type, properties: r.properties })),
  };
}

/** The stack's resources as they are live in the user's sandbox account. */
export async function sandboxConsoleResources(ports: DriftPorts, userId: string, id: string) {
  const { deployment, sandbox } = await consoleOf(ports, userId, id);
  return view(sandbox, deployment);
}

/** A hand change to a live property (the sandbox's refusals are 400s in its words). */
export async function editSandboxProperty(
  ports: DriftPorts,
  userId: string,
  id: string,
  edit: { logical_id: string; path: string; value: unknown },
) {
  const { deployment, sandbox } = await consoleOf(ports, userId, id);
  try {
    await sandbox.editLiveProperty(deploymentTarget(deployment), deployment.stackId!, {
      logicalId: edit.logical_id,
      path: edit.path,
      value: edit.value === undefined ? null : edit.value,
    });
  } catch (error) {
    if (isCloudError(error)) throw new BadRequest(error.message);
    throw error;
  }
  return view(sandbox, deployment);
}

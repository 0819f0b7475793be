import { guardedStacks } from '../accounts/guarded-stacks';
import { cloudControlInventory } from '../adapters/aws/cloud-control-inventory';
import { cloudFormationDriftDetector } from '../adapters/aws/cloudformation-drift';
import { cloudFormationStackDeployer } from '../adapters/aws/cloudformation-stack-deployer';
import { ec2NetworkReader } from '../adapters/aws/ec2-network-reader';
import { RoleSessions } from '../adapters/aws/role-sessions';
import { stsRoleAssumer } from '../adapters/aws/sts-role-assumer';
import { cloudConfig } from '../config';
import type { StackDeployer } from '../ports/stack-deployer';
import type { CloudPorts } from './cloud-ports';
import { templateValidator } from './validator';

export type { CloudPorts };

let ports: Promise<CloudPorts> | undefined;

/** Which cloud this process talks to, without building its ports. */
export function cloudKind(): 'aws' | 'sandbox' {
  return cloudConfig().cloud;
}

/**
 * The sandbox is loaded with a dynamic import, and AWS's template validator it checks every
 * template with through the one lazy loader: a Lambda bundle talking to real AWS must neither
 * load them nor contain them in its start-up path.
 */
export function cloudPorts(): Promise<CloudPorts> {
  ports ??= build();
  return ports;
}

async function build(): Promise<CloudPorts> {
  const config = cloudConfig();
  if (config.cloud === 'sandbox') {
    const { sandboxCloudPorts } = await import('./sandbox-cloud');
    return sandboxCloudPorts(config.sandboxSpeed, await templateValidator());
  }
  const sessions = new RoleSessions();
  return {
    kind: 'aws',
    roles: stsRoleAssumer(sessions),
    stacks: guardedStacks(cloudFormationStackDeployer(sessions)),
    networks: ec2NetworkReader(sessions),
    inventory: cloudControlInventory(sessions),
    drift: cloudFormationDriftDetector(sessions),
  };
}

/** The customer cloud's stack deployer, built with the cloud's ports on first use. */
export async function cloudStacks(): Promise<StackDeployer> {
  return (await cloudPorts()).stacks;
}

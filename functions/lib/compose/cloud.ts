import { guardedStacks } from '../accounts/guarded-stacks';
import { cloudControlInventory } from '../adapters/aws/cloud-control-inventory';
import { cloudFormationStackDeployer } from '../adapters/aws/cloudformation-stack-deployer';
import { ec2NetworkReader } from '../adapters/aws/ec2-network-reader';
import { RoleSessions } from '../adapters/aws/role-sessions';
import { stsRoleAssumer } from '../adapters/aws/sts-role-assumer';
import type { StackDeployer } from '../ports/stack-deployer';
import { cloudConfig } from '../simulators/sandbox-cloud/config';
import type { CloudPorts } from './cloud-ports';

export type { CloudPorts };

let ports: Promise<CloudPorts> | undefined;

/** Which cloud this process talks to, without building its ports. */
export function cloudKind(): 'aws' | 'sandbox' {
  return cloudConfig().cloud;
}

/**
 * The sandbox is loaded with a dynamic import: it carries AWS's template validator (WebAssembly
 * read from beside the package at load), which a Lambda bundle talking to real AWS must neither
 * load nor contain in its start-up path.
 */
export function cloudPorts(): Promise<CloudPorts> {
  ports ??= build();
  return ports;
}

async function build(): Promise<CloudPorts> {
  const config = cloudConfig();
  if (config.cloud === 'sandbox') {
    const { sandboxCloudPorts } = await import('./sandbox-cloud');
    return sandboxCloudPorts(config.sandboxSpeed);
  }
  const sessions = new RoleSessions();
  return {
    kind: 'aws',
    roles: stsRoleAssumer(sessions),
    stacks: guardedStacks(cloudFormationStackDeployer(sessions)),
    networks: ec2NetworkReader(sessions),
    inventory: cloudControlInventory(sessions),
  };
}

/** The stack deployer for areas wired synchronously: each call waits for the cloud's ports once. */
export function lazyStackDeployer(): StackDeployer {
  const stacks = async () => (await cloudPorts()).stacks;
  return {
    validateTemplate: async (target, body) => (await stacks()).validateTemplate(target, body),
    createStack: async (target, stack) => (await stacks()).createStack(target, stack),
    updateStack: async (target, update) => (await stacks()).updateStack(target, update),
    previewUpdate: async (target, request) => (await stacks()).previewUpdate(target, request),
    executeChangeSet: async (target, id, name) => (await stacks()).executeChangeSet(target, id, name),
    deleteChangeSet: async (target, id, name) => (await stacks()).deleteChangeSet(target, id, name),
    describeStack: async (target, id) => (await stacks()).describeStack(target, id),
    stackEvents: async (target, id) => (await stacks()).stackEvents(target, id),
    stackResources: async (target, id) => (await stacks()).stackResources(target, id),
    deleteStack: async (target, id) => (await stacks()).deleteStack(target, id),
  };
}

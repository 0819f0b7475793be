import { cloudFormationStackDeployer } from '../adapters/aws/cloudformation-stack-deployer';
import { getTemplateValidator } from '../adapters/aws/cloudformation-validator';
import { ec2NetworkReader } from '../adapters/aws/ec2-network-reader';
import { RoleSessions } from '../adapters/aws/role-sessions';
import { stsRoleAssumer } from '../adapters/aws/sts-role-assumer';
import type { NetworkReader } from '../ports/network-reader';
import type { RoleAssumer } from '../ports/role-assumer';
import type { StackDeployer } from '../ports/stack-deployer';
import { cloudConfig } from '../simulators/sandbox-cloud/config';
import { type ProvisionedRole, provisionSandboxRole } from '../simulators/sandbox-cloud/provision-role';
import { SandboxCloud } from '../simulators/sandbox-cloud/sandbox-cloud';
import { sandboxNetworkReader } from '../simulators/sandbox-cloud/sandbox-network';
import { dynamoSandboxCloudStore } from '../store/sandbox-cloud-store';
import { storePorts } from './store';

/** The customer-cloud ports: real AWS through the linked role, or each user's sandbox account. */
export interface CloudPorts {
  kind: 'aws' | 'sandbox';
  roles: RoleAssumer;
  stacks: StackDeployer;
  networks: NetworkReader;
  /** only in the sandbox: create the link wizard's role in the caller's sandbox account */
  provisionSandboxRole?: (userId: string) => Promise<ProvisionedRole>;
}

let ports: CloudPorts | undefined;

export function cloudPorts(): CloudPorts {
  if (ports) return ports;
  const config = cloudConfig();
  if (config.cloud === 'aws') {
    const sessions = new RoleSessions();
    ports = {
      kind: 'aws',
      roles: stsRoleAssumer(sessions),
      stacks: cloudFormationStackDeployer(sessions),
      networks: ec2NetworkReader(sessions),
    };
    return ports;
  }
  const { db, tableName } = storePorts();
  const store = dynamoSandboxCloudStore(db, tableName);
  const cloud = new SandboxCloud({ store, validator: getTemplateValidator(), speed: config.sandboxSpeed });
  ports = {
    kind: 'sandbox',
    roles: cloud,
    stacks: cloud,
    networks: sandboxNetworkReader(cloud),
    provisionSandboxRole: (userId) => provisionSandboxRole(cloud, store, userId),
  };
  return ports;
}

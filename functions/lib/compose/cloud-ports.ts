import type { InventoryReader } from '../ports/inventory-reader';
import type { NetworkReader } from '../ports/network-reader';
import type { RoleAssumer } from '../ports/role-assumer';
import type { StackDeployer } from '../ports/stack-deployer';
import type { ProvisionedRole } from '../simulators/sandbox-cloud/provision-role';

/** The customer-cloud ports: real AWS through the linked role, or each user's sandbox account. */
export interface CloudPorts {
  kind: 'aws' | 'sandbox';
  roles: RoleAssumer;
  stacks: StackDeployer;
  networks: NetworkReader;
  /** what compliance scans read: Cloud Control and the account-level facts, through the role */
  inventory: InventoryReader;
  /** only in the sandbox: create the link wizard's role in the caller's sandbox account */
  provisionSandboxRole?: (userId: string) => Promise<ProvisionedRole>;
}

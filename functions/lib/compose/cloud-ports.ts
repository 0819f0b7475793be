import type { SandboxConsole } from '../drift/ports';
import type { DriftDetector } from '../ports/drift-detector';
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
  /** CloudFormation's drift detection on a stack, through the role */
  drift: DriftDetector;
  /** only in the sandbox: live properties changed by hand, so drift can be made locally */
  sandboxConsole?: SandboxConsole;
  /** only in the sandbox: create the link wizard's role in one of the caller's sandbox accounts */
  provisionSandboxRole?: (userId: string, accountNumber: string) => Promise<ProvisionedRole>;
  /** only in the sandbox: the number of the caller's n-th sandbox account (1 is their first) */
  sandboxAccountNumber?: (userId: string, ordinal: number) => string;
}

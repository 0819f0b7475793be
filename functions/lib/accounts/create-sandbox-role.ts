import { NotFound } from '../errors';

/** What provisioning the role in a sandbox account gives (see the sandbox cloud simulator). */
export interface SandboxRole {
  roleArn: string;
  accountNumber: string;
  /** epoch ms at which the role exists; STS refuses it before then, as AWS would */
  readyAt: number;
}

export interface CreateSandboxRoleDeps {
  /** present only while the cloud is the sandbox */
  provisionSandboxRole?: (userId: string) => Promise<SandboxRole>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** the longest this request waits for the role stack (it answers before API Gateway gives up) */
  maxWaitMs: number;
}

export const NOT_SANDBOX =
  'The sandbox cloud is not in use: deploy the role template in your own AWS account';

/**
 * The wizard's 'Create the role in the sandbox': deploys the role template in the caller's sandbox
 * account with their id as the external id, and answers once the role exists, so the ARN it gives
 * validates straight away. 404 when the product talks to real AWS.
 */
export async function createSandboxRole(userId: string, deps: CreateSandboxRoleDeps): Promise<SandboxRole> {
  if (!deps.provisionSandboxRole) throw new NotFound(NOT_SANDBOX);
  const role = await deps.provisionSandboxRole(userId);
  const wait = Math.min(role.readyAt - deps.now(), deps.maxWaitMs);
  if (wait > 0) await deps.sleep(wait);
  return role;
}

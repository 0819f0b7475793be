import { Forbidden, NotFound } from '../errors';
import { type AccountLimit, accountLimitMessage } from './account-limit';

/** What provisioning the role in a sandbox account gives (see the sandbox cloud simulator). */
export interface SandboxRole {
  roleArn: string;
  accountNumber: string;
  /** epoch ms at which the role exists; STS refuses it before then, as AWS would */
  readyAt: number;
}

export interface CreateSandboxRoleDeps {
  /** present only while the cloud is the sandbox */
  provisionSandboxRole?: (userId: string, accountNumber: string) => Promise<SandboxRole>;
  /** the caller's n-th sandbox account number (1 is their first) */
  sandboxAccountNumber: (userId: string, ordinal: number) => string;
  /** the account numbers the caller has linked, and how many accounts their plan allows */
  linkedAccountNumbers: (userId: string) => Promise<readonly string[]>;
  accountLimit: (userId: string) => Promise<AccountLimit>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** the longest this request waits for the role stack (it answers before API Gateway gives up) */
  maxWaitMs: number;
}

export const NOT_SANDBOX =
  'The sandbox cloud is not in use: deploy the role template in your own AWS account';

/**
 * The wizard's 'Create the role in the sandbox': deploys the role template, with the caller's id
 * as the external id, in the first of their sandbox accounts not linked yet (a new one when every
 * one is), so a user can model dev and prod accounts up to their plan's limit, which is refused
 * here in the plan's words. Answers once the role exists, so the ARN validates straight away.
 * Asked twice before linking, it answers the same account. 404 when the product talks to real AWS.
 */
export async function createSandboxRole(userId: string, deps: CreateSandboxRoleDeps): Promise<SandboxRole> {
  if (!deps.provisionSandboxRole) throw new NotFound(NOT_SANDBOX);
  const [linked, limit] = await Promise.all([deps.linkedAccountNumbers(userId), deps.accountLimit(userId)]);
  const taken = new Set(linked);
  let ordinal = 1;
  while (taken.has(deps.sandboxAccountNumber(userId, ordinal))) ordinal += 1;
  if (limit.max !== null && linked.length >= limit.max) throw new Forbidden(accountLimitMessage(limit));
  const role = await deps.provisionSandboxRole(userId, deps.sandboxAccountNumber(userId, ordinal));
  const wait = Math.min(role.readyAt - deps.now(), deps.maxWaitMs);
  if (wait > 0) await deps.sleep(wait);
  return role;
}

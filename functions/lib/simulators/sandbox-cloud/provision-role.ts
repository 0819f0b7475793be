import { isCloudError } from '#functions/lib/ports/cloud-error';
import type { SandboxCloudStore } from '#functions/lib/ports/sandbox-cloud-store';
import { ROLE_STACK_NAME, ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { SANDBOX_PLATFORM_ACCOUNT, sandboxAccountId } from './account';
import { SandboxAccountState } from './sandbox-account';
import type { SandboxCloud } from './sandbox-cloud';
import { viewAt } from './timeline';

/** The region the sandbox deploys the role stack in (IAM is global; the stack lives somewhere). */
export const ROLE_STACK_REGION = 'us-east-1';

export interface ProvisionedRole {
  roleArn: string;
  accountNumber: string;
  /** when the role exists (ms): STS refuses it until then, as AWS would */
  readyAt: number;
}

/**
 * What a user does in their own AWS account in the link wizard, done for them in their sandbox
 * account: deploy the role template with their id as the external id. Idempotent: a role stack
 * that exists and did not roll back is kept.
 */
export async function provisionSandboxRole(
  cloud: SandboxCloud,
  store: SandboxCloudStore,
  userId: string,
  /** another sandbox account of the same user (a second linked account); their own by default */
  accountId = sandboxAccountId(userId),
): Promise<ProvisionedRole> {
  const state = await SandboxAccountState.load(store, accountId, cloud.now());
  const current = state.stacks.find((stack) => {
    if (stack.region !== ROLE_STACK_REGION || stack.stackName !== ROLE_STACK_NAME) return false;
    return ['CREATE_IN_PROGRESS', 'CREATE_COMPLETE'].includes(viewAt(stack, state.now).status);
  });
  if (!current) {
    await cloud
      .create(state, ROLE_STACK_REGION, {
        stackName: ROLE_STACK_NAME,
        templateBody: ROLE_TEMPLATE,
        parameters: { ExternalId: userId, PlatformAccountId: SANDBOX_PLATFORM_ACCOUNT },
        tags: { 'managed-by': 'sahab' },
      })
      // Two requests at once: the other one's stack is as good as ours.
      .catch((error) => {
        if (!isCloudError(error, 'already-exists')) throw error;
      });
  }
  const stacks = await store.stacks(accountId);
  const stack = stacks.find(
    (s) =>
      s.region === ROLE_STACK_REGION &&
      s.stackName === ROLE_STACK_NAME &&
      ['CREATE_IN_PROGRESS', 'CREATE_COMPLETE'].includes(viewAt(s, Number.MAX_SAFE_INTEGER).status),
  );
  const role = stack?.resources.find((r) => r.logicalId === 'SahabAccessRole');
  const created = stack?.events.find(
    (e) => e.logicalId === 'SahabAccessRole' && e.status === 'CREATE_COMPLETE',
  );
  if (!stack || !role || !created) {
    const reason = stack ? viewAt(stack, Number.MAX_SAFE_INTEGER).statusReason : undefined;
    throw new Error(`The sandbox role stack did not create the role${reason ? `: ${reason}` : ''}`);
  }
  return { roleArn: String(role.attributes.Arn), accountNumber: accountId, readyAt: created.at };
}

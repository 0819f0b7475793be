import { sandboxRole } from '#shared/api/routes/accounts';
import { createSandboxRole } from '../lib/accounts/create-sandbox-role';
import { accountsPorts, requestClock } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(
  sandboxRole,
  async ({ caller }) => {
    const cloud = await accountsPorts().cloud();
    const role = await createSandboxRole(caller.sub, {
      provisionSandboxRole: cloud.provisionSandboxRole,
      ...requestClock,
      maxWaitMs: 10_000,
    });
    return { role_arn: role.roleArn, account_number: role.accountNumber };
  },
  { subscriptions: () => accountsPorts().subscriptions },
);

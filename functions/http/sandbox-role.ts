import { sandboxRole } from '#shared/api/routes/accounts';
import { accountLimit } from '../lib/accounts/account-limit';
import { createSandboxRole } from '../lib/accounts/create-sandbox-role';
import { accountsPorts, requestClock } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(sandboxRole, async ({ caller, subscription }) => {
  const ports = accountsPorts();
  const cloud = await ports.cloud();
  const role = await createSandboxRole(caller.sub, {
    provisionSandboxRole: cloud.provisionSandboxRole,
    sandboxAccountNumber: cloud.sandboxAccountNumber ?? (() => ''),
    linkedAccountNumbers: async (userId) =>
      (await ports.accounts.list(userId)).map((account) => account.accountNumber),
    // the plan the access check read: the limit on how many sandbox accounts a user creates
    accountLimit: async () => accountLimit(subscription),
    ...requestClock,
    maxWaitMs: 10_000,
  });
  return { role_arn: role.roleArn, account_number: role.accountNumber };
});

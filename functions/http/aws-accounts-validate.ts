import { awsAccountsValidate } from '#shared/api/routes/accounts';
import { validateAccount } from '../lib/accounts/validate-account';
import { accountsPorts } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsAccountsValidate, async ({ caller, params }) => {
  const ports = accountsPorts();
  return validateAccount(
    { userId: caller.sub, id: params!.id },
    { accounts: ports.accounts, roles: (await ports.cloud()).roles, now: () => new Date() },
  );
});

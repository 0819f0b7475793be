import { awsAccountsList } from '#shared/api/routes/accounts';
import { accountView } from '../lib/accounts/account-view';
import { listAccounts } from '../lib/accounts/list-accounts';
import { accountsPorts } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsAccountsList, async ({ caller }) =>
  (await listAccounts(caller.sub, accountsPorts())).map(accountView),
);

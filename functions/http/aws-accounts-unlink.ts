import { awsAccountsUnlink } from '#shared/api/routes/accounts';
import { unlinkAccount } from '../lib/accounts/unlink-account';
import { accountsPorts } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsAccountsUnlink, async ({ caller, params }) => {
  await unlinkAccount({ userId: caller.sub, id: params!.id }, accountsPorts());
  return { deleted: true as const };
});

import { awsAccountsLink } from '#shared/api/routes/accounts';
import { accountView } from '../lib/accounts/account-view';
import { linkAccount } from '../lib/accounts/link-account';
import { accountsPorts } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

export const handler = httpHandler(awsAccountsLink, async ({ caller, subscription, body }) => {
  const ports = accountsPorts();
  const { alias, role_arn, region } = body!;
  const record = await linkAccount(
    { userId: caller.sub, alias, roleArn: role_arn, region, subscription },
    { ...ports, cloud: ports.cloudKind(), now: () => new Date() },
  );
  return new Reply(201, accountView(record));
});

import { NotFound } from '../errors';
import type { AwsAccountRecord, AwsAccountRepository } from '../ports/aws-account-repository';
import type { RegionalTarget } from '../ports/cloud-target';

/** The same answer for an unknown id and another user's, so ids cannot be probed. */
export const ACCOUNT_NOT_FOUND = 'AWS account not found';

/** The caller's account `id`, or 404. Reads only the caller's partition. */
export async function ownedAccount(
  accounts: Pick<AwsAccountRepository, 'get'>,
  userId: string,
  id: string,
): Promise<AwsAccountRecord> {
  const account = await accounts.get(userId, id);
  if (!account) throw new NotFound(ACCOUNT_NOT_FOUND);
  return account;
}

/** Where cloud calls for this account go: its role, with the owner's id as the external id. */
export function accountTarget(account: AwsAccountRecord, region = account.region): RegionalTarget {
  return { roleArn: account.roleArn, externalId: account.userId, region };
}

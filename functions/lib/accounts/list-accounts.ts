import type { AwsAccountRecord, AwsAccountRepository } from '../ports/aws-account-repository';

/** The caller's linked accounts, oldest first. */
export function listAccounts(
  userId: string,
  deps: { accounts: Pick<AwsAccountRepository, 'list'> },
): Promise<AwsAccountRecord[]> {
  return deps.accounts.list(userId);
}

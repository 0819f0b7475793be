import { NotFound } from '../errors';
import type { AwsAccountRepository } from '../ports/aws-account-repository';
import type { UsageStore } from '../ports/usage-store';
import { ACCOUNT_NOT_FOUND } from './owned-account';

/**
 * Unlinks an account: the record goes and the plan's counter gives its place back, once (a second
 * concurrent unlink finds nothing to delete and answers 404). The role in the customer's account
 * is theirs to delete; Sahab stored no credentials, so nothing else is left to revoke.
 */
export async function unlinkAccount(
  input: { userId: string; id: string },
  deps: { accounts: Pick<AwsAccountRepository, 'delete'>; usage: Pick<UsageStore, 'adjustLinkedAccounts'> },
): Promise<void> {
  const deleted = await deps.accounts.delete(input.userId, input.id);
  if (!deleted) throw new NotFound(ACCOUNT_NOT_FOUND);
  await deps.usage.adjustLinkedAccounts(input.userId, -1);
}

import { NotFound } from '../errors';
import type { AwsAccountRepository } from '../ports/aws-account-repository';
import { isCloudError } from '../ports/cloud-error';
import type { RoleAssumer } from '../ports/role-assumer';
import { ACCOUNT_NOT_FOUND, accountTarget, ownedAccount } from './owned-account';

export interface ValidationAnswer {
  valid: boolean;
  error: string | null;
}

/**
 * Checks a linked account the way every later call will use it: AssumeRole with the owner's id as
 * the external id, then GetCallerIdentity, whose account must be the one the ARN names. The
 * outcome is recorded (`last_validated_at`, `is_active`); a refusal is an answer, not an error,
 * carrying AWS's own words.
 */
export async function validateAccount(
  input: { userId: string; id: string },
  deps: {
    accounts: Pick<AwsAccountRepository, 'get' | 'recordValidation'>;
    roles: RoleAssumer;
    now: () => Date;
  },
): Promise<ValidationAnswer> {
  const account = await ownedAccount(deps.accounts, input.userId, input.id);
  let error: string | null = null;
  try {
    const identity = await deps.roles.verify(accountTarget(account));
    if (identity.account !== account.accountNumber) {
      error = `The role was assumed in account ${identity.account}, not in ${account.accountNumber} as its ARN says`;
    }
  } catch (failure) {
    // Only the cloud's refusals are the account's fault; anything else is ours and stays a 5xx.
    if (!isCloudError(failure)) throw failure;
    error = failure.message;
  }
  const recorded = await deps.accounts.recordValidation(input.userId, input.id, {
    isActive: error === null,
    lastValidatedAt: deps.now().toISOString(),
    ...(error !== null && { lastValidationError: error }),
  });
  if (!recorded) throw new NotFound(ACCOUNT_NOT_FOUND);
  return { valid: error === null, error };
}

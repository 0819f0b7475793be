import { createHash } from 'node:crypto';
import { accountNumberOf } from '#shared/accounts/role-arn';
import { BadRequest, Conflict, Forbidden } from '../errors';
import type { AwsAccountRecord, AwsAccountRepository } from '../ports/aws-account-repository';
import type { SubscriptionRecord } from '../ports/subscription-repository';
import type { UsageStore } from '../ports/usage-store';
import { accountLimit, accountLimitMessage } from './account-limit';

export interface LinkAccountInput {
  userId: string;
  alias: string;
  roleArn: string;
  region: string;
  /** what the request's access check read: the plan sets how many accounts may be linked */
  subscription: SubscriptionRecord | undefined;
}

export interface LinkAccountDeps {
  accounts: Pick<AwsAccountRepository, 'get' | 'create' | 'delete'>;
  usage: Pick<UsageStore, 'adjustLinkedAccounts'>;
  cloud: 'aws' | 'sandbox';
  now: () => Date;
}

/**
 * The id of a user's link to a role: derived from the role ARN, so linking the same role twice
 * (even by two concurrent requests) meets the first link's item and answers 409.
 */
export function linkId(roleArn: string): string {
  const hex = createHash('sha256').update(roleArn).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Links an account (not validated yet: the display state is 'Not validated'). The link's item is
 * written first, conditionally on its id (derived from the role), so of two links of one role the
 * second always meets the first and answers 409, never the plan limit. The plan's limit is then
 * held by the atomic linked-accounts counter: a link that takes it past the limit gives its place
 * and its item back and is refused, so concurrent links can never exceed it.
 */
export async function linkAccount(input: LinkAccountInput, deps: LinkAccountDeps): Promise<AwsAccountRecord> {
  const accountNumber = accountNumberOf(input.roleArn);
  if (!accountNumber) throw new BadRequest(`role_arn: ${input.roleArn} is not an IAM role ARN`);
  const id = linkId(input.roleArn);
  const existing = await deps.accounts.get(input.userId, id);
  if (existing) throw new Conflict(`This role is already linked as "${existing.alias}"`);
  const limit = accountLimit(input.subscription);
  const record: AwsAccountRecord = {
    userId: input.userId,
    id,
    alias: input.alias,
    authMethod: 'iam_role',
    roleArn: input.roleArn,
    accountNumber,
    region: input.region,
    isActive: false,
    createdAt: deps.now().toISOString(),
    cloud: deps.cloud,
  };
  if (!(await deps.accounts.create(record))) throw new Conflict(`This role is already linked`);
  const count = await deps.usage.adjustLinkedAccounts(input.userId, 1);
  if (limit.max !== null && count > limit.max) {
    await deps.accounts.delete(input.userId, id);
    await deps.usage.adjustLinkedAccounts(input.userId, -1);
    throw new Forbidden(accountLimitMessage(limit));
  }
  return record;
}

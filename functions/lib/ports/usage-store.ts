import type { UsageCounts } from '#shared/billing/subscription-view';

/**
 * Usage counters of a user. Increments are atomic, so concurrent generations or account links
 * never lose a count; a counter never written reads as zero.
 */
export interface UsageStore {
  read(userId: string, now: Date): Promise<UsageCounts>;
  /** for the generation pipeline: one run started; returns this month's total */
  recordRun(userId: string, now: Date): Promise<number>;
  /** for AWS account linking (+1) and unlinking (-1); returns the new count */
  adjustLinkedAccounts(userId: string, delta: 1 | -1): Promise<number>;
}

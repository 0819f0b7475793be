import type { UsageCounts } from '#shared/billing/subscription-view';

/**
 * Usage counters of a user. Increments are atomic, so concurrent generations or account links
 * never lose a count; a counter never written reads as zero.
 */
export interface UsageStore {
  read(userId: string, now: Date): Promise<UsageCounts>;
  /** for the generation pipeline: one run started; returns this month's total */
  recordRun(userId: string, now: Date): Promise<number>;
  /**
   * Counts one run only while this month's count is below `limit` (one conditional write, so
   * concurrent requests can never pass the limit). Answers the new count, or null at the limit.
   * The run's id is kept with the count, so it can be given back exactly once.
   */
  claimRun(userId: string, now: Date, limit: number, runId: string): Promise<number | null>;
  /**
   * Gives back a run claimed for a generation that did not start. Only a run counted under that
   * id is given back, and only once (a crash recovery and a failing start may both ask).
   */
  releaseRun(userId: string, month: string, runId: string): Promise<void>;
  /** for AWS account linking (+1) and unlinking (-1); returns the new count */
  adjustLinkedAccounts(userId: string, delta: 1 | -1): Promise<number>;
}

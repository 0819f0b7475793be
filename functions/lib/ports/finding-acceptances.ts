import type { FindingAcceptance } from '#shared/api/compliance-schema';

/**
 * The findings a user accepted (risks and residency exceptions), one per stable violation id so
 * an acceptance follows its finding into later scans; accepting again replaces the record.
 */
export interface FindingAcceptanceStore {
  list(userId: string): Promise<FindingAcceptance[]>;
  put(userId: string, acceptance: FindingAcceptance): Promise<void>;
}

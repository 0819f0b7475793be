import type { AccountBaseline } from '#shared/generation/baseline';

/** Whether the account a design would go to has the account baseline in the design's region. */
export interface AccountBaselineReader {
  baselineFor(userId: string, region: string): Promise<AccountBaseline>;
}

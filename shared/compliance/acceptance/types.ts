/**
 * A decision recorded beside a finding: a risk someone accepted (reason, owner, expiry) or a
 * residency exception a framework requires (who approved, the reference, the date). Both use the
 * same mechanism: while valid the finding is listed as accepted and leaves the score; once expired
 * it is back, saying so.
 */
export type AcceptanceSource = 'sahab' | 'cfn-nag' | 'cfn-guard' | 'checkov' | 'cdk-nag';

export interface Acceptance {
  kind: 'accepted-risk' | 'residency-exception';
  /** where it was recorded: Sahab's own (template metadata or the app), or another tool's suppression */
  source: AcceptanceSource;
  /** the other tool's rule id, for a suppression read from another tool */
  source_rule?: string;
  reason: string;
  /** who owns the risk (accepted risk) or who approved it (residency exception) */
  owner?: string;
  /** the approval's reference (residency exception: a ticket, a letter number) */
  reference?: string;
  /** ISO date (YYYY-MM-DD): the acceptance holds through this day; none for other tools' suppressions */
  expires?: string;
  /** recorded in the app: who accepted it and when (ISO time) */
  accepted_by?: string;
  accepted_at?: string;
  /** false once `expires` has passed at the scan's time: the finding counts again */
  valid: boolean;
}

/** THE validity rule: an expiry date holds through its whole day (UTC). */
export function stillValid(expires: string | undefined, now: string): boolean {
  if (!expires) return true;
  return now.slice(0, 10) <= expires.slice(0, 10);
}

/** How a finding shows its acceptance: "Accepted until <date>", or who suppressed it. */
export function acceptanceLabel(a: Acceptance): string {
  const what = a.kind === 'residency-exception' ? 'Exception approved' : 'Accepted';
  if (!a.valid) return `${what} until ${a.expires} (expired)`;
  if (a.source !== 'sahab') return `Accepted by ${a.source}${a.source_rule ? ` (${a.source_rule})` : ''}`;
  return a.expires ? `${what} until ${a.expires}` : what;
}

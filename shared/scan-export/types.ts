import type { ScanDetail } from '../api/compliance-schema';

/**
 * The parts of a scan (GET /api/compliance/scan/{scan_id}) the exports read: a `ScanDetail`
 * fits, and tests can build just these fields.
 */
export type ExportScan = Pick<
  ScanDetail,
  | 'scan_id'
  | 'status'
  | 'started_at'
  | 'completed_at'
  | 'overall_score'
  | 'sama_score'
  | 'nca_score'
  | 'citc_score'
  | 'severity_counts'
  | 'violation_count'
  | 'violations'
  | 'frameworks'
  | 'coverage'
  | 'sandbox'
> & {
  accounts: readonly ExportAccount[];
  /** findings accepted at the time of export (withAcceptedFindings): listed apart, not counted */
  accepted?: ScanDetail['violations'];
};

export type ExportAccount = Pick<ScanDetail['accounts'][number], 'account_id' | 'alias' | 'account_number'>;

export type ExportViolation = ExportScan['violations'][number];

/** A file to hand to the browser (or write to disk). */
export interface ExportFile {
  filename: string;
  mimeType: string;
  content: string;
}

/** `sahab-scan-<first 8 of the id>-<yyyy-mm-dd of the start>.<ext>`: sortable and recognisable. */
export function exportFilename(scan: Pick<ExportScan, 'scan_id' | 'started_at'>, ext: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(scan.started_at)?.[0] ?? 'undated';
  const id = scan.scan_id.replace(/[^A-Za-z0-9-]/g, '').slice(0, 8) || 'scan';
  return `sahab-scan-${id}-${day}.${ext}`;
}

/** A collector gap in one line, naming the account by number and alias when the scan lists it. */
export function describeGap(
  gap: NonNullable<ExportScan['coverage']>['gaps'][number],
  accounts: readonly ExportAccount[],
): string {
  const account = accounts.find((a) => a.account_id === gap.account_id);
  const name = account ? `${account.account_number} (${account.alias})` : gap.account_id;
  return `${gap.resource_type} in ${gap.region}, account ${name}: ${gap.error}: ${gap.message}`;
}

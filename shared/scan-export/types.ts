import type { FrameworkId, Severity } from '../compliance/types';

/**
 * The parts of a completed scan (GET /api/compliance/scan/{scan_id}) that the exports read. The
 * API's scan type has these fields; keeping the exports on this narrower shape lets them be
 * tested with plain data and reused by any caller holding a scan.
 */
export interface ExportViolation {
  violation_id: string;
  title: string;
  description: string;
  severity: Severity;
  resource: string;
  resource_type: string;
  account_id: string;
  region: string;
  control_id: string;
  frameworks: readonly FrameworkId[];
  /** every control the finding fails; when absent, the controls that cite its rule */
  controls?: readonly { framework: FrameworkId; control_id: string; severity?: Severity }[];
  impact: string;
  remediation: string;
  estimated_cost: number | null;
  auto_fix_available: boolean;
  detected_at: string;
  rule_id: string;
}

export interface ExportScan {
  scan_id: string;
  status: string;
  started_at: string;
  completed_at: string | null;
  overall_score: number | null;
  sama_score: number | null;
  nca_score: number | null;
  citc_score: number | null;
  severity_counts: Record<Severity, number>;
  violation_count: number;
  violations: readonly ExportViolation[];
  /** the frameworks asked for; all three when absent */
  frameworks?: readonly FrameworkId[];
  /** the accounts scanned, by label (alias and number) or id */
  accounts?: readonly string[];
  /** what the scan could not read (a collector refused or unsupported): coverage is lower */
  gaps?: readonly string[];
}

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

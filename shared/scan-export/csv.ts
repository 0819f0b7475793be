import { type ExportFile, type ExportScan, type ExportViolation, exportFilename } from './types';

const COLUMNS: readonly [header: string, value: (v: ExportViolation) => string][] = [
  ['violation_id', (v) => v.violation_id],
  ['severity', (v) => v.severity],
  ['title', (v) => v.title],
  ['account_number', (v) => v.account_number],
  ['region', (v) => v.region],
  ['resource_type', (v) => v.resource_type],
  ['resource', (v) => v.resource],
  ['physical_id', (v) => v.physical_id],
  ['stack_name', (v) => v.stack_name ?? ''],
  ['logical_id', (v) => v.logical_id ?? ''],
  ['control_id', (v) => v.control_id],
  ['frameworks', (v) => v.frameworks.join('; ')],
  ['controls', (v) => v.controls.map((c) => `${c.framework} ${c.control_id}`).join('; ')],
  ['impact', (v) => v.impact],
  ['remediation', (v) => v.remediation],
  ['estimated_cost_usd_monthly', (v) => (v.estimated_cost === null ? '' : String(v.estimated_cost))],
  ['auto_fix_available', (v) => String(v.auto_fix_available)],
  ['detected_at', (v) => v.detected_at],
  ['rule_id', (v) => v.rule_id],
  ['status', (v) => v.status],
  ['description', (v) => v.description],
  ['acceptance', (v) => v.acceptance?.kind ?? ''],
  ['acceptance_expires', (v) => v.acceptance?.expires ?? ''],
  ['acceptance_owner', (v) => v.acceptance?.owner ?? ''],
  ['acceptance_reference', (v) => v.acceptance?.reference ?? ''],
  ['acceptance_reason', (v) => v.acceptance?.reason ?? ''],
  ['accepted_by', (v) => v.acceptance?.accepted_by ?? ''],
  ['accepted_at', (v) => v.acceptance?.accepted_at ?? ''],
];

/**
 * One row per violation, RFC 4180 (CRLF, fields quoted when they hold a comma, quote or line
 * break), with a byte-order mark so spreadsheet programs read it as UTF-8.
 */
export function scanToCsv(scan: Pick<ExportScan, 'violations' | 'accepted'>): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...[...scan.violations, ...(scan.accepted ?? [])].map((v) => COLUMNS.map(([, value]) => value(v))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export function csvFile(scan: ExportScan): ExportFile {
  return {
    filename: exportFilename(scan, 'csv'),
    mimeType: 'text/csv;charset=utf-8',
    content: scanToCsv(scan),
  };
}

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return)
 * gets a leading apostrophe: resource names and tags come from the scanned account, which
 * someone else may control (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

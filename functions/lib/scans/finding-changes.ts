import type { FindingChanges, ScanViolation } from '#shared/api/compliance-schema';

const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'] as const;
const LISTED = 20;

const bySeverity = (a: ScanViolation, b: ScanViolation) =>
  SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity);
const item = (v: ScanViolation) => ({
  violation_id: v.violation_id,
  title: v.title,
  severity: v.severity,
  resource: v.resource,
});

/**
 * Findings opened and closed from one scan to the next: a finding's id is stable for the same rule
 * on the same resource, so an id only in the newer scan opened, one only in the older closed.
 */
export function findingChanges(
  from: { scanId: string; violations: readonly ScanViolation[] },
  to: { scanId: string; violations: readonly ScanViolation[] },
): FindingChanges {
  const before = new Set(from.violations.map((v) => v.violation_id));
  const after = new Set(to.violations.map((v) => v.violation_id));
  const opened = to.violations.filter((v) => !before.has(v.violation_id)).sort(bySeverity);
  const closed = from.violations.filter((v) => !after.has(v.violation_id)).sort(bySeverity);
  return {
    from_scan_id: from.scanId,
    to_scan_id: to.scanId,
    opened_count: opened.length,
    closed_count: closed.length,
    opened: opened.slice(0, LISTED).map(item),
    closed: closed.slice(0, LISTED).map(item),
  };
}

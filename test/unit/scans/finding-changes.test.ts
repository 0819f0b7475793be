import { describe, expect, it } from 'vitest';
import { findingChanges } from '#functions/lib/scans/finding-changes';
import type { ScanViolation } from '#shared/api/compliance-schema';

const finding = (violation_id: string, severity: ScanViolation['severity']) =>
  ({
    violation_id,
    title: `finding ${violation_id}`,
    severity,
    resource: `res-${violation_id}`,
  }) as ScanViolation;

describe('findings opened and closed between two scans', () => {
  it('an id only in the newer scan opened, one only in the older closed, the most severe first', () => {
    const changes = findingChanges(
      { scanId: 'old', violations: [finding('a', 'low'), finding('b', 'high'), finding('c', 'medium')] },
      { scanId: 'new', violations: [finding('b', 'high'), finding('d', 'low'), finding('e', 'critical')] },
    );
    expect(changes.from_scan_id).toBe('old');
    expect(changes.to_scan_id).toBe('new');
    expect(changes.opened.map((f) => f.violation_id)).toEqual(['e', 'd']);
    expect(changes.closed.map((f) => f.violation_id)).toEqual(['c', 'a']);
    expect([changes.opened_count, changes.closed_count]).toEqual([2, 2]);
  });
});

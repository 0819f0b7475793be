import { describe, expect, it } from 'vitest';
import type { FindingAcceptance, ScanViolation } from '#shared/api/compliance-schema';
import { withAcceptedFindings } from '#shared/compliance/acceptance/scan-acceptances';
import { SEVERITY_WEIGHT, scoreOfTally } from '#shared/compliance/score';
import { scanToCsv } from '#shared/scan-export/csv';
import { scanReportHtml } from '#shared/scan-export/report-html';
import { makeScan, makeScanViolation } from '#test/fixtures/scan-results';

const acceptance = (v: ScanViolation, expires: string): FindingAcceptance => ({
  violation_id: v.violation_id,
  rule_id: v.rule_id,
  resource: v.resource,
  kind: 'accepted-risk',
  reason: 'Compensating control in place',
  owner: 'Platform team',
  expires,
  accepted_by: 'noura@example.com',
  accepted_at: '2026-11-29T08:00:00.000Z',
});

/** Two findings, the first accepted until `expires`; the framework sums as the scan kept them. */
function scanWithAcceptance(expires: string) {
  const kept = makeScanViolation({ rule_id: 's3-bucket-versioning', frameworks: ['SAMA'] });
  const first = makeScanViolation({ rule_id: 's3-bucket-versioning', frameworks: ['SAMA'] });
  const weights = { SAMA: { passed: 40, total: 60 } };
  return makeScan({
    frameworks: ['SAMA'],
    violations: [{ ...first, acceptance: acceptance(first, expires) }, kept],
    score_weights: weights,
    sama_score: scoreOfTally({ passedWeight: 40, totalWeight: 60 }),
    overall_score: scoreOfTally({ passedWeight: 40, totalWeight: 60 }),
  });
}

describe('account findings accepted in the app', () => {
  it('while valid: set apart, out of the counts and the score (its weight taken out of the sums)', () => {
    const scan = scanWithAcceptance('2026-12-31');
    const seen = withAcceptedFindings(scan, '2026-11-29T09:00:00.000Z');
    expect(seen.accepted.map((v) => v.violation_id)).toEqual([scan.violations[0].violation_id]);
    expect(seen.violations).toHaveLength(1);
    expect(seen.violation_count).toBe(1);
    const weight = SEVERITY_WEIGHT[scan.violations[0].controls[0].severity];
    expect(seen.sama_score).toBe(scoreOfTally({ passedWeight: 40, totalWeight: 60 - weight }));
    expect(seen.sama_score).toBeGreaterThan(scan.sama_score ?? 100);
    expect(seen.overall_score).toBe(seen.sama_score);
  });

  it("takes the accepted finding out of its account's scores and count too, and sets it apart once only", () => {
    const scan = {
      ...scanWithAcceptance('2026-12-31'),
      account_weights: { 'acc-1': { SAMA: { passed: 40, total: 60 } } },
    };
    const seen = withAcceptedFindings(scan, '2026-11-29T09:00:00.000Z');
    const [account] = seen.accounts;
    expect(account.violation_count).toBe(scan.accounts[0].violation_count - 1);
    expect(account.scores.SAMA).toBe(seen.sama_score);
    expect(account.overall_score).toBe(seen.overall_score);
    expect(account.scores.SAMA).toBeGreaterThan(scoreOfTally({ passedWeight: 40, totalWeight: 60 }));
    // read again (a summary built from a scan already read): nothing is taken out twice
    expect(withAcceptedFindings(seen, '2026-11-29T09:00:00.000Z')).toEqual(seen);
  });

  it('after its expiry day: back among the findings and in the score as the scan computed it', () => {
    const scan = scanWithAcceptance('2026-11-28');
    const seen = withAcceptedFindings(scan, '2026-11-29T09:00:00.000Z');
    expect(seen.accepted).toEqual([]);
    expect(seen.violations).toHaveLength(2);
    expect(seen.sama_score).toBe(scan.sama_score);
    expect(seen.violations[0].acceptance?.expires).toBe('2026-11-28');
  });

  it('the HTML report and the CSV list the accepted finding with owner, reason and expiry', () => {
    const seen = withAcceptedFindings(scanWithAcceptance('2026-12-31'), '2026-11-29T09:00:00.000Z');
    const html = scanReportHtml(seen, '2026-11-29T09:00:00.000Z');
    expect(html).toContain('Accepted risks and exceptions (1)');
    expect(html).toContain('Accepted until 2026-12-31');
    expect(html).toContain('Platform team');
    expect(html).toContain('Recorded by noura@example.com');
    const csv = scanToCsv(seen);
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    expect(csv).toContain('accepted-risk,2026-12-31,Platform team');
  });
});

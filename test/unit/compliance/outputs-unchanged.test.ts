import { describe, expect, it } from 'vitest';
import { toSarif } from '#shared/compliance/output/sarif';
import { toTable } from '#shared/compliance/output/table';
import { scanTemplate } from '#shared/compliance/scan';
import { FRAMEWORK_IDS } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';
import { scanToCsv } from '#shared/scan-export/csv';
import { scanReportHtml } from '#shared/scan-export/report-html';
import { scanToSarif } from '#shared/scan-export/sarif';
import type { ExportScan, ExportViolation } from '#shared/scan-export/types';
import { complianceCorpus, digestOf } from '#test/fixtures/compliance-corpus';

/**
 * What people read of a template scan, in every format: the CLI's table and SARIF, and the
 * exports (CSV, SARIF, HTML report) fed the scan's findings. report-unchanged.test.ts keeps the
 * scan's JSON; this keeps what each format makes of it, so a change in how findings are held
 * (shared lists, objects made when read) shows here if any format sees a difference. Update with
 * `npx vitest run -u` only when a format's output changes on purpose.
 */
describe('outputs of the test corpus', () => {
  it('are the same, byte for byte, as when the snapshot was taken', () => {
    // Arrange
    const cases = complianceCorpus().filter((c) => !c.name.endsWith('(region)'));
    // Act
    const digests = Object.fromEntries(
      cases.map((c) => {
        const outputs = attempt(() => outputsOf(c.name, scanTemplate(c.text, c.opts)));
        return [c.name, digestOf(outputs)];
      }),
    );
    // Assert
    expect(cases.length).toBeGreaterThan(200);
    expect(digests).toMatchSnapshot();
  });
});

function outputsOf(file: string, scan: ReturnType<typeof scanTemplate>): string {
  const table = toTable([{ file, violations: scan.violations, scores: scan.scores }], FRAMEWORK_IDS);
  const sarif = toSarif([{ file, violations: scan.violations, accepted: scan.accepted }], '0.0.0');
  const exported = exportScanOf(scan);
  return [
    table,
    JSON.stringify(sarif),
    scanToCsv(exported),
    JSON.stringify(scanToSarif(exported)),
    scanReportHtml(exported, '2026-01-02T00:00:00.000Z'),
  ].join('\n');
}

/** A template scan's findings in the account scan's export shape (the exports read only these). */
function exportScanOf(scan: ReturnType<typeof scanTemplate>): ExportScan {
  const counts = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const v of scan.violations) counts[v.severity]++;
  return {
    scan_id: 'corpus-scan',
    status: 'completed',
    started_at: '2026-01-01T00:00:00.000Z',
    completed_at: '2026-01-01T00:01:00.000Z',
    overall_score: Math.min(...FRAMEWORK_IDS.map((f) => scan.scores[f].score)),
    sama_score: scan.scores.SAMA.score,
    nca_score: scan.scores['NCA-ECC'].score,
    citc_score: scan.scores.CITC.score,
    severity_counts: counts,
    violation_count: scan.violations.length,
    violations: scan.violations.map(inAccount),
    accepted: scan.accepted.map(inAccount),
    frameworks: [...FRAMEWORK_IDS],
    coverage: null,
    sandbox: false,
    accounts: [],
  };
}

/**
 * A template finding as an account scan lists it: the account fields the exports print (a
 * template's acceptance has no app fields, hence the cast: the exports print what it has).
 */
const inAccount = (v: Violation) =>
  ({
    ...v,
    account_id: 'account-1',
    account_number: '111122223333',
    region: 'me-central-1',
    physical_id: v.resource,
  }) as unknown as ExportViolation;

function attempt(fn: () => string): string {
  try {
    return fn();
  } catch (error) {
    return `error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

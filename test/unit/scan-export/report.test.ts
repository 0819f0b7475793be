import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, isManual } from '#shared/compliance/frameworks/index';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { scanReportHtml } from '#shared/scan-export/report-html';
import { frameworkReports } from '#shared/scan-export/report-model';
import { makeScan, makeScanViolation } from '#test/fixtures/scan-results';

describe('the per-framework report', () => {
  const failing = makeScanViolation({ rule_id: 's3-public-access-block', resource: 'public-bucket' });
  const scan = makeScan({ violations: [failing], frameworks: ['SAMA', 'CITC'] });
  const reports = frameworkReports(scan);

  it('covers only the frameworks scanned, every control once, by domain in the framework order', () => {
    expect(reports.map((r) => r.id)).toEqual(['SAMA', 'CITC']);
    for (const report of reports) {
      const source = FRAMEWORKS[report.id].controls;
      const ids = report.domains.flatMap((d) => d.controls.map((c) => c.id));
      expect([...ids].sort()).toEqual(source.map((c) => c.id).sort());
      for (const domain of report.domains) {
        const inSource = source.filter((c) => c.domain === domain.name).map((c) => c.id);
        expect(domain.controls.map((c) => c.id)).toEqual(inSource);
      }
    }
  });

  it('marks manual controls manual and the controls the violation fails as failing', () => {
    const sama = reports[0];
    const controls = sama.domains.flatMap((d) => d.controls);
    for (const c of controls) {
      const source = FRAMEWORKS.SAMA.controls.find((x) => x.id === c.id);
      if (source && isManual(source)) expect(c.finding.kind).toBe('manual');
    }
    const failed = controls.filter((c) => c.finding.kind === 'failing').map((c) => c.id);
    const cited = (failing.controls ?? []).filter((c) => c.framework === 'SAMA').map((c) => c.control_id);
    expect(failed.sort()).toEqual(cited.sort());
    expect(sama.counts.failing + sama.counts.manual + sama.counts.noViolations).toBe(
      FRAMEWORKS.SAMA.controls.length,
    );
  });

  it('says when the account scanned is the simulated sandbox, and only then', () => {
    expect(scanReportHtml(makeScan({ sandbox: true }), '2026-11-24T00:00:00.000Z')).toContain(
      COMPLIANCE_VIEW.sandboxEstate,
    );
    expect(scanReportHtml(makeScan({ sandbox: false }), '2026-11-24T00:00:00.000Z')).not.toContain(
      'Simulated account',
    );
  });

  it('renders a printable page per framework, escaping what came from the account', () => {
    const hostile = makeScanViolation({
      rule_id: 's3-public-access-block',
      resource: '<img src=x onerror=alert(1)>',
    });
    const html = scanReportHtml(makeScan({ violations: [hostile] }), '2026-11-24T00:00:00.000Z');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/<section class="framework">/g)).toHaveLength(3);
    expect(html).toContain('break-before: page');
    expect(html).not.toMatch(/<script|<link|src="http/);
    for (const c of FRAMEWORKS['NCA-ECC'].controls) expect(html).toContain(`<td class="id">${c.id}</td>`);
  });
});

import { SEVERITIES, type Severity } from '../compliance/types';
import { COMPLIANCE_VIEW } from '../messages/compliance';
import { type FrameworkReport, frameworkReports, type ReportControl } from './report-model';
import { describeGap, type ExportFile, type ExportScan, type ExportViolation, exportFilename } from './types';

/**
 * A self-contained HTML report of a scan, made to be printed or saved as PDF from the browser:
 * a summary page, then one section per framework (each on a new page) listing every control in
 * the framework's order with what the scan found, manual controls included. No script, no
 * external resource: it opens the same offline, in a mail attachment or in an archive.
 */
export function scanReportHtml(scan: ExportScan, generatedAt: string): string {
  const reports = frameworkReports(scan);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(`Compliance report ${scan.scan_id}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Compliance report</h1>
<p class="meta">Scan ${esc(scan.scan_id)} &middot; started ${esc(when(scan.started_at))}${
    scan.completed_at ? ` &middot; completed ${esc(when(scan.completed_at))}` : ''
  } &middot; report generated ${esc(when(generatedAt))}</p>
${scan.sandbox ? `<p class="simulated"><strong>Simulated account.</strong> ${esc(COMPLIANCE_VIEW.sandboxEstate)}</p>` : ''}
${scan.accounts.length ? `<p class="meta">Accounts: ${esc(scan.accounts.map((a) => `${a.alias} (${a.account_number})`).join(', '))}</p>` : ''}
<p class="meta">Frameworks: ${esc(scan.frameworks.join(', '))}${coverageLine(scan)}</p>
</header>
${summary(scan, reports)}
${acceptedSection(scan)}
${reports.map(frameworkSection).join('\n')}
</body>
</html>
`;
}

export function reportFile(scan: ExportScan, generatedAt: string): ExportFile {
  return {
    filename: exportFilename(scan, 'html'),
    mimeType: 'text/html;charset=utf-8',
    content: scanReportHtml(scan, generatedAt),
  };
}

function summary(scan: ExportScan, reports: readonly FrameworkReport[]): string {
  const rows = reports
    .map(
      (r) =>
        `<tr><th scope="row">${esc(r.id)}</th><td>${score(r.score)}</td><td>${r.counts.failing}</td><td>${r.counts.noViolations}</td><td>${r.counts.manual}</td></tr>`,
    )
    .join('');
  const severities = SEVERITIES.map(
    (s) => `<li><span class="sev sev-${s}">${s}</span> ${scan.severity_counts[s] ?? 0}</li>`,
  ).join('');
  const gapList = scan.coverage?.gaps ?? [];
  const gaps = gapList.length
    ? `<h3>Not covered by this scan</h3><ul>${gapList.map((g) => `<li>${esc(describeGap(g, scan.accounts))}</li>`).join('')}</ul>`
    : '';
  return `<section class="summary">
<h2>Summary</h2>
<p>Overall score <strong>${score(scan.overall_score)}</strong> &middot; ${scan.violation_count} violation${scan.violation_count === 1 ? '' : 's'}</p>
<ul class="severities">${severities}</ul>
<table><thead><tr><th>Framework</th><th>Score</th><th>Controls failing</th><th>Controls without violations</th><th>Manual controls</th></tr></thead><tbody>${rows}</tbody></table>
<p class="note">Scores weigh each check by the framework's severity (critical 10, high 5, medium 2, low 1). Manual controls (policies, training, contracts) cannot be evidenced by a scan: they are listed so the report says what was checked and what was not, and need evidence gathered by hand. Control ids marked <em>unverified</em> are our reading of the framework's text.</p>
${gaps}
</section>`;
}

/**
 * Findings accepted (risks, residency exceptions) at the report's time: what was accepted, by whom,
 * why and until when. They are out of the scores above; an expired one is back among the findings.
 */
function acceptedSection(scan: ExportScan): string {
  const accepted = scan.accepted ?? [];
  if (accepted.length === 0) return '';
  const rows = accepted
    .map((v) => {
      const a = v.acceptance;
      if (!a) return '';
      const what = a.kind === 'residency-exception' ? 'Exception approved' : 'Accepted';
      return `<tr><td><span class="sev sev-${v.severity}">${v.severity}</span></td><td>${esc(v.title)}<br><code>${esc(v.rule_id)}</code> &middot; ${esc(v.resource)}</td><td>${what} until ${esc(a.expires)}<br>${esc(a.owner)}${a.reference ? ` &middot; ${esc(a.reference)}` : ''}: ${esc(a.reason)}<div class="fix">Recorded by ${esc(a.accepted_by)} on ${esc(when(a.accepted_at))}</div></td></tr>`;
    })
    .join('');
  return `<section class="accepted">
<h2>Accepted risks and exceptions (${accepted.length})</h2>
<p class="note">Left out of the scores until their expiry date; after it they count again.</p>
<table class="violations"><thead><tr><th>Severity</th><th>Finding</th><th>Acceptance</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

function frameworkSection(report: FrameworkReport): string {
  const domains = report.domains
    .map(
      (d) => `<h3>${esc(d.name)}</h3>
<table class="controls"><thead><tr><th class="id">Control</th><th>Requirement</th><th class="status">Result</th></tr></thead>
<tbody>${d.controls.map(controlRows).join('')}</tbody></table>`,
    )
    .join('\n');
  return `<section class="framework">
<h2>${esc(report.name)} ${esc(report.version)} <span class="score">${score(report.score)}</span></h2>
<p class="meta">${report.counts.failing} failing &middot; ${report.counts.noViolations} without violations &middot; ${report.counts.manual} manual</p>
${domains}
</section>`;
}

const RESULT_LABEL = {
  failing: 'Failing',
  'no-violations': 'No violations found',
  manual: 'Manual',
} as const;

function controlRows(control: ReportControl): string {
  const { finding } = control;
  const title = `${esc(control.title)}${control.unverified ? ' <em>(unverified)</em>' : ''}`;
  const detail =
    finding.kind === 'manual'
      ? '<p class="evidence">Not evidenced by a scan: attach your own evidence.</p>'
      : finding.kind === 'no-violations'
        ? `<p class="evidence">Automated: checked by ${control.ruleIds.map((id) => `<code>${esc(id)}</code>`).join(', ')}.</p>`
        : violationsTable(finding.violations);
  return `<tr class="result-${finding.kind}"><td class="id">${esc(control.id)}</td><td>${title}${detail}</td><td class="status">${RESULT_LABEL[finding.kind]}${
    finding.kind === 'failing' ? ` (${finding.violations.length})` : ''
  }</td></tr>`;
}

function violationsTable(violations: readonly ExportViolation[]): string {
  const sorted = [...violations].sort((a, b) => rank(a.severity) - rank(b.severity));
  const rows = sorted
    .map(
      (v) =>
        `<tr><td><span class="sev sev-${v.severity}">${v.severity}</span></td><td>${esc(v.resource_type)}<br><strong>${esc(v.resource)}</strong>${v.stack_name ? `<br>stack ${esc(v.stack_name)}${v.logical_id ? ` / ${esc(v.logical_id)}` : ''}` : ''}<br>${esc(v.account_number)} &middot; ${esc(v.region)}</td><td>${esc(v.title)}<div class="fix">${esc(v.remediation)}</div></td></tr>`,
    )
    .join('');
  return `<table class="violations"><thead><tr><th>Severity</th><th>Resource</th><th>Finding and remediation</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const rank = (s: Severity) => SEVERITIES.indexOf(s);

function coverageLine(scan: ExportScan): string {
  const c = scan.coverage;
  if (!c) return '';
  return ` &middot; ${c.resources_scanned} resources scanned &middot; coverage ${Math.round(c.percent)}% (${c.units_collected} of ${c.units_total} collections)`;
}
const score = (value: number | null) => (value === null ? 'n/a' : `${value}%`);
const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text from the scan is escaped: resource names come from the scanned account. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const STYLE = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font: 10.5pt/1.45 "Open Sans", "Helvetica Neue", Arial, sans-serif; color: #0f141a; margin: 0 auto; max-width: 960px; padding: 24px; }
.simulated { border: 1px solid #0972d3; background: #f2f8fd; padding: 6px 10px; border-radius: 4px; }
h1 { font-size: 20pt; margin: 0 0 4px; }
h2 { font-size: 15pt; margin: 0 0 6px; border-bottom: 2px solid #0972d3; padding-bottom: 4px; }
h3 { font-size: 11.5pt; margin: 18px 0 6px; color: #424650; }
.meta, .note { color: #5f6b7a; margin: 2px 0 8px; }
.note { font-size: 9pt; }
.score { float: right; color: #0972d3; }
section { margin-top: 24px; }
.framework { break-before: page; page-break-before: always; }
table { width: 100%; border-collapse: collapse; margin: 6px 0 10px; }
thead { display: table-header-group; }
/* a failing control's own row may span pages; single rows and findings stay whole */
.violations tr, .result-manual, .result-no-violations, .summary tr { break-inside: avoid; page-break-inside: avoid; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #d1d5db; padding: 5px 6px; }
th { background: #f4f4f4; font-weight: 600; }
td.id { white-space: nowrap; font-weight: 600; width: 9%; }
td.status, th.status { width: 16%; }
.result-failing td.status { color: #d91515; font-weight: 600; }
.result-no-violations td.status { color: #037f0c; }
.result-manual td.status { color: #5f6b7a; font-style: italic; }
.violations { font-size: 9pt; margin-top: 6px; }
.violations th { background: #fafafa; }
.evidence { margin: 4px 0 0; color: #424650; font-size: 9pt; }
.fix { color: #424650; margin-top: 2px; }
code { font-size: 8.5pt; }
.severities { list-style: none; padding: 0; display: flex; gap: 16px; }
.sev { display: inline-block; min-width: 58px; text-align: center; border-radius: 4px; padding: 0 6px; color: #fff; font-size: 8.5pt; font-weight: 600; text-transform: capitalize; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.sev-critical { background: #870303; } .sev-high { background: #d91515; } .sev-medium { background: #8d6605; } .sev-low { background: #5f6b7a; }
`;

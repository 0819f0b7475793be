import type { FrameworkId } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';

type ScanResult =
  | { file: string; error: string }
  | { file: string; violations: Violation[]; scores: Partial<Record<FrameworkId, number>> };

/** `--format markdown`: per file, the framework scores and the findings with their controls. */
export function scanMarkdown(results: readonly ScanResult[]): string {
  const lines = ['## Sahab compliance scan', ''];
  for (const r of results) {
    lines.push(`### \`${r.file}\``, '');
    if ('error' in r) {
      lines.push(`Not scanned: ${r.error}`, '');
      continue;
    }
    lines.push(
      `Scores: ${Object.entries(r.scores)
        .map(([f, s]) => `${f} ${s}`)
        .join(', ')}.`,
      '',
    );
    if (r.violations.length === 0) {
      lines.push('No findings.', '');
      continue;
    }
    lines.push(...findingTable(r.violations), '');
  }
  return lines.join('\n');
}

/** Findings as a markdown table: severity, rule, resource and the controls each fails. */
export function findingTable(violations: readonly Violation[]): string[] {
  return [
    '| severity | rule | resource | controls |',
    '|---|---|---|---|',
    ...violations.map(
      (v) =>
        `| ${v.severity} | ${v.title} (\`${v.rule_id}\`) | \`${v.resource}\` | ${v.controls.map((c) => `${c.framework} ${c.control_id}`).join(', ')} |`,
    ),
  ];
}

import type { FrameworkScore } from '../score';
import { type FrameworkId, SEVERITIES } from '../types';
import type { Violation } from '../violation';

export interface TableInput {
  file: string;
  violations?: readonly Violation[];
  scores?: Partial<Record<FrameworkId, FrameworkScore>>;
  error?: string;
}

/** A terminal report: per file, findings grouped by severity, then a summary line. */
export function toTable(results: readonly TableInput[], frameworks: readonly FrameworkId[]): string {
  const lines: string[] = [];
  const totals: Record<string, number> = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const r of results) {
    lines.push('', `${r.file}`);
    if (r.error) {
      lines.push(`  error: ${r.error}`);
      continue;
    }
    const violations = r.violations ?? [];
    for (const severity of SEVERITIES) {
      const group = violations.filter((v) => v.severity === severity);
      if (group.length === 0) continue;
      totals[severity] += group.length;
      lines.push(`  ${severity.toUpperCase()} (${group.length})`);
      for (const v of group) {
        const where = v.location ? `${v.location.line}:${v.location.column}` : '-';
        lines.push(`    ${where.padEnd(8)} ${v.rule_id.padEnd(36)} ${v.title}`);
        lines.push(
          `    ${''.padEnd(8)} ${''.padEnd(36)} fix: ${v.remediation}${v.auto_fix_available ? ' (--fix)' : ''}`,
        );
      }
    }
    if (violations.length === 0) lines.push('  no findings');
    const scores = frameworks.map((f) => `${f} ${r.scores?.[f]?.score ?? '-'}`).join('  ');
    lines.push(`  scores: ${scores}`);
  }
  const total = SEVERITIES.reduce((n, s) => n + totals[s], 0);
  lines.push(
    '',
    `${results.length} file(s), ${total} finding(s): ${SEVERITIES.map((s) => `${totals[s]} ${s}`).join(', ')}`,
  );
  return lines.join('\n');
}

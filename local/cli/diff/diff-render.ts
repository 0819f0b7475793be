import type { Range } from '#shared/cost/index';
import { findingTable } from '../scan-markdown';
import type { ResourceChange, TemplateDiff } from './template-diff';

/** The marker a pull-request check finds its own comment by (kept in the markdown, invisible). */
export const DIFF_COMMENT_MARKER = '<!-- sahab-scanner-diff -->';

const usd = (n: number) => `$${n.toFixed(2)}`;
const range = (r?: Range) => (r ? `${usd(r.min)}–${usd(r.max)}` : 'n/a');
const score = (n?: number) => (n === undefined ? 'n/a' : String(n));
const signed = (n: number, fmt: (n: number) => string) =>
  n > 0 ? `+${fmt(n)}` : n < 0 ? `−${fmt(-n)}` : '±0';

function scoreDelta(before?: number, after?: number): string {
  return before === undefined || after === undefined ? '' : signed(after - before, String);
}

function costDelta(before?: Range, after?: Range): string {
  if (!before && !after) return '';
  const b = before ?? { min: 0, max: 0 };
  const a = after ?? { min: 0, max: 0 };
  return `${signed(Math.round((a.min - b.min) * 100) / 100, usd)} to ${signed(Math.round((a.max - b.max) * 100) / 100, usd)}`;
}

const CHANGE_WORD: Record<ResourceChange, string> = {
  added: 'added',
  changed: 'changed',
  removed: 'removed',
};

/** The diff as a pull-request comment: findings with controls, score and cost deltas, a diagram. */
export function diffMarkdown(diffs: readonly TemplateDiff[]): string {
  const lines = [DIFF_COMMENT_MARKER, '## Sahab compliance and cost check', ''];
  if (diffs.length === 0) {
    lines.push('No CloudFormation template changed.');
    return lines.join('\n');
  }
  const opened = diffs.reduce((n, d) => n + d.opened.length, 0);
  const resolved = diffs.reduce((n, d) => n + d.resolved.length, 0);
  lines.push(
    `**${opened} finding${opened === 1 ? '' : 's'} opened, ${resolved} resolved** in ${diffs.length} template${diffs.length === 1 ? '' : 's'}.`,
    '',
  );
  for (const d of diffs) {
    lines.push(`### \`${d.file}\``, '');
    for (const e of d.errors) lines.push(`> The ${e.side} version could not be read: ${e.message}`, '');
    lines.push('| framework | score before | score after | change |', '|---|---|---|---|');
    for (const s of d.scores) {
      lines.push(
        `| ${s.framework} | ${score(s.before)} | ${score(s.after)} | ${scoreDelta(s.before, s.after)} |`,
      );
    }
    lines.push(
      '',
      `Monthly cost (USD, low to high usage): ${range(d.cost.before)} before, ${range(d.cost.after)} after${d.cost.before || d.cost.after ? ` (${costDelta(d.cost.before, d.cost.after)})` : ''}.`,
      '',
    );
    lines.push(...findingRows('Opened', d.opened), ...findingRows('Resolved', d.resolved));
    if (d.resources.length > 0) {
      const counts = (['added', 'changed', 'removed'] as const).map(
        (c) => `${d.resources.filter((r) => r.change === c).length} ${CHANGE_WORD[c]}`,
      );
      lines.push(`Resources: ${counts.join(', ')}.`, '', '```mermaid', ...mermaid(d), '```', '');
    } else lines.push('No resource changed.', '');
  }
  return lines.join('\n');
}

function findingRows(title: string, violations: TemplateDiff['opened']): string[] {
  if (violations.length === 0) return [];
  return [`**${title} findings**`, '', ...findingTable(violations), ''];
}

/** A left-to-right graph of the changed resources and what they refer to; added green, removed red. */
export function mermaid(d: TemplateDiff): string[] {
  const change = new Map(d.resources.map((r) => [r.logicalId, r]));
  const nodes = new Set([...change.keys(), ...d.links.flatMap((l) => [l.from, l.to])]);
  const id = (logicalId: string) => `r_${logicalId.replace(/[^A-Za-z0-9_]/g, '_')}`;
  const lines = ['graph LR'];
  for (const n of nodes) {
    const r = change.get(n);
    lines.push(`  ${id(n)}["${n}${r ? `<br/>${r.type}` : ''}"]${r ? `:::${r.change}` : ''}`);
  }
  for (const l of d.links) lines.push(`  ${id(l.from)} --> ${id(l.to)}`);
  lines.push(
    '  classDef added fill:#d3f9d8,stroke:#2b8a3e',
    '  classDef removed fill:#ffe3e3,stroke:#c92a2a,stroke-dasharray:4',
    '  classDef changed fill:#fff3bf,stroke:#e67700',
  );
  return lines;
}

/** The diff for a terminal. */
export function diffTable(diffs: readonly TemplateDiff[]): string {
  if (diffs.length === 0) return 'No CloudFormation template changed.';
  const out: string[] = [];
  for (const d of diffs) {
    out.push(d.file);
    for (const e of d.errors) out.push(`  ${e.side} version could not be read: ${e.message}`);
    for (const s of d.scores)
      out.push(
        `  ${s.framework.padEnd(8)} score ${score(s.before)} -> ${score(s.after)} ${scoreDelta(s.before, s.after)}`,
      );
    out.push(`  monthly cost ${range(d.cost.before)} -> ${range(d.cost.after)}`);
    for (const v of d.opened) out.push(`  opened   ${v.severity.padEnd(8)} ${v.rule_id} on ${v.resource}`);
    for (const v of d.resolved) out.push(`  resolved ${v.severity.padEnd(8)} ${v.rule_id} on ${v.resource}`);
    for (const r of d.resources) out.push(`  ${r.change.padEnd(8)} ${r.logicalId} (${r.type})`);
  }
  return out.join('\n');
}

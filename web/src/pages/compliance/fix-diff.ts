import { diffLines } from '#shared/compliance/fix/line-diff';

/** One row of a unified diff as the fix review shows it. */
export type DiffRow =
  | { kind: 'equal' | 'delete' | 'insert'; oldLine?: number; newLine?: number; text: string }
  /** unchanged lines left out between two changes */
  | { kind: 'skip'; count: number };

/**
 * A unified diff of a template and its patched text, with `context` unchanged lines around each
 * change and the rest folded into skip rows. Line numbers count from 1. When the texts differ too
 * much for the line diff, every old line shows deleted and every new one inserted.
 */
export function fixDiffRows(original: string, patched: string, context = 3): DiffRow[] {
  const a = original.split('\n');
  const b = patched.split('\n');
  const ops = diffLines(a, b) ?? [
    ...a.map((_, i) => ({ kind: 'delete' as const, a: i })),
    ...b.map((_, i) => ({ kind: 'insert' as const, b: i })),
  ];
  const full: Exclude<DiffRow, { kind: 'skip' }>[] = ops.map((op) =>
    op.kind === 'equal'
      ? { kind: 'equal', oldLine: op.a + 1, newLine: op.b + 1, text: a[op.a] }
      : op.kind === 'delete'
        ? { kind: 'delete', oldLine: op.a + 1, text: a[op.a] }
        : { kind: 'insert', newLine: op.b + 1, text: b[op.b] },
  );
  const near = new Set<number>();
  full.forEach((row, i) => {
    if (row.kind === 'equal') return;
    for (let j = Math.max(0, i - context); j <= Math.min(full.length - 1, i + context); j++) near.add(j);
  });
  const rows: DiffRow[] = [];
  let skipped = 0;
  full.forEach((row, i) => {
    if (near.has(i)) {
      if (skipped) rows.push({ kind: 'skip', count: skipped });
      skipped = 0;
      rows.push(row);
    } else skipped += 1;
  });
  if (skipped) rows.push({ kind: 'skip', count: skipped });
  return rows;
}

import { describe, expect, it } from 'vitest';
import { fixDiffRows } from '#web/pages/compliance/fix-diff';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

describe('the fix review diff', () => {
  it('shows the changed lines with 3 lines of context and folds the rest', () => {
    const before = lines(20);
    const after = [...before];
    after.splice(10, 1, 'line 11 changed', '  added');
    const rows = fixDiffRows(before.join('\n'), after.join('\n'));
    expect(rows[0]).toEqual({ kind: 'skip', count: 7 });
    expect(rows.filter((r) => r.kind === 'delete')).toEqual([
      { kind: 'delete', oldLine: 11, text: 'line 11' },
    ]);
    expect(rows.filter((r) => r.kind === 'insert').map((r) => 'newLine' in r && r.newLine)).toEqual([11, 12]);
    expect(rows.at(-1)).toEqual({ kind: 'skip', count: 6 });
    const shownEqual = rows.filter((r) => r.kind === 'equal');
    expect(shownEqual).toHaveLength(6);
  });

  it('keeps unchanged lines between two close changes instead of folding them', () => {
    const before = lines(10);
    const after = before.map((l, i) => (i === 2 || i === 6 ? `${l}!` : l));
    const rows = fixDiffRows(before.join('\n'), after.join('\n'));
    expect(rows.some((r) => r.kind === 'skip' && r.count < 1)).toBe(false);
    expect(rows.filter((r) => r.kind === 'equal').map((r) => 'oldLine' in r && r.oldLine)).toEqual([
      1, 2, 4, 5, 6, 8, 9, 10,
    ]);
  });

  it('answers no change rows for identical texts', () => {
    expect(fixDiffRows('a\nb', 'a\nb')).toEqual([{ kind: 'skip', count: 2 }]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiffOp, diffLines } from '#shared/compliance/fix/line-diff';
import { spliceEdits } from '#shared/compliance/fix/splice';

/** Rebuilds both sides from an edit script, checking every step points at the right line. */
function replay(ops: readonly DiffOp[], a: readonly string[], b: readonly string[]) {
  const fromA: string[] = [];
  const fromB: string[] = [];
  for (const op of ops) {
    if (op.kind !== 'insert') fromA.push(a[op.a]);
    if (op.kind !== 'delete') fromB.push(b[op.b]);
    if (op.kind === 'equal') expect(a[op.a]).toBe(b[op.b]);
  }
  return { fromA, fromB };
}

describe('diffLines', () => {
  it('produces an edit script that rebuilds both texts', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 30 });
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const ops = diffLines(a, b);
        if (!ops) throw new Error('no diff within the edit limit');
        const { fromA, fromB } = replay(ops, a, b);
        expect(fromA).toEqual(a);
        expect(fromB).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a minimal script for a single changed line', () => {
    const ops = diffLines(['x', 'y', 'z'], ['x', 'Y', 'z']);
    expect(ops?.filter((op) => op.kind !== 'equal')).toHaveLength(2);
  });

  it('gives up beyond the edit limit', () => {
    expect(diffLines(['a', 'b', 'c'], ['d', 'e', 'f'], 2)).toBeUndefined();
  });
});

describe('spliceEdits', () => {
  it('keeps lines the writer re-wrote cosmetically and applies the real edits', () => {
    const original = 'A: { x: 1 }   # spaced\nB: 0x1F\nC: 1\n';
    const baseline = 'A: {x: 1} # spaced\nB: 0x1f\nC: 1\n';
    const edited = 'A: {x: 1} # spaced\nB: 0x1f\nC: 2\nD: 3\n';
    expect(spliceEdits(original, baseline, edited)).toBe('A: { x: 1 }   # spaced\nB: 0x1F\nC: 2\nD: 3\n');
  });

  it('uses the re-written form of a line the edit itself changes', () => {
    expect(spliceEdits('A: { x: 1 }\n', 'A: {x: 1}\n', 'A: {x: 2}\n')).toBe('A: {x: 2}\n');
  });

  it('keeps original lines the writer dropped', () => {
    expect(spliceEdits('A: 1\n...\n', 'A: 1\n', 'A: 1\nB: 2\n')).toBe('A: 1\nB: 2\n...\n');
  });
});

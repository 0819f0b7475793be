/** One step of a line diff from `a` to `b`. */
export type DiffOp =
  | { kind: 'equal'; a: number; b: number }
  | { kind: 'delete'; a: number }
  | { kind: 'insert'; b: number };

/**
 * Myers' O((N+M)D) line diff. Returns undefined when the texts differ in more than `maxEdits`
 * lines: the caller then uses the new text as is rather than spend quadratic memory.
 */
export function diffLines(a: readonly string[], b: readonly string[], maxEdits = 1000): DiffOp[] | undefined {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  ) {
    suffix++;
  }
  const middle = myers(a.slice(prefix, a.length - suffix), b.slice(prefix, b.length - suffix), maxEdits);
  if (!middle) return undefined;
  const ops: DiffOp[] = [];
  for (let i = 0; i < prefix; i++) ops.push({ kind: 'equal', a: i, b: i });
  for (const op of middle) {
    if (op.kind === 'equal') ops.push({ kind: 'equal', a: op.a + prefix, b: op.b + prefix });
    else if (op.kind === 'delete') ops.push({ kind: 'delete', a: op.a + prefix });
    else ops.push({ kind: 'insert', b: op.b + prefix });
  }
  for (let i = 0; i < suffix; i++)
    ops.push({ kind: 'equal', a: a.length - suffix + i, b: b.length - suffix + i });
  return ops;
}

function myers(a: readonly string[], b: readonly string[], maxEdits: number): DiffOp[] | undefined {
  const n = a.length;
  const m = b.length;
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(n + m, maxEdits); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
      let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a.length, b.length, d);
    }
  }
  return undefined;
}

/** Walks the saved frontiers back from (n, m) to (0, 0), producing the edit script in order. */
function backtrack(trace: Int32Array[], n: number, m: number, edits: number): DiffOp[] {
  const ops: DiffOp[] = [];
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    const frontier = trace[d]; // frontier before step d, indexed from k = -d - 1
    const at = (k: number) => frontier[k + d + 1];
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX + (down ? 0 : 1) && y > previousY + (down ? 1 : 0)) {
      ops.push({ kind: 'equal', a: --x, b: --y });
    }
    if (down) ops.push({ kind: 'insert', b: --y });
    else ops.push({ kind: 'delete', a: --x });
  }
  while (x > 0 && y > 0) ops.push({ kind: 'equal', a: --x, b: --y });
  return ops.reverse();
}

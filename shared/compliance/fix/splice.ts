import { diffLines } from './line-diff';

/**
 * Carries an edit made on a re-written copy of a text back onto the original text, so that every
 * line the edit did not touch stays byte for byte as the author wrote it.
 *
 * `baseline` is the YAML library's re-writing of `original` before the patches and `edited` after
 * them. The library re-writes a few lines cosmetically (spacing in flow maps, folded text); those
 * stay as the author wrote them unless an edit falls inside them. Returns `edited` unchanged when
 * the texts are too different to align cheaply.
 */
export function spliceEdits(original: string, baseline: string, edited: string): string {
  const originalLines = original.split('\n');
  const baselineLines = baseline.split('\n');
  const editedLines = edited.split('\n');
  const edits = diffLines(baselineLines, editedLines);
  const cosmetic = edits && diffLines(baselineLines, originalLines);
  if (!cosmetic || !edits) return edited;

  // For each baseline line: the original line it equals, or the block of original lines that
  // the library re-wrote as a block of baseline lines.
  const sameAs = new Int32Array(baselineLines.length).fill(-1);
  const blockOf = new Int32Array(baselineLines.length).fill(-1);
  const blocks: { baseline: number[]; original: number[] }[] = [];
  let open: { baseline: number[]; original: number[] } | undefined;
  for (const op of cosmetic) {
    if (op.kind === 'equal') {
      sameAs[op.a] = op.b;
      open = undefined;
      continue;
    }
    if (!open) {
      open = { baseline: [], original: [] };
      blocks.push(open);
    }
    if (op.kind === 'delete') {
      open.baseline.push(op.a);
      blockOf[op.a] = blocks.length - 1;
    } else open.original.push(op.b);
  }

  const touched = new Set<number>();
  for (const op of edits) if (op.kind === 'delete') touched.add(op.a);
  const blockKept = blocks.map((block) => block.baseline.every((line) => !touched.has(line)));
  // Original lines the library dropped altogether (e.g. a `...` end marker) go back in front of
  // the original line that followed them.
  const droppedBefore = new Map<number, number[]>();
  for (const block of blocks) {
    if (block.baseline.length === 0)
      droppedBefore.set(block.original[block.original.length - 1] + 1, block.original);
  }
  const output: string[] = [];
  const emitted = new Set<number>();
  const emitDroppedBefore = (originalLine: number) => {
    for (const line of droppedBefore.get(originalLine) ?? []) output.push(originalLines[line]);
  };
  for (const op of edits) {
    if (op.kind === 'insert') output.push(editedLines[op.b]);
    else if (op.kind === 'equal') {
      const block = blockOf[op.a];
      if (sameAs[op.a] >= 0) {
        emitDroppedBefore(sameAs[op.a]);
        output.push(originalLines[sameAs[op.a]]);
      } else if (block >= 0 && blockKept[block]) {
        if (!emitted.has(block)) for (const line of blocks[block].original) output.push(originalLines[line]);
        emitted.add(block);
      } else output.push(baselineLines[op.a]);
    }
  }
  emitDroppedBefore(originalLines.length);
  return output.join('\n');
}

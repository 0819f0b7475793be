import Box from '@cloudscape-design/components/box';
import { useMemo } from 'react';
import { fixDiffRows } from './fix-diff';

const ROW_STYLE = {
  equal: {},
  delete: { background: '#ffebe9', color: '#82071e' },
  insert: { background: '#dafbe1', color: '#116329' },
} as const;
const SIGN = { equal: ' ', delete: '-', insert: '+' } as const;

/** A unified diff of a template and its fixed text, changed lines marked, context folded. */
export function FixDiff({ original, patched }: { original: string; patched: string }) {
  const rows = useMemo(() => fixDiffRows(original, patched), [original, patched]);
  return (
    <div
      data-testid="fix-diff"
      style={{
        fontFamily: 'Monaco, Menlo, Consolas, "Courier New", monospace',
        fontSize: 12,
        lineHeight: '18px',
        border: '1px solid #c6c6cd',
        borderRadius: 8,
        overflow: 'auto',
        maxHeight: 420,
      }}
    >
      {rows.map((row, i) =>
        row.kind === 'skip' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
          <Box key={i} color="text-body-secondary" padding={{ horizontal: 's' }} fontSize="body-s">
            ⋯ {row.count} unchanged line{row.count === 1 ? '' : 's'}
          </Box>
        ) : (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
            key={i}
            data-kind={row.kind}
            style={{ ...ROW_STYLE[row.kind], display: 'flex', whiteSpace: 'pre' }}
          >
            <span style={{ width: 40, textAlign: 'right', color: '#8c8c94', paddingRight: 6 }}>
              {row.oldLine ?? ''}
            </span>
            <span style={{ width: 40, textAlign: 'right', color: '#8c8c94', paddingRight: 6 }}>
              {row.newLine ?? ''}
            </span>
            <span style={{ width: 14 }}>{SIGN[row.kind]}</span>
            <span>{row.text}</span>
          </div>
        ),
      )}
    </div>
  );
}

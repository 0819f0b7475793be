import type { HistoryEntryView } from '#shared/api/deployment-changes';
import { csvField } from '#shared/scan-export/csv';

const COLUMNS: readonly [header: string, value: (e: HistoryEntryView) => string][] = [
  ['at', (e) => e.at],
  ['action', (e) => e.action],
  ['actor', (e) => e.actor],
  ['outcome', (e) => e.outcome ?? ''],
  ['summary', (e) => e.summary],
  ['change_set', (e) => e.change_set?.name ?? ''],
  [
    'changes',
    (e) =>
      (e.change_set?.changes ?? []).map((c) => `${c.action} ${c.logical_id} (${c.resource_type})`).join('; '),
  ],
  [
    'scores_after',
    (e) =>
      Object.entries(e.scores_after ?? {})
        .map(([framework, score]) => `${framework} ${score}`)
        .join('; '),
  ],
];

/**
 * A deployment's history for an auditor: one row per entry, RFC 4180 with a byte-order mark and
 * formula-looking cells defused, as the scan's CSV export (summaries quote stack and resource names).
 */
export function historyCsv(entries: readonly HistoryEntryView[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...entries.map((e) => COLUMNS.map(([, value]) => value(e))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The same entries as JSON, with the stack they belong to. */
export function historyJson(
  stackName: string,
  deploymentId: string,
  entries: readonly HistoryEntryView[],
): string {
  return `${JSON.stringify({ deployment_id: deploymentId, stack_name: stackName, entries }, null, 2)}\n`;
}

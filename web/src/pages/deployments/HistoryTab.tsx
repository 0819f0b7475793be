import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import type { HistoryEntryView } from '#shared/api/deployment-changes';
import { deploymentsHistory } from '#shared/api/endpoints/deployments';
import { DEPLOYMENT_CHANGES as TEXT } from '#shared/messages/deployments';
import { apiCall, detailOr } from '#web/api/client';
import { saveFile } from '#web/components/download';
import { formatWhen } from '#web/components/format-when';
import { historyCsv, historyJson } from './history-export';

interface Props {
  deploymentId: string;
  stackName: string;
  /** changes when the deployment does (a status from the socket): the list is read again */
  version: string;
}

const when = (iso: string) => formatWhen(iso);
const lowest = (scores: Record<string, number> | null) =>
  scores && Object.keys(scores).length > 0 ? String(Math.min(...Object.values(scores))) : '-';

/** Every create, update, fix, drift check, revert and delete of one deployment, exportable. */
export function HistoryTab({ deploymentId, stackName, version }: Props) {
  const [entries, setEntries] = useState<HistoryEntryView[]>();
  const [error, setError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reason to read again
  useEffect(() => {
    let current = true;
    apiCall(deploymentsHistory, { params: { id: deploymentId } })
      .then((answer) => current && setEntries(answer.entries))
      .catch((e: unknown) => current && setError(detailOr(e, TEXT.noHistory)));
    return () => {
      current = false;
    };
  }, [deploymentId, version]);
  if (error) return <Box color="text-status-error">{error}</Box>;
  if (!entries) return <Spinner />;
  const base = `${stackName}-history`;
  return (
    <div data-testid="deployment-history">
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="download"
            disabled={entries.length === 0}
            onClick={() => saveFile(historyCsv(entries), `${base}.csv`, 'text/csv;charset=utf-8')}
          >
            {TEXT.exportCsv}
          </Button>
          <Button
            iconName="download"
            disabled={entries.length === 0}
            onClick={() =>
              saveFile(historyJson(stackName, deploymentId, entries), `${base}.json`, 'application/json')
            }
          >
            {TEXT.exportJson}
          </Button>
        </SpaceBetween>
        <Table
          variant="embedded"
          items={[...entries].reverse()}
          empty={TEXT.noHistory}
          columnDefinitions={[
            { id: 'at', header: TEXT.historyColumns.at, cell: (e) => when(e.at) },
            {
              id: 'action',
              header: TEXT.historyColumns.action,
              cell: (e) => (e.outcome ? `${e.action}: ${e.outcome}` : e.action),
            },
            { id: 'actor', header: TEXT.historyColumns.actor, cell: (e) => e.actor },
            { id: 'summary', header: TEXT.historyColumns.summary, cell: (e) => e.summary },
            {
              id: 'changes',
              header: TEXT.historyColumns.changeSet,
              cell: (e) =>
                e.change_set
                  ? e.change_set.changes
                      .map((c) => `${TEXT.actions[c.action] ?? c.action} ${c.logical_id}`)
                      .join(', ') || e.change_set.name
                  : '-',
            },
            { id: 'score', header: TEXT.historyColumns.scoreAfter, cell: (e) => lowest(e.scores_after) },
          ]}
        />
      </SpaceBetween>
    </div>
  );
}

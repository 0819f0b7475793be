import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { Checklist, ChecklistItem } from '#shared/generation/checklist/types';
import { CHECK_STATUSES, type CheckStatus } from '#shared/generation/checklist/types';
import { STUDIO } from '#shared/messages/studio';
import { CollectionTable } from '../../components/CollectionTable';
import { UserText } from '../../components/UserText';

const WORDS = STUDIO.checklist;

const STATUS: Record<CheckStatus, { type: StatusIndicatorProps.Type; text: string }> = {
  met: { type: 'success', text: WORDS.met },
  partly: { type: 'warning', text: WORDS.partly },
  'not-met': { type: 'error', text: WORDS['not-met'] },
  assumed: { type: 'info', text: WORDS.assumed },
};

/** "9 met, 2 partly met, 1 not met, 3 assumed": the checklist in one line. */
export function checklistSummary(checklist: Checklist): string {
  return CHECK_STATUSES.map(
    (status) => [status, checklist.items.filter((i) => i.status === status).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${STATUS[status].text.toLowerCase()}`)
    .join(', ');
}

/** Every requirement the brief states, checked against the template, with the resources that meet it. */
export function ChecklistTab({ checklist }: { checklist: Checklist }) {
  return (
    <SpaceBetween size="m">
      <Box data-testid="studio-checklist-summary">
        {WORDS.summary(checklist.items.length, checklistSummary(checklist))}
      </Box>
      <CollectionTable<ChecklistItem>
        variant="embedded"
        pageSize={100}
        items={checklist.items}
        trackBy={(item) => `${item.kind}:${item.requirement}`}
        empty={WORDS.empty}
        columns={[
          {
            id: 'status',
            header: WORDS.status,
            cell: (item) => (
              <StatusIndicator type={STATUS[item.status].type}>{STATUS[item.status].text}</StatusIndicator>
            ),
            width: 130,
            sortingComparator: (a, b) => CHECK_STATUSES.indexOf(a.status) - CHECK_STATUSES.indexOf(b.status),
          },
          {
            id: 'requirement',
            header: WORDS.requirement,
            cell: (item) => (
              <SpaceBetween size="xxxs">
                <span>{item.requirement}</span>
                {item.quote && (
                  <Box variant="small" color="text-body-secondary">
                    “<UserText text={item.quote} />”
                  </Box>
                )}
              </SpaceBetween>
            ),
          },
          {
            id: 'resources',
            header: WORDS.metBy,
            cell: (item) => (item.resources.length > 0 ? item.resources.join(', ') : '-'),
          },
          { id: 'detail', header: WORDS.found, cell: (item) => item.detail },
        ]}
      />
    </SpaceBetween>
  );
}

import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMemo } from 'react';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENTS, DEPLOYMENTS_VIEW } from '#shared/messages/deployments';
import { wordsMatch } from '#web/components/words-match';
import { BreakableId } from '../../components/BreakableId';
import { CollectionTable } from '../../components/CollectionTable';
import { formatWhen } from '../../components/format-when';
import { resourceIndicator } from './deployment-status';

/** An event with its place in CloudFormation's list (0 = newest): events in the same millisecond keep their order. */
type Event = DeploymentDetail['events'][number] & { order: number };

const COLUMNS = DEPLOYMENTS_VIEW.columns;

/**
 * Every event the deployment keeps (all of the stack's operations, not the newest 50), newest
 * first, as a table to filter, sort and page through; lines wrap so the reason stays in view at 1280 px.
 */
export function EventsTable({ events }: { events: DeploymentDetail['events'] }) {
  const rows = useMemo(() => events.map((event, order): Event => ({ ...event, order })), [events]);
  return (
    <CollectionTable<Event>
      variant="embedded"
      items={rows}
      trackBy={(event) => String(event.order)}
      ariaLabel={DEPLOYMENTS.events}
      search={{
        label: DEPLOYMENTS.findEvents,
        matches: wordsMatch((e: Event) => [e.logical_id, e.type, e.status, e.status_reason]),
      }}
      defaultSort={{ columnId: 'time', descending: true }}
      pageSize={25}
      columns={[
        {
          id: 'time',
          header: COLUMNS.time,
          cell: (e) => formatWhen(e.timestamp),
          width: 130,
          sortingComparator: (a, b) => a.timestamp.localeCompare(b.timestamp) || b.order - a.order,
        },
        {
          id: 'logical',
          header: COLUMNS.logicalId,
          cell: (e) => <BreakableId id={e.logical_id} />,
          minWidth: 140,
          sortingField: 'logical_id',
        },
        {
          id: 'type',
          header: COLUMNS.type,
          cell: (e) => <BreakableId id={e.type} />,
          minWidth: 140,
          sortingField: 'type',
        },
        {
          id: 'status',
          header: COLUMNS.status,
          cell: (e) => <StatusIndicator type={resourceIndicator(e.status)}>{e.status}</StatusIndicator>,
          minWidth: 190,
          sortingField: 'status',
        },
        { id: 'reason', header: COLUMNS.reason, cell: (e) => e.status_reason || '-', minWidth: 200 },
      ]}
      empty={<Box color="text-body-secondary">{DEPLOYMENTS.noEvents}</Box>}
    />
  );
}

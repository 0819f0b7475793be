import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENTS, DEPLOYMENTS_VIEW } from '#shared/messages/deployments';
import { wordsMatch } from '#web/components/words-match';
import { BreakableId } from '../../components/BreakableId';
import { CollectionTable } from '../../components/CollectionTable';
import { resourceIndicator } from './deployment-status';

type Resource = DeploymentDetail['resources'][number];

const COLUMNS = DEPLOYMENTS_VIEW.columns;

/** The stack's resources as ListStackResources last reported them; ids wrap at their separators. */
export function ResourcesTable({ resources }: { resources: Resource[] }) {
  return (
    <CollectionTable
      variant="embedded"
      items={resources}
      trackBy="logical_id"
      ariaLabel={DEPLOYMENTS.resources}
      search={{
        label: DEPLOYMENTS.findResources,
        matches: wordsMatch((r: Resource) => [r.logical_id, r.physical_id, r.type, r.status]),
      }}
      defaultSort={{ columnId: 'logical' }}
      columns={[
        {
          id: 'logical',
          header: COLUMNS.logicalId,
          cell: (r) => <BreakableId id={r.logical_id} />,
          minWidth: 140,
          sortingField: 'logical_id',
        },
        {
          id: 'physical',
          header: COLUMNS.physicalId,
          cell: (r) => (r.physical_id ? <BreakableId id={r.physical_id} /> : '-'),
        },
        {
          id: 'type',
          header: COLUMNS.type,
          cell: (r) => <BreakableId id={r.type} />,
          minWidth: 160,
          sortingField: 'type',
        },
        {
          id: 'status',
          header: COLUMNS.status,
          minWidth: 200,
          sortingField: 'status',
          // the reason sits under the status it explains: one column fewer to squeeze
          cell: (r) => (
            <>
              <StatusIndicator type={resourceIndicator(r.status)}>{r.status}</StatusIndicator>
              {r.status_reason && (
                <Box variant="small" color="text-body-secondary">
                  {r.status_reason}
                </Box>
              )}
            </>
          ),
        },
      ]}
      empty={<Box color="text-body-secondary">{DEPLOYMENTS.noResources}</Box>}
    />
  );
}

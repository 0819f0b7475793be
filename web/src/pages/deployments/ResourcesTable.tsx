import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENTS } from '#shared/messages';
import { resourceIndicator } from './deployment-status';

type Resource = DeploymentDetail['resources'][number];

/** The stack's resources as ListStackResources last reported them. */
export function ResourcesTable({ resources }: { resources: Resource[] }) {
  return (
    <Table
      variant="embedded"
      items={resources}
      trackBy="logical_id"
      wrapLines
      ariaLabels={{ tableLabel: DEPLOYMENTS.resources }}
      columnDefinitions={[
        { id: 'logical', header: 'Logical ID', cell: (r) => r.logical_id, minWidth: 140 },
        {
          id: 'physical',
          header: 'Physical ID',
          cell: (r) => <Box variant="code">{r.physical_id ?? '-'}</Box>,
        },
        { id: 'type', header: 'Type', cell: (r) => r.type, minWidth: 180 },
        {
          id: 'status',
          header: 'Status',
          minWidth: 200,
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

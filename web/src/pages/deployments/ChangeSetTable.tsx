import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import type { DeploymentChange } from '#shared/api/deployment-changes';
import { DEPLOYMENT_CHANGES as TEXT } from '#shared/messages/deployments';
import { BreakableId } from '../../components/BreakableId';

/** The words under a change that loses data, or nothing. */
export function dataLossWarning(change: DeploymentChange): string | undefined {
  if (!change.data_loss) return undefined;
  return change.action === 'remove' ? TEXT.removesData(change.logical_id) : TEXT.dataLoss(change.logical_id);
}

/** Each change of a change set; a replacement in red, with what it costs when the resource holds data. */
export function ChangeSetTable({ changes }: { changes: readonly DeploymentChange[] }) {
  return (
    <Table
      variant="embedded"
      items={[...changes]}
      data-testid="change-set"
      columnDefinitions={[
        {
          id: 'action',
          header: TEXT.columns.action,
          cell: (c) =>
            c.action === 'replace' || c.data_loss ? (
              <Box color="text-status-error" fontWeight="bold">
                {c.conditional ? TEXT.conditional : TEXT.actions[c.action]}
              </Box>
            ) : (
              TEXT.actions[c.action]
            ),
        },
        {
          id: 'resource',
          header: TEXT.columns.resource,
          cell: (c) => {
            const warning = dataLossWarning(c);
            return (
              <>
                <BreakableId id={c.logical_id} />
                {warning && (
                  <Box color="text-status-error" variant="small" display="block">
                    {warning}
                  </Box>
                )}
              </>
            );
          },
        },
        { id: 'type', header: TEXT.columns.type, cell: (c) => <BreakableId id={c.resource_type} /> },
        { id: 'properties', header: TEXT.columns.properties, cell: (c) => c.properties.join(', ') || '-' },
      ]}
    />
  );
}

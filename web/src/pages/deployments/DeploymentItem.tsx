import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import { isDeploymentDeleted, isStackUpdatable } from '#shared/api/deployment-status';
import type { DeploymentDetail, DeploymentSummary } from '#shared/api/deployments';
import { DEPLOYMENT_CHANGES, DEPLOYMENTS, DEPLOYMENTS_VIEW } from '#shared/messages/deployments';
import { ArchitectureDiagram } from '#web/diagram/index';
import { BreakableId } from '../../components/BreakableId';
import { formatWhen } from '../../components/format-when';
import { driftTab } from './DriftPanel';
import { deploymentProgress, statusIndicator, statusLabel, truncateReason } from './deployment-status';
import { EventsTable } from './EventsTable';
import { HistoryTab } from './HistoryTab';
import { OutputsList } from './OutputsList';
import { ResourcesTable } from './ResourcesTable';
import { RetainedList } from './RetainedList';

export interface DeploymentActions {
  onDownload: (deployment: DeploymentSummary) => void;
  onConsole: (deployment: DeploymentSummary) => void;
  onUpdate: (deployment: DeploymentSummary) => void;
  onDelete: (deployment: DeploymentSummary) => void;
}

interface Props extends DeploymentActions {
  deployment: DeploymentSummary;
  detail: DeploymentDetail | undefined;
  onExpand: (open: boolean) => void;
}

const when = (iso: string) => formatWhen(iso);

/** One deployment: its status in the header, its stack (resources, events, outputs) when opened. */
export function DeploymentItem({ deployment: d, detail, onExpand, ...actions }: Props) {
  // the live messages keep `detail` current for a closed row too
  const progress = deploymentProgress(detail);
  return (
    <div data-testid={`deployment-${d.deployment_id}`}>
      <ExpandableSection
        variant="container"
        headerText={d.stack_name}
        headerDescription={DEPLOYMENTS_VIEW.itemDescription(d.region, d.account_number, when(d.created_at))}
        headerActions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {d.status_reason && (
              <span title={d.status_reason} data-testid="status-reason">
                <Box variant="small" color="text-body-secondary">
                  {truncateReason(d.status_reason)}
                </Box>
              </span>
            )}
            {progress && (
              <span data-testid="deployment-progress">
                <Box variant="small" color="text-body-secondary">
                  {progress}
                </Box>
              </span>
            )}
            {d.sandbox && <Badge color="blue">{DEPLOYMENTS.sandbox}</Badge>}
            <StatusIndicator type={statusIndicator(d.status)}>{statusLabel(d.status)}</StatusIndicator>
          </SpaceBetween>
        }
        onChange={({ detail: change }) => onExpand(change.expanded)}
      >
        <SpaceBetween size="l">
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="download" onClick={() => actions.onDownload(d)}>
              {DEPLOYMENTS.downloadTemplate}
            </Button>
            {!isDeploymentDeleted(d.status) && (
              <Button
                iconName={d.sandbox ? undefined : 'external'}
                iconAlign="right"
                disabled={!d.sandbox && !d.deployment_url}
                onClick={() => actions.onConsole(d)}
              >
                {d.sandbox ? DEPLOYMENTS.sandboxConsole : DEPLOYMENTS.awsConsole}
              </Button>
            )}
            {!isDeploymentDeleted(d.status) && (
              <Button
                onClick={() => actions.onUpdate(d)}
                disabled={!d.stack_id || !isStackUpdatable(d.status)}
              >
                {DEPLOYMENT_CHANGES.update}
              </Button>
            )}
            {!isDeploymentDeleted(d.status) && (
              <Button onClick={() => actions.onDelete(d)} disabled={d.status === 'DELETE_IN_PROGRESS'}>
                {DEPLOYMENTS.delete}
              </Button>
            )}
          </SpaceBetween>
          <KeyValuePairs
            columns={3}
            items={[
              { label: DEPLOYMENTS_VIEW.statusReason, value: d.status_reason || '-' },
              { label: DEPLOYMENTS_VIEW.stackId, value: d.stack_id ? <BreakableId id={d.stack_id} /> : '-' },
              { label: DEPLOYMENTS_VIEW.created, value: when(d.created_at) },
            ]}
          />
          {detail && isDeploymentDeleted(d.status) && (detail.retained?.length ?? 0) > 0 && (
            <RetainedList
              heading={DEPLOYMENT_CHANGES.retainedAfter}
              retained={detail.retained ?? []}
              sandbox={d.sandbox}
              done
            />
          )}
          {detail ? (
            <Tabs
              tabs={[
                {
                  id: 'resources',
                  label: `${DEPLOYMENTS.resources} (${detail.resources.length})`,
                  content: <ResourcesTable resources={detail.resources} />,
                },
                {
                  id: 'events',
                  label: `${DEPLOYMENTS.events} (${detail.events.length})`,
                  content: <EventsTable events={detail.events} />,
                },
                {
                  id: 'outputs',
                  label: `${DEPLOYMENTS.outputs} (${Object.keys(detail.outputs).length})`,
                  content: <OutputsList outputs={detail.outputs} />,
                },
                {
                  id: 'history',
                  label: DEPLOYMENT_CHANGES.history,
                  content: (
                    <HistoryTab deploymentId={d.deployment_id} stackName={d.stack_name} version={d.status} />
                  ),
                },
                {
                  id: 'diagram',
                  label: DEPLOYMENTS_VIEW.diagram,
                  content: (
                    <ArchitectureDiagram
                      templateBody={detail.template}
                      title={d.stack_name}
                      fileName={d.stack_name}
                      region={d.region}
                    />
                  ),
                },
                driftTab(d.deployment_id, d.status),
              ]}
            />
          ) : (
            <Box>
              <Spinner /> {DEPLOYMENTS.loadingDetails}
            </Box>
          )}
        </SpaceBetween>
      </ExpandableSection>
    </div>
  );
}

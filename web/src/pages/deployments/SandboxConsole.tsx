import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENTS, DEPLOYMENTS_VIEW } from '#shared/messages/deployments';
import { BreakableId } from '../../components/BreakableId';
import { statusIndicator } from './deployment-status';
import { LivePropertyEditor } from './LivePropertyEditor';
import { OutputsList } from './OutputsList';
import { ResourcesTable } from './ResourcesTable';

interface Props {
  deployment: DeploymentDetail | undefined;
  onClose: () => void;
}

/**
 * What the AWS console link shows for a stack in the sandbox cloud: the stack as the simulated
 * account holds it (its raw CloudFormation status, ids, outputs, resources), labelled Sandbox.
 */
export function SandboxConsole({ deployment, onClose }: Props) {
  return (
    <Modal
      visible={deployment !== undefined}
      closeAriaLabel={DEPLOYMENTS.close}
      onDismiss={onClose}
      size="large"
      position="top"
      header={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <span>{DEPLOYMENTS.sandboxConsole}</span>
          <Badge color="blue">{DEPLOYMENTS.sandbox}</Badge>
        </SpaceBetween>
      }
    >
      {deployment && (
        <SpaceBetween size="l">
          <Alert type="info">{DEPLOYMENTS.sandboxConsoleText(deployment.account_number)}</Alert>
          <KeyValuePairs
            columns={3}
            items={[
              { label: DEPLOYMENTS_VIEW.stackName, value: deployment.stack_name },
              {
                label: DEPLOYMENTS_VIEW.stackStatus,
                value: (
                  <StatusIndicator type={statusIndicator(deployment.status)}>
                    {deployment.status}
                  </StatusIndicator>
                ),
              },
              { label: DEPLOYMENTS_VIEW.region, value: deployment.region },
              {
                label: DEPLOYMENTS_VIEW.stackId,
                value: deployment.stack_id ? <BreakableId id={deployment.stack_id} /> : '-',
              },
              { label: DEPLOYMENTS_VIEW.account, value: deployment.account_number },
              { label: DEPLOYMENTS_VIEW.statusReason, value: deployment.status_reason || '-' },
            ]}
          />
          <OutputsList outputs={deployment.outputs} />
          <ResourcesTable resources={deployment.resources} />
          {deployment.stack_id && <LivePropertyEditor deploymentId={deployment.deployment_id} />}
        </SpaceBetween>
      )}
    </Modal>
  );
}

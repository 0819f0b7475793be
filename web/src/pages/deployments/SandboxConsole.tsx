import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENTS } from '#shared/messages';
import { statusIndicator } from './deployment-status';
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
              { label: 'Stack name', value: deployment.stack_name },
              {
                label: 'Stack status',
                value: (
                  <StatusIndicator type={statusIndicator(deployment.status)}>
                    {deployment.status}
                  </StatusIndicator>
                ),
              },
              { label: 'Region', value: deployment.region },
              { label: 'Stack ID', value: deployment.stack_id || '-' },
              { label: 'Account', value: deployment.account_number },
              { label: 'Status reason', value: deployment.status_reason || '-' },
            ]}
          />
          <OutputsList outputs={deployment.outputs} />
          <ResourcesTable resources={deployment.resources} />
        </SpaceBetween>
      )}
    </Modal>
  );
}

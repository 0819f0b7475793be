import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DeploymentSummary } from '#shared/api/deployments';
import { CONFIRM, DEPLOYMENTS } from '#shared/messages';

interface Props {
  deployment: DeploymentSummary | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (deployment: DeploymentSummary) => void;
}

/** The spec's delete confirmation, word for word. */
export function DeleteConfirm({ deployment, busy, onCancel, onConfirm }: Props) {
  return (
    <Modal
      visible={deployment !== undefined}
      closeAriaLabel={DEPLOYMENTS.close}
      onDismiss={onCancel}
      header={DEPLOYMENTS.deleteTitle}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {DEPLOYMENTS.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => deployment && onConfirm(deployment)}>
              {DEPLOYMENTS.delete}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {deployment && CONFIRM.deleteDeployment(deployment.stack_name)}
    </Modal>
  );
}

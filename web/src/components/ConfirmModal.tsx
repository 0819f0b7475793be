import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { COMMON } from '#shared/messages';

interface Props {
  visible: boolean;
  header: string;
  confirmLabel: string;
  busy: boolean;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A yes/no question before something is removed; Cancel (or Escape) leaves everything as it was.
 * The one confirmation of the app: deleting a deployment or a design, unlinking an account.
 */
export function ConfirmModal({ visible, header, confirmLabel, busy, children, onCancel, onConfirm }: Props) {
  return (
    <Modal
      visible={visible}
      header={header}
      closeAriaLabel={COMMON.close}
      onDismiss={() => !busy && onCancel()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={busy}>
              {COMMON.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}

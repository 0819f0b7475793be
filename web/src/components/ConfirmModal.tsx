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
  /** the button that leaves everything as it was, where plain 'Cancel' would be ambiguous */
  cancelLabel?: string;
  busy: boolean;
  /** the action is not possible yet (a field still needs an answer) */
  disabled?: boolean;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A dialog that ends in one action or Cancel (or Escape), which leaves everything as it was: the
 * question before something is removed (a deployment, a design, an account) and the small forms of
 * the designs composer (add a template, add to a design, rename).
 */
export function ConfirmModal(props: Props) {
  const { visible, header, confirmLabel, cancelLabel, busy, disabled, children, onCancel, onConfirm } = props;
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
              {cancelLabel ?? COMMON.cancel}
            </Button>
            <Button variant="primary" loading={busy} disabled={disabled} onClick={onConfirm}>
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

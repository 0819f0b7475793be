import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { CONFIRM } from '#shared/messages';

interface Props {
  account: AwsAccountView | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (account: AwsAccountView) => void;
}

/** The spec's unlink confirmation, word for word. */
export function UnlinkConfirm({ account, busy, onCancel, onConfirm }: Props) {
  return (
    <Modal
      visible={account !== undefined}
      onDismiss={onCancel}
      header="Unlink AWS account"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={() => account && onConfirm(account)}>
              Unlink
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {account && CONFIRM.unlinkAccount(account.alias)}
    </Modal>
  );
}

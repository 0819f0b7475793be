import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useEffect, useRef } from 'react';
import { BUILDER, COMMON } from '#shared/messages';
import { focusFirstField, focusFirstInvalid } from './focus';
import { useGo } from './PageLinks';

interface Props {
  title: string;
  deploying: boolean;
  /** false disables Deploy (a part of the form still loads or needs choosing first) */
  canDeploy: boolean;
  noAccounts: boolean;
  /** why the last attempt failed (the server's words), shown in the dialog above its buttons */
  error?: string;
  /** true when the form was sent; false leaves the dialog on its first invalid field */
  onDeploy: () => boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of every deploy dialog (a template, a design): title, the fields, Cancel and 'Deploy to
 * AWS'. The first field has the focus when it opens; a refused attempt moves the focus to the first
 * field that says why. Enter in a field never deploys: sending a stack to AWS takes the button.
 */
export function DeployModal(props: Props) {
  const { title, deploying, canDeploy, noAccounts, error, onDeploy, onClose, children } = props;
  const body = useRef<HTMLDivElement>(null);
  const go = useGo();
  // once the fields are there (the accounts may still be loading when it opens)
  useEffect(() => (noAccounts ? undefined : focusFirstField(body)), [noAccounts]);
  const submit = () => {
    if (deploying || !canDeploy) return;
    if (!onDeploy()) focusFirstInvalid(body.current);
  };
  return (
    <Modal
      visible
      size="medium"
      closeAriaLabel={COMMON.close}
      onDismiss={() => !deploying && onClose()}
      header={title}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={deploying}>
              {COMMON.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={submit}
              disabled={deploying || noAccounts || !canDeploy}
              loading={deploying}
            >
              {deploying ? BUILDER.deploying : BUILDER.deployToAws}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {noAccounts ? (
        <SpaceBetween size="s">
          <Box variant="p">{BUILDER.noAccountsLinked}</Box>
          <Button href="/aws-accounts" onFollow={go('/aws-accounts')}>
            {BUILDER.linkAwsAccount}
          </Button>
        </SpaceBetween>
      ) : (
        <div ref={body}>
          <SpaceBetween size="m">
            {children}
            {error && (
              <Alert type="error" header={BUILDER.deployFailedHeader}>
                {error}
              </Alert>
            )}
          </SpaceBetween>
        </div>
      )}
    </Modal>
  );
}

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { COMMON } from '#shared/messages';
import { BUILDER } from '#shared/messages/builder';
import { ERRORS, TOASTS } from '#shared/messages/feedback';
import { ApiError } from '#web/api/client';
import { useNotifications } from '../notifications/NotificationsContext';
import { focusFirstField, focusFirstInvalid } from './focus';
import { useGo } from './PageLinks';

/** The spec's redirect delay after a started deployment (section 9). */
export const REDIRECT_MS = 1000;

/** Deploy failure (spec section 8): the server's detail, else the error's message, else the fallback. */
export function deployFailure(error: unknown): string {
  if (error instanceof ApiError) return error.detail || ERRORS.deploymentFailed;
  return error instanceof Error && error.message ? error.message : ERRORS.deploymentFailed;
}

interface Props {
  title: string;
  /** false disables Deploy (a part of the form still loads or needs choosing first) */
  canDeploy: boolean;
  noAccounts: boolean;
  /** false when a field is wrong: the dialog stays, on the first field that says why */
  validate: () => boolean;
  /** asks the API to start the deployment */
  send: () => Promise<unknown>;
  onClose: () => void;
  /** the fields, disabled while the request is out */
  children: (deploying: boolean) => ReactNode;
}

/**
 * The shell of every deploy dialog (a template, a design): title, the fields, Cancel and 'Deploy to
 * AWS', and what follows the button: the spec's toast and redirect to /deployments when the
 * deployment starts, or the server's reason inside the dialog (and in a toast) when it does not,
 * with the fields as they were. The first field has the focus when it opens; a refused attempt
 * moves the focus to the first field that says why. Enter in a field never deploys: sending a
 * stack to AWS takes the button.
 */
export function DeployModal(props: Props) {
  const { title, canDeploy, noAccounts, validate, send, onClose, children } = props;
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [deploying, setDeploying] = useState(false);
  const [error, setError] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  const go = useGo();
  // once the fields are there (the accounts may still be loading when it opens)
  useEffect(() => (noAccounts ? undefined : focusFirstField(body)), [noAccounts]);

  const deploy = async () => {
    setDeploying(true);
    setError(undefined);
    try {
      await send();
      notify({ id: 'deploy', type: 'success', header: TOASTS.deploymentInitiated });
      onClose();
      setTimeout(() => void navigate('/deployments'), REDIRECT_MS);
    } catch (failure) {
      // said in the dialog, where the user is, as well as in a toast
      setError(deployFailure(failure));
      notify({ id: 'deploy', type: 'error', header: deployFailure(failure) });
      setDeploying(false);
    }
  };
  const submit = () => {
    if (deploying || !canDeploy) return;
    if (validate()) void deploy();
    else focusFirstInvalid(body.current);
  };
  return (
    <Modal
      visible
      size="medium"
      // its content loads and grows after it opens: anchored at the top, buttons stay put
      position="top"
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
            {children(deploying)}
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

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef } from 'react';
import { ACCOUNTS, ACCOUNTS_VIEW } from '#shared/messages/accounts';
import type { Setup } from './setup';

const WORDS = ACCOUNTS_VIEW.deployStep;

interface Props {
  setup: Setup;
  creatingRole: boolean;
  sandboxRoleArn?: string;
  onCreateSandboxRole: () => void;
}

/** Step 2: how to deploy the template in AWS; in the sandbox cloud, one click does it there. */
export function DeployStep({ setup, creatingRole, sandboxRoleArn, onCreateSandboxRole }: Props) {
  // The button is disabled once the role exists, and a disabled button drops the focus to the
  // page's body: the focus moves to what the click made (the role, and what happens next), from
  // where Tab goes on to the wizard's Next. Only when the role is made here, not on coming back.
  const created = useRef<HTMLDivElement>(null);
  const hadRole = useRef(Boolean(sandboxRoleArn));
  useEffect(() => {
    if (sandboxRoleArn && !hadRole.current) created.current?.focus();
    hadRole.current = Boolean(sandboxRoleArn);
  }, [sandboxRoleArn]);
  return (
    <SpaceBetween size="l">
      {setup.cloud === 'sandbox' && (
        <Alert type="info" header={WORDS.sandboxHeader}>
          <SpaceBetween size="s">
            <Box variant="p">{WORDS.sandboxText}</Box>
            <Button onClick={onCreateSandboxRole} loading={creatingRole} disabled={Boolean(sandboxRoleArn)}>
              {ACCOUNTS.createSandboxRole}
            </Button>
            {sandboxRoleArn && (
              <div ref={created} tabIndex={-1} data-testid="sandbox-role-arn">
                <Box variant="p">
                  {WORDS.roleCreated} <Box variant="code">{sandboxRoleArn}</Box>
                  {WORDS.filledInNext}
                </Box>
              </div>
            )}
          </SpaceBetween>
        </Alert>
      )}
      <ol>
        <li>{WORDS.signIn}</li>
        <li>
          {WORDS.choose} <strong>{WORDS.createStack}</strong>, <strong>{WORDS.withNewResources}</strong>
          {WORDS.upload}
        </li>
        <li>
          {WORDS.enterExternalId} <code>ExternalId</code>
          {setup.platform_account_id ? WORDS.andPlatformAccount : ''}
          {WORDS.acknowledge} {ACCOUNTS.stackTakesAboutAMinute}
        </li>
        <li>
          {WORDS.openResources} <strong>{WORDS.resourcesTab}</strong> {WORDS.copyArnOf}{' '}
          <code>SahabAccessRole</code>.
        </li>
      </ol>
      {setup.quick_create_url && (
        <Button href={setup.quick_create_url} target="_blank" iconName="external" iconAlign="right">
          {WORDS.quickCreate}
        </Button>
      )}
    </SpaceBetween>
  );
}

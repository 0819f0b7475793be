import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
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
              <Box variant="p" data-testid="sandbox-role-arn">
                {WORDS.roleCreated} <Box variant="code">{sandboxRoleArn}</Box>
                {WORDS.filledInNext}
              </Box>
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

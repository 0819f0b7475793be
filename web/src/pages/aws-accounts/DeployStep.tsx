import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCOUNTS } from '#shared/messages';
import type { Setup } from './setup';

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
        <Alert type="info" header="This environment uses the sandbox cloud">
          <SpaceBetween size="s">
            <Box variant="p">
              AWS accounts here are simulated: each user has a sandbox account. Sahab can deploy the role
              template there for you, with your external ID, as you would in your own AWS account.
            </Box>
            <Button onClick={onCreateSandboxRole} loading={creatingRole} disabled={Boolean(sandboxRoleArn)}>
              {ACCOUNTS.createSandboxRole}
            </Button>
            {sandboxRoleArn && (
              <Box variant="p" data-testid="sandbox-role-arn">
                Role created: <Box variant="code">{sandboxRoleArn}</Box>. It is filled in on the next step.
              </Box>
            )}
          </SpaceBetween>
        </Alert>
      )}
      <ol>
        <li>Sign in to the AWS console of the account you want to link and open CloudFormation.</li>
        <li>
          Choose <strong>Create stack</strong>, <strong>With new resources</strong>, and upload the template
          you downloaded.
        </li>
        <li>
          Enter your external ID as <code>ExternalId</code>
          {setup.platform_account_id ? ' and the platform account ID as PlatformAccountId' : ''}, acknowledge
          that the stack creates IAM roles, and create the stack. {ACCOUNTS.stackTakesAboutAMinute}
        </li>
        <li>
          Open the stack&apos;s <strong>Resources</strong> tab and copy the ARN of{' '}
          <code>SahabAccessRole</code>.
        </li>
      </ol>
      {setup.quick_create_url && (
        <Button href={setup.quick_create_url} target="_blank" iconName="external" iconAlign="right">
          Open the quick-create page in the AWS console
        </Button>
      )}
    </SpaceBetween>
  );
}

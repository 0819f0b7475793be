import { awsAccountsSetup } from '#shared/api/routes/accounts';
import { accountsConfig } from '../lib/accounts/config';
import { linkSetup } from '../lib/accounts/link-setup';
import { accountsPorts } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';
import { SANDBOX_PLATFORM_ACCOUNT } from '../lib/simulators/sandbox-cloud/account';

export const handler = httpHandler(awsAccountsSetup, async ({ caller }) => {
  const cloud = accountsPorts().cloudKind();
  const config = accountsConfig();
  const setup = linkSetup({
    userId: caller.sub,
    cloud,
    // in the sandbox, roles must trust the sandbox's own platform account, as its STS checks
    platformAccountId: cloud === 'sandbox' ? SANDBOX_PLATFORM_ACCOUNT : config.platformAccountId,
    roleTemplateUrl: cloud === 'sandbox' ? undefined : config.roleTemplateUrl,
  });
  return {
    cloud: setup.cloud,
    external_id: setup.externalId,
    platform_account_id: setup.platformAccountId,
    role_template_path: setup.roleTemplatePath,
    quick_create_url: setup.quickCreateUrl,
  };
});

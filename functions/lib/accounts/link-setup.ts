import { quickCreateLink } from '#shared/accounts/quick-create';
import { ROLE_TEMPLATE_PATH } from '#shared/accounts/role-template';

export interface LinkSetup {
  cloud: 'aws' | 'sandbox';
  externalId: string;
  platformAccountId: string | null;
  roleTemplatePath: string;
  quickCreateUrl: string | null;
}

/**
 * What the wizard's first two steps show: the external id (the user's id), the platform account
 * the role must trust, where to download the template, and a quick-create link when a public
 * template URL is configured.
 */
export function linkSetup(input: {
  userId: string;
  cloud: 'aws' | 'sandbox';
  platformAccountId?: string;
  roleTemplateUrl?: string;
}): LinkSetup {
  return {
    cloud: input.cloud,
    externalId: input.userId,
    platformAccountId: input.platformAccountId ?? null,
    roleTemplatePath: ROLE_TEMPLATE_PATH,
    quickCreateUrl:
      quickCreateLink({
        templateUrl: input.roleTemplateUrl,
        externalId: input.userId,
        platformAccountId: input.platformAccountId,
      }) ?? null,
  };
}

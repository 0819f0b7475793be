import { z } from 'zod';
import { awsAccountSchema, linkAccountBody } from '#shared/accounts/api-schemas';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/accounts';

const accountIdParams = z.object({ id: z.string().min(1).max(64) });

export const awsAccountsList = defineRoute(endpoints.awsAccountsList, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(awsAccountSchema),
});

/** Links an account (not yet validated). Plan limits answer 403 with a detail naming the limit. */
/**
 * What the link wizard shows: the cloud (sandbox or AWS), the external id, the platform account
 * the role must trust, the template's path on the site and, when configured, a quick-create link.
 */
export const awsAccountsSetup = defineRoute(endpoints.awsAccountsSetup, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.object({
    cloud: z.enum(['aws', 'sandbox']),
    external_id: z.string(),
    platform_account_id: z.string().nullable(),
    role_template_path: z.string(),
    quick_create_url: z.string().nullable(),
  }),
});

export const awsAccountsLink = defineRoute(endpoints.awsAccountsLink, {
  access: 'subscribed',
  tableAccess: 'write',
  body: linkAccountBody,
  response: awsAccountSchema,
});

/** AssumeRole with the caller's id as external id, then GetCallerIdentity; records the outcome. */
export const awsAccountsValidate = defineRoute(endpoints.awsAccountsValidate, {
  access: 'subscribed',
  tableAccess: 'write',
  assumesCustomerRole: true,
  params: accountIdParams,
  pathIds: { id: 'aws-account' },
  response: z.object({ valid: z.boolean(), error: z.string().nullable() }),
});

export const awsAccountsUnlink = defineRoute(endpoints.awsAccountsUnlink, {
  access: 'subscribed',
  tableAccess: 'write',
  params: accountIdParams,
  pathIds: { id: 'aws-account' },
  response: z.object({ deleted: z.literal(true) }),
});

/**
 * Only while the cloud is the sandbox (404 otherwise): what the user would do in their own AWS
 * account in the wizard's step 2, done in their sandbox account: deploy the role template with
 * their id as the external id.
 */
export const sandboxRole = defineRoute(endpoints.sandboxRole, {
  access: 'subscribed',
  tableAccess: 'write',
  response: z.object({ role_arn: z.string(), account_number: z.string() }),
});

import { z } from 'zod';
import { REGION_PATTERN } from './regions';
import { ROLE_ARN_FORMAT_MESSAGE, ROLE_ARN_PATTERN } from './role-arn';

/** Schemas of the accounts API (shared/api/routes/accounts.ts), also read by the web app. */
export const regionSchema = z.string().regex(REGION_PATTERN, 'must be an AWS region code such as us-east-1');

/**
 * A linked account as every screen reads it: the accounts screen's fields (spec section 3), the
 * deploy dialog's (`account_id` = `id`, `account_number` from the role ARN), and `cloud`, which
 * says whether it lives in the sandbox cloud (labelled 'Sandbox') or in AWS.
 */
export const awsAccountSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  alias: z.string(),
  auth_method: z.literal('iam_role'),
  role_arn: z.string(),
  account_number: z.string(),
  region: z.string(),
  is_active: z.boolean(),
  last_validated_at: z.string().nullable(),
  created_at: z.string(),
  cloud: z.enum(['aws', 'sandbox']),
});
export type AwsAccountView = z.infer<typeof awsAccountSchema>;

export const linkAccountBody = z.object({
  alias: z.string().trim().min(1, 'is required').max(100),
  auth_method: z.literal('iam_role').default('iam_role'),
  role_arn: z.string().trim().regex(ROLE_ARN_PATTERN, ROLE_ARN_FORMAT_MESSAGE),
  region: regionSchema,
});

export const vpcSchema = z.object({
  vpc_id: z.string(),
  name: z.string().nullable(),
  cidr_block: z.string(),
  is_default: z.boolean(),
});

export const securityGroupSchema = z.object({
  group_id: z.string(),
  group_name: z.string(),
  description: z.string(),
});

export const subnetSchema = z.object({
  subnet_id: z.string(),
  name: z.string().nullable(),
  cidr_block: z.string(),
  availability_zone: z.string(),
  available_ip_count: z.number(),
});

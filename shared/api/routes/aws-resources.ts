import { z } from 'zod';
import {
  regionSchema as region,
  securityGroupSchema,
  subnetSchema,
  vpcSchema,
} from '#shared/accounts/api-schemas';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/aws-resources';
import { CIDR_16_PATTERN, CIDR_16_PROBLEM, VPC_NAME_PATTERN, VPC_NAME_PROBLEM } from '../vpc-form';

const accountId = z.string().min(1, 'is required').max(64);

/**
 * The VPCs of a linked account (spec section 7). An unknown account id, or another user's, is 404;
 * a refusal by AWS (or the sandbox) is `success: false` with AWS's words in `error`.
 */
export const awsResourcesVpcs = defineRoute(endpoints.awsResourcesVpcs, {
  access: 'subscribed',
  tableAccess: 'write', // the sandbox cloud's state lives in the table
  assumesCustomerRole: true,
  query: z.object({ aws_account_id: accountId, region: region.default('us-east-1') }),
  response: z.object({ success: z.boolean(), vpcs: z.array(vpcSchema), error: z.string().nullable() }),
});

export const awsResourcesSubnets = defineRoute(endpoints.awsResourcesSubnets, {
  access: 'subscribed',
  tableAccess: 'write',
  assumesCustomerRole: true,
  query: z.object({
    aws_account_id: accountId,
    vpc_id: z.string().regex(/^vpc-[0-9a-f]{8,17}$/, 'must be a VPC id such as vpc-0a1b2c3d'),
    region: region.default('us-east-1'),
  }),
  response: z.object({ success: z.boolean(), subnets: z.array(subnetSchema), error: z.string().nullable() }),
});

/** The security groups of a VPC, for a template's `AWS::EC2::SecurityGroup::Id` parameters (beyond the spec). */
export const awsResourcesSecurityGroups = defineRoute(endpoints.awsResourcesSecurityGroups, {
  access: 'subscribed',
  tableAccess: 'write',
  assumesCustomerRole: true,
  query: z.object({
    aws_account_id: accountId,
    vpc_id: z.string().regex(/^vpc-[0-9a-f]{8,17}$/, 'must be a VPC id such as vpc-0a1b2c3d'),
    region: region.default('us-east-1'),
  }),
  response: z.object({
    success: z.boolean(),
    security_groups: z.array(securityGroupSchema),
    error: z.string().nullable(),
  }),
});

/**
 * Deploys the catalog's compliant VPC network (3 zones, 3 public + 3 private subnets, internet
 * gateway, route tables, flow logs) as a deployment through the deploy-stack workflow and answers
 * its ids when it completes within the request; otherwise `deployment_id` names the deployment to
 * follow (beyond the spec's fields).
 */
export const awsResourcesCreateVpc = defineRoute(endpoints.awsResourcesCreateVpc, {
  access: 'subscribed',
  tableAccess: 'write',
  // the workflow acts in the account; this function only records and starts it, then reads
  startsWorkflows: ['deploy-stack'],
  timeoutSeconds: 29,
  body: z.object({
    aws_account_id: accountId,
    region,
    vpc_name: z.string().trim().regex(VPC_NAME_PATTERN, VPC_NAME_PROBLEM),
    cidr_block: z.string().trim().regex(CIDR_16_PATTERN, CIDR_16_PROBLEM),
  }),
  response: z.object({
    success: z.boolean(),
    vpc_id: z.string().nullable(),
    subnet_ids: z.array(z.string()),
    message: z.string(),
    error: z.string().nullable(),
    deployment_id: z.string().nullable(),
  }),
});

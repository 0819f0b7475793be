import { z } from 'zod';
import { byteLength, IMPORT_MAX_BYTES, IMPORT_TEXT } from '../../catalog/import-limits';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/templates';
import { parameterValuesSchema } from '../parameter-values';
import { stackNameSchema } from '../stack-name';
import { listedTemplateSchema, templateDetailSchema } from '../template-schema';

/** The gallery: every template, or one category's, or only the featured ones. */
export const templatesList = defineRoute(endpoints.templatesList, {
  access: 'subscribed',
  tableAccess: 'read',
  query: z.object({
    category: z.string().max(64).optional(),
    featured_only: z.enum(['true', 'false']).optional(),
  }),
  response: z.array(listedTemplateSchema),
});

/** The categories that hold at least one template, in gallery order. */
export const templatesCategories = defineRoute(endpoints.templatesCategories, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(z.string()),
});

/** One template by id (`tpl-<slug>`) or slug; its parameters with `include_parameters=true`. */
export const templatesGet = defineRoute(endpoints.templatesGet, {
  access: 'subscribed',
  tableAccess: 'read',
  params: z.object({ id: z.string().min(1).max(128) }),
  query: z.object({ include_parameters: z.enum(['true', 'false']).optional() }),
  pathIds: { id: 'not-owned' },
  response: templateDetailSchema,
});

/** A parameter value as the builder sends it; CloudFormation takes every value as text. */
const parameterValue = z.union([z.string().max(4096), z.number(), z.boolean()]);

/**
 * Deploys a catalog template as it is (spec section 7, "Deploy request"): the values are checked
 * against the template's parameters first (400 naming every problem), then the same deploy
 * workflow as /api/deployments/initiate starts. `vpc_id` and `subnet_ids` fill the template's
 * VPC and subnet parameters.
 */
export const templatesDeployDirect = defineRoute(endpoints.templatesDeployDirect, {
  access: 'subscribed',
  tableAccess: 'write',
  startsWorkflows: ['deploy-stack'],
  body: z
    .object({
      template_id: z.string().min(1).max(128).optional(),
      template_slug: z.string().min(1).max(128).optional(),
      stack_name: stackNameSchema,
      aws_account_id: z.string().min(1).max(100),
      region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region name'),
      parameter_values: parameterValuesSchema(parameterValue).default({}),
      vpc_id: z.string().max(64).nullish(),
      subnet_ids: z.array(z.string().min(1).max(64)).max(16).nullish(),
    })
    .refine((body) => body.template_id || body.template_slug, 'template_id or template_slug is required'),
  response: z.object({ deployment_id: z.string(), status: z.string() }),
});

/**
 * 'Import template' in the builder: a template the user already has (YAML or JSON, at most
 * IMPORT_MAX_BYTES) is read, validated with AWS's validator, scanned, priced and saved under 'My
 * templates'. Any problem answers 400 naming `template_body` (or `name`) and nothing is saved.
 * `replaces` saves a fixed version over one of the caller's imported templates.
 */
export const templatesImport = defineRoute(endpoints.templatesImport, {
  access: 'subscribed',
  tableAccess: 'write',
  bundlesTemplateValidator: true,
  timeoutSeconds: 29,
  body: z.object({
    name: z.string().trim().min(1, IMPORT_TEXT.noName).max(80, IMPORT_TEXT.longName),
    template_body: z.string().superRefine((text, ctx) => {
      const bytes = byteLength(text);
      if (bytes > IMPORT_MAX_BYTES) ctx.addIssue({ code: 'custom', message: IMPORT_TEXT.tooLarge(bytes) });
    }),
    replaces: z.string().min(1).max(128).optional(),
  }),
  response: z.object({ template_id: z.string(), slug: z.string() }),
});

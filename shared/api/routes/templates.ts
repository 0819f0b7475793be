import { z } from 'zod';
import { defineRoute } from '../define';
import { listedTemplateSchema, templateDetailSchema } from '../template-schema';

// Spec section 7 writes these paths with a trailing slash; API Gateway route keys cannot end in
// '/', so the route table (and the web client) use them without it.

/** The gallery: every template, or one category's, or only the featured ones. */
export const templatesList = defineRoute({
  name: 'templates-list',
  method: 'GET',
  path: '/api/templates',
  access: 'subscribed',
  tableAccess: 'read',
  query: z.object({
    category: z.string().max(64).optional(),
    featured_only: z.enum(['true', 'false']).optional(),
  }),
  response: z.array(listedTemplateSchema),
});

/** The categories that hold at least one template, in gallery order. */
export const templatesCategories = defineRoute({
  name: 'templates-categories',
  method: 'GET',
  path: '/api/templates/categories',
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(z.string()),
});

/** One template by id (`tpl-<slug>`) or slug; its parameters with `include_parameters=true`. */
export const templatesGet = defineRoute({
  name: 'templates-get',
  method: 'GET',
  path: '/api/templates/{id}',
  access: 'subscribed',
  tableAccess: 'read',
  params: z.object({ id: z.string().min(1).max(128) }),
  query: z.object({ include_parameters: z.enum(['true', 'false']).optional() }),
  pathIds: { id: 'not-owned' },
  response: templateDetailSchema,
});

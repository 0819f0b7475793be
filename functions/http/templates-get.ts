import { templatesGet } from '#shared/api/routes/templates';
import { templatePorts } from '../lib/compose/templates';
import { NotFound } from '../lib/errors';
import { httpHandler } from '../lib/http/middleware';
import { findTemplate } from '../lib/templates/find-template';
import { toDetail } from '../lib/templates/views';

/** One template with its CloudFormation text, by id or slug: the catalog's or the caller's own. */
export const handler = httpHandler(templatesGet, async ({ params, query, caller }) => {
  const template = await findTemplate(templatePorts(), caller.sub, params.id);
  if (!template) throw new NotFound(`Template '${params.id}' not found`);
  return toDetail(template, query.include_parameters === 'true');
});

import { templatesGet } from '#shared/api/routes/templates';
import { templateId } from '#shared/catalog/item-key';
import { storePorts } from '../lib/compose/store';
import { templatePorts } from '../lib/compose/templates';
import { NotFound } from '../lib/errors';
import { httpHandler } from '../lib/http/middleware';
import { toDetail } from '../lib/templates/views';

/** One template with its CloudFormation text, by id (`tpl-<slug>`) or by slug. */
export const handler = httpHandler(
  templatesGet,
  async ({ params, query }) => {
    const { catalog } = templatePorts();
    const id = params.id.startsWith('tpl-') ? params.id : templateId(params.id);
    const template = await catalog.get(id);
    if (!template) throw new NotFound(`Template '${params.id}' not found`);
    return toDetail(template, query.include_parameters === 'true');
  },
  { subscriptions: () => storePorts().subscriptions },
);
